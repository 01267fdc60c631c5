import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * The client half of spec item 4: whatever the server stored passes this allow-list again before it is shown.
 * It mirrors the server's (packages/server/src/services/content.ts), so a server bug alone cannot run script here.
 */
export const embedHosts = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.twitch.tv',
  'clips.twitch.tv',
  'player.vimeo.com',
];

const ownFile = /^\/files\/[A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5}$/;
const colour = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*[\d.]+\s*)?\))$/i;

const attributesByTag: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  span: ['data-type', 'data-id', 'data-label', 'data-kind', 'class'],
  mark: ['data-color', 'style'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'allow', 'frameborder'],
  video: ['src', 'controls', 'width', 'height'],
};

export const allowedTags = [
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
];

export function isEmbedUrl(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && embedHosts.includes(url.hostname);
  } catch {
    return false;
  }
}

/** The one value a mark may style: its background, as a hex or rgb colour. */
function markStyle(style: string): string | null {
  const match = /(?:^|;)\s*background-color\s*:\s*([^;]+)/i.exec(style);
  const value = match?.[1]?.trim();
  return value && colour.test(value) ? `background-color: ${value}` : null;
}

function keepAttribute(tag: string, name: string, value: string): string | null {
  if (!attributesByTag[tag]?.includes(name)) return null;
  if (tag === 'span' && name === 'class') {
    const classes = value.split(/\s+/).filter((c) => c === 'mention' || c === 'hashtag');
    return classes.length ? classes.join(' ') : null;
  }
  if (tag === 'mark' && name === 'style') return markStyle(value);
  if (tag === 'mark' && name === 'data-color') return colour.test(value.trim()) ? value.trim() : null;
  if ((tag === 'img' || tag === 'video') && name === 'src') return ownFile.test(value) ? value : null;
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
      node.setAttribute('rel', 'nofollow noopener noreferrer ugc');
      node.setAttribute('target', '_blank');
    }
  });
  instance = purify;
  return purify;
}

const config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: [...new Set(Object.values(attributesByTag).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Schemes http(s) and mailto only (DOMPurify's default, narrowed); plain values such as class names pass.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** The stored HTML as a detached fragment that holds only allow-listed markup. */
export function sanitizeToFragment(html: string): DocumentFragment {
  return purifier().sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
}

/** The same, as a string (tests and plain-text uses). */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, config);
}
