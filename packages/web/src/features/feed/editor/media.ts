import { isEmbedUrl, ownFilePattern } from '@gamefolk/contract';
import { mergeAttributes, Node } from '@tiptap/core';

/** An uploaded video kept in the text (older posts and edits); new uploads travel as attachments. */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      { tag: 'video[src]', getAttrs: (el) => (ownFilePattern.test(el.getAttribute('src') ?? '') ? null : false) },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['video', mergeAttributes(HTMLAttributes, { controls: 'true', class: 'gf-editor-video' })];
  },
});

/** A YouTube, Twitch or Vimeo player; any other iframe is not content. */
export const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'iframe[src]', getAttrs: (el) => (isEmbedUrl(el.getAttribute('src') ?? '') ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes(HTMLAttributes, {
        width: '100%',
        height: '400',
        frameborder: '0',
        allowfullscreen: 'true',
        class: 'gf-editor-embed',
      }),
    ];
  },
});

/** The player address of a video page link, or null for a link we do not embed. */
export function toEmbedUrl(link: string, parentHost = window.location.hostname): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = (value: string | null | undefined) => (value && /^[\w-]{2,64}$/.test(value) ? value : null);
  if (host === 'youtube.com') {
    const video = id(url.searchParams.get('v')) ?? id(/^\/(?:shorts|embed|live)\/([\w-]+)/.exec(url.pathname)?.[1]);
    return video ? `https://www.youtube-nocookie.com/embed/${video}` : null;
  }
  if (host === 'youtu.be') {
    const video = id(url.pathname.slice(1));
    return video ? `https://www.youtube-nocookie.com/embed/${video}` : null;
  }
  if (host === 'vimeo.com') {
    const video = /^\/(\d+)/.exec(url.pathname)?.[1];
    return video ? `https://player.vimeo.com/video/${video}` : null;
  }
  if (host === 'twitch.tv') {
    const video = /^\/videos\/(\d+)/.exec(url.pathname)?.[1];
    if (video) return `https://player.twitch.tv/?video=${video}&parent=${parentHost}`;
    const clip = id(/^\/[\w-]+\/clip\/([\w-]+)/.exec(url.pathname)?.[1]);
    if (clip) return `https://clips.twitch.tv/embed?clip=${clip}&parent=${parentHost}`;
    const channel = id(/^\/([\w-]+)\/?$/.exec(url.pathname)?.[1]);
    return channel ? `https://player.twitch.tv/?channel=${channel}&parent=${parentHost}` : null;
  }
  if (host === 'clips.twitch.tv') {
    const clip = id(url.pathname.slice(1));
    return clip ? `https://clips.twitch.tv/embed?clip=${clip}&parent=${parentHost}` : null;
  }
  return null;
}
