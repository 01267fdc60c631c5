import {
  embedHosts,
  highlightColourPattern,
  linkRel,
  ownFilePattern,
  richTextAttributes,
  richTextSpanClasses,
  richTextTags,
} from '@gamefolk/contract';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * The client half of spec item 4: whatever the server stored passes the contract's allow-list again before it
 * is shown, so a server bug alone cannot run script here.
 */
export const allowedTags = richTextTags;
const attributesByTag = richTextAttributes;
const hosts: readonly string[] = embedHosts;

export function isEmbedUrl(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && hosts.includes(url.hostname);
  } catch {
    return false;
  }
}

/** The one value a mark may style: its background, as a hex or rgb colour. */
function markStyle(style: string): string | null {
  const match = /(?:^|;)\s*background-color\s*:\s*([^;]+)/i.exec(style);
  const value = match?.[1]?.trim();
  return value && highlightColourPattern.test(value) ? `background-color: ${value}` : null;
}

/** An attribute's value as the allow-list keeps it, or null to drop it (the server's renderer uses it too). */
export function keepAttribute(tag: string, name: string, value: string): string | null {
  if (!attributesByTag[tag]?.includes(name)) return null;
  if (tag === 'span' && name === 'class') {
    const classes = value.split(/\s+/).filter((c) => richTextSpanClasses.includes(c));
    return classes.length ? classes.join(' ') : null;
  }
  if (tag === 'mark' && name === 'style') return markStyle(value);
  if (tag === 'mark' && name === 'data-color') return highlightColourPattern.test(value.trim()) ? value.trim() : null;
  if ((tag === 'img' || tag === 'video') && name === 'src') return ownFilePattern.test(value) ? value : null;
  if (tag === 'iframe' && name === 'src') return isEmbedUrl(value) ? value : null;
  // No protocol-relative links (the server refuses them too).
  if (tag === 'a' && name === 'href') return /^\s*[\\/]{2}/.test(value) ? null : value;
  return value;
}

let instance: Purifier | null = null;

function purifier(): Purifier {
  if (instance) return instance;
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const kept = keepAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
    if (kept === null) data.keepAttr = false;
    else data.attrValue = kept;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    // Media without an allowed source is dropped whole: no tracking pixels, no foreign players.
    if ((tag === 'img' || tag === 'video' || tag === 'iframe') && !node.getAttribute('src')) node.remove();
    if (tag === 'a') {
      node.setAttribute('rel', linkRel);
      node.setAttribute('target', '_blank');
    }
  });
  instance = purify;
  return purify;
}

// Schemes http(s) and mailto only (DOMPurify's default, narrowed); plain values such as class names pass.
export const allowedUri = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: [...new Set(Object.values(attributesByTag).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: allowedUri,
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
