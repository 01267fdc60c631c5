// The server's stand-in for DOMPurify when it renders a shared post (entry-server.tsx): no DOM there, and jsdom
// took seconds on a long post. sanitize-html takes the contract's configuration, as the server's store does.
import { richTextSanitizeHtmlOptions } from '@gamefolk/contract';
import type { ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import type { RichNode } from './sanitize';

const options: sanitizeHtml.IOptions = richTextSanitizeHtmlOptions;

function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** A parsed node as RichContent reads a DOM node. Comments and the like come out as nodes it skips. */
function richNode(node: ChildNode): RichNode {
  if (node.type === 'text') return { nodeType: 3, nodeName: '#text', textContent: node.data, childNodes: [] };
  if (node.type !== 'tag') return { nodeType: 8, nodeName: '#other', textContent: null, childNodes: [] };
  return {
    nodeType: 1,
    nodeName: node.name,
    get textContent() {
      return textOf(node);
    },
    childNodes: node.children.map(richNode),
    getAttribute: (name) => node.attribs[name] ?? null,
  };
}

/** The stored HTML's top-level nodes, allow-listed. A NUL is dropped, as a browser's parser drops it. */
export function sanitizeOnServer(html: string): RichNode[] {
  const clean = sanitizeHtml(html.replace(/\0/g, ''), options);
  return parseDocument(clean).children.map(richNode);
}
