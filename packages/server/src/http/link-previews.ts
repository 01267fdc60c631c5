// Open Graph and Twitter card tags for pages that are shared as links (issue 5, item 6): a chat app or a
// search engine reads them from the HTML without running the app's script.
import type { Services } from '../context.js';
import { isHiddenUser } from '../policies/visibility.js';
import { storedVideoKey } from '../presenters/feed.js';
import { presentVariant } from '../presenters/video.js';

export interface PagePreview {
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of an image, when the page has one. */
  image?: string;
  /** Absolute address of an MP4 the page plays (a video post's web variant, once made). */
  video?: string;
  type: 'article' | 'website';
}

const SITE = 'Gamefolk';
const DESCRIPTION_LENGTH = 200;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const absolute = (appUrl: string, address: string) => (/^https?:\/\//i.test(address) ? address : `${appUrl}${address}`);

function shorten(text: string, length: number) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/** The preview of `/shared/{uid}`; null sends the app's page unchanged (it then says the post is missing). */
export async function sharedPostPreview(services: Services, share: string): Promise<PagePreview | null> {
  const { appUrl } = services.config;
  const url = `${appUrl}/shared/${encodeURIComponent(share)}`;
  // The app writes `undefined` in the link of a deleted post; the page says so, and so does the preview.
  const gone: PagePreview = {
    title: `${SITE}: this post was deleted`,
    description: 'This post is no longer available.',
    url,
    type: 'article',
  };
  if (share === 'undefined') return gone;
  const row = await services.repos.feed.byShare(share);
  if (!row) return null;
  const [author] = await services.repos.users.byIds([row.userId]);
  if (row.deletedAt || !author || isHiddenUser(author)) return gone;
  const name = [author.firstName, author.lastName].filter(Boolean).join(' ') || author.username;
  const image = row.attachments.find((a) => a.type === 'image');
  const kind = row.kind === 'comment' ? 'comment' : 'post';
  // A video plays in the preview once its web variant (H.264 MP4) is made; its poster is the image.
  const videoKey = row.attachments.map(storedVideoKey).find((key) => key !== undefined);
  const status = videoKey && (await services.repos.uploads.variants([videoKey])).get(videoKey);
  const variant = videoKey && status ? presentVariant(videoKey, status) : undefined;
  const poster = variant?.status === 'ready' ? variant.posterUrl : undefined;
  return {
    title: `${name} (@${author.username}) on ${SITE}`,
    description: shorten(row.contentText, DESCRIPTION_LENGTH) || `A ${kind} by @${author.username} on ${SITE}.`,
    url,
    image: image ? absolute(appUrl, image.attachmentUrl) : poster && absolute(appUrl, poster),
    video: variant?.status === 'ready' ? absolute(appUrl, variant.url) : undefined,
    type: 'article',
  };
}

/**
 * index.html with the preview's title and tags in its head; every value is escaped for an attribute once.
 * Each replacement is a function: a string would read `$'`, `$&`, `$1` in a user's text as patterns.
 */
export function withPreview(html: string, preview: PagePreview) {
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', SITE],
    ['property', 'og:type', preview.type],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
  ];
  if (preview.image) tags.push(['property', 'og:image', preview.image], ['name', 'twitter:image', preview.image]);
  if (preview.video)
    tags.push(
      ['property', 'og:video', preview.video],
      ...(preview.video.startsWith('https:')
        ? [['property', 'og:video:secure_url', preview.video] satisfies [string, string, string]]
        : []),
      ['property', 'og:video:type', 'video/mp4'],
    );
  const head = tags
    .map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeAttribute(content)}" />`)
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(preview.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeAttribute(preview.description)}" />`,
    )
    .replace('</head>', () => `  ${head}\n  </head>`);
}
