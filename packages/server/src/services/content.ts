import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import sanitizeHtml from 'sanitize-html';

/** Video hosts whose players may be embedded; everything else in an iframe is dropped. */
export const embedHosts = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.twitch.tv',
  'clips.twitch.tv',
  'player.vimeo.com',
];

const hexOrRgb = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*[\d.]+\s*)?\)$/i];
const ownFile = /^\/files\/[A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5}$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'mark',
    'img',
    'iframe',
    'video',
    'h2',
    'h3',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    span: ['data-type', 'data-id', 'data-label', 'data-kind', 'class'],
    mark: ['data-color', 'style'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'allow', 'frameborder'],
    video: ['src', 'controls', 'width', 'height'],
  },
  allowedStyles: { mark: { 'background-color': hexOrRgb } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: embedHosts,
  allowIframeRelativeUrls: false,
  allowedClasses: { span: ['mention', 'hashtag'] },
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer ugc', target: '_blank' }),
  },
  // Images and videos only from our own uploads: no tracking pixels, no hotlinked content.
  // An iframe whose host was refused loses its src and goes too.
  exclusiveFilter: (frame) =>
    ((frame.tag === 'img' || frame.tag === 'video') && !ownFile.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'iframe' && !frame.attribs.src),
};

export interface CleanContent {
  html: string;
  text: string;
  mentions: { id: number; kind: 'user' | 'organization' }[];
  hashtags: string[];
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
  const hashtags = [...new Set([...text.matchAll(hashtagPattern)].map((m) => m[2]!.toLowerCase()))].slice(0, 20);
  return { html, text, mentions, hashtags, empty: text.length === 0 && !media };
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
