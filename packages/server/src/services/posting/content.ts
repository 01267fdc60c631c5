import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import sanitizeHtml from 'sanitize-html';
import { richTextSanitizeHtmlOptions } from '@gamefolk/contract';

// The contract's one configuration: tags, attributes and their values, schemes, media without an allowed source
// dropped whole, links opening apart with rel="nofollow noopener noreferrer ugc".
const options: sanitizeHtml.IOptions = richTextSanitizeHtmlOptions;

export interface CleanContent {
  html: string;
  text: string;
  mentions: { id: number; kind: 'user' | 'organization' }[];
  /** Each tag once (the first 20): `tag` lowercased, the key it is kept by; `spelling` as the author first wrote it. */
  hashtags: { tag: string; spelling: string }[];
  /** Nothing left but whitespace: no text, image, video or embed. */
  empty: boolean;
}

const hashtagPattern = /(^|[^\p{L}\p{N}_&/])#([\p{L}\p{N}_]{1,50})/gu;

export function cleanContent(dirty: string): CleanContent {
  const html = sanitizeHtml(dirty.replace(/&lt;=|<=/g, '≤').replace(/&gt;=|>=/g, '≥'), options).trim();
  const document = parseDocument(html);
  const mentions: CleanContent['mentions'] = [];
  let media = false;
  const texts: string[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') texts.push(node.data);
      const element = node as Element;
      if (!element.name) continue;
      if (['img', 'iframe', 'video'].includes(element.name)) media = true;
      if (element.name === 'br' || element.name === 'p' || element.name === 'li') texts.push(' ');
      const id = Number(element.attribs?.['data-id']);
      if (element.name === 'span' && element.attribs?.['data-type'] === 'mention' && Number.isInteger(id) && id > 0) {
        mentions.push({ id, kind: element.attribs['data-kind'] === 'organization' ? 'organization' : 'user' });
      }
      walk(element.children ?? []);
    }
  };
  walk(document.children);
  const text = decodeEntities(texts.join('')).replace(/\s+/g, ' ').trim();
  const hashtags = new Map<string, string>();
  for (const match of text.matchAll(hashtagPattern)) {
    const spelling = match[2]!;
    if (hashtags.size < 20 && !hashtags.has(spelling.toLowerCase())) hashtags.set(spelling.toLowerCase(), spelling);
  }
  return {
    html,
    text,
    mentions,
    hashtags: [...hashtags].map(([tag, spelling]) => ({ tag, spelling })),
    empty: text.length === 0 && !media,
  };
}

function decodeEntities(s: string) {
  return s
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
