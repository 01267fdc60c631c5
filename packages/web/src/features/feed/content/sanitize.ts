import {
  keepRichTextAttribute,
  linkRel,
  richTextAttributes,
  richTextMediaTags,
  richTextTags,
  richTextUriPattern,
} from '@gamefolk/contract';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * The client half of spec item 4: whatever the server stored passes the contract's configuration again before it
 * is shown (DOMPurify here; sanitize-server.ts when the server renders), so a server bug alone cannot run script.
 */
export const allowedTags = richTextTags;

let instance: Purifier | null = null;

function purifier(): Purifier {
  if (instance) return instance;
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const kept = keepRichTextAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
    if (kept === null) data.keepAttr = false;
    else data.attrValue = kept;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    // Media without an allowed source is dropped whole: no tracking pixels, no foreign players.
    if (richTextMediaTags.includes(tag) && !node.getAttribute('src')) node.remove();
    if (tag === 'a') {
      node.setAttribute('rel', linkRel);
      node.setAttribute('target', '_blank');
    }
  });
  instance = purify;
  return purify;
}

const config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: [...new Set(Object.values(richTextAttributes).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: richTextUriPattern,
};

/** The stored HTML as a detached fragment that holds only allow-listed markup. */
export function sanitizeToFragment(html: string): DocumentFragment {
  return purifier().sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
}

/** What RichContent draws from: the DOM's nodes in a browser, a parser's on the server (sanitize-server.ts). */
export interface RichNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<RichNode>;
  getAttribute?(name: string): string | null;
}

let serverSanitizer: ((html: string) => ArrayLike<RichNode>) | null = null;

/** The server has no DOM: entry-server.tsx gives the sanitiser that stands in for DOMPurify there. */
export function setServerSanitizer(sanitize: ((html: string) => ArrayLike<RichNode>) | null) {
  serverSanitizer = sanitize;
}

/** The stored HTML's top-level nodes, allow-listed. */
export function sanitizedNodes(html: string): ArrayLike<RichNode> {
  return serverSanitizer ? serverSanitizer(html) : sanitizeToFragment(html).childNodes;
}

/** The same, as a string (tests and plain-text uses). */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, config);
}
