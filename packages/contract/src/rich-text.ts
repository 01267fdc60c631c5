// The one sanitizer configuration for post, comment and chat markup: the server's sanitizer stores only this, and the
// web's (DOMPurify in the browser, sanitize-html when the server renders a shared post) lets only this through again
// before anything is shown. Each sanitizer is an adapter of these lists and of `keepRichTextAttribute`.

/** Video hosts whose players may be embedded; any other iframe is dropped. */
export const embedHosts = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.twitch.tv',
  'clips.twitch.tv',
  'player.vimeo.com',
] as const;

export const richTextTags = [
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

export const richTextAttributes: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  span: ['data-type', 'data-id', 'data-label', 'data-kind', 'class'],
  mark: ['data-color', 'style'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'allow', 'frameborder'],
  video: ['src', 'controls', 'width', 'height'],
};

/** The only classes a span keeps: the editor's mention and hashtag chips. */
export const richTextSpanClasses = ['mention', 'hashtag'];

/** Images and videos only from our own uploads: no tracking pixels, no hotlinked content. */
export const ownFilePattern = /^\/files\/[A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5}$/;

/** The one style a highlight keeps: its background, as a hex or rgb(a) colour. */
export const highlightColourPattern =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*[\d.]+\s*)?\))$/i;

/** Every link in stored markup carries these. */
export const linkRel = 'nofollow noopener noreferrer ugc';

/** The only URL schemes a link or source may use; protocol-relative URLs are refused too. */
export const richTextSchemes = ['http', 'https', 'mailto'];

/** A value DOMPurify accepts as a URL: one of `richTextSchemes`, or a value without a scheme (a path). */
export const richTextUriPattern = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Media dropped whole when `keepRichTextAttribute` refused its source: no tracking pixels, no foreign players. */
export const richTextMediaTags = ['img', 'video', 'iframe'];

const hosts: readonly string[] = embedHosts;

/** An https player of one of `embedHosts`. */
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

/** An attribute's value as the allow-list keeps it, or null to drop it. Every sanitizer asks this per attribute. */
export function keepRichTextAttribute(tag: string, name: string, value: string): string | null {
  if (!richTextAttributes[tag]?.includes(name)) return null;
  if (tag === 'span' && name === 'class') {
    const classes = value.split(/\s+/).filter((c) => richTextSpanClasses.includes(c));
    return classes.length ? classes.join(' ') : null;
  }
  if (tag === 'mark' && name === 'style') return markStyle(value);
  if (tag === 'mark' && name === 'data-color') return highlightColourPattern.test(value.trim()) ? value.trim() : null;
  if ((tag === 'img' || tag === 'video') && name === 'src') return ownFilePattern.test(value) ? value : null;
  if (tag === 'iframe' && name === 'src') return isEmbedUrl(value) ? value : null;
  if ((name === 'href' || name === 'src') && !richTextUriPattern.test(value)) return null;
  // No protocol-relative links.
  if (tag === 'a' && name === 'href') return /^\s*[\\/]{2}/.test(value) ? null : value;
  if (tag === 'a' && name === 'rel') return linkRel;
  if (tag === 'a' && name === 'target') return '_blank';
  return value;
}

/**
 * The configuration as sanitize-html takes it (the server stores with it; the web's server-side renderer shows with
 * it). Typed structurally, so the contract needs no sanitizer of its own.
 */
export const richTextSanitizeHtmlOptions = {
  allowedTags: richTextTags,
  allowedAttributes: richTextAttributes,
  allowedSchemes: richTextSchemes,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    '*': (tagName: string, attribs: Record<string, string>) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        const allowed = keepRichTextAttribute(tagName, name, value);
        if (allowed !== null) kept[name] = allowed;
      }
      // Every link opens apart and passes no ranking or referrer.
      if (tagName === 'a') Object.assign(kept, { rel: linkRel, target: '_blank' });
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame: { tag: string; attribs: Record<string, string | undefined> }) =>
    richTextMediaTags.includes(frame.tag) && !frame.attribs.src,
};
