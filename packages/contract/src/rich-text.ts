// The allow-list of post, comment and chat markup: the server's sanitizer stores only this, and the
// browser's sanitizer lets only this through again before anything is shown.

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
