/** Spec section 2: a hash sign in a tag is written as a dollar sign in the /hash/ path. */
export function hashtagPath(text: string): string {
  const tag = text.trim().replace(/#/g, '$');
  return `/hash/${encodeURIComponent(tag).replace(/%24/g, '$')}`;
}

/** The tag to show for a /hash/ path parameter (already URL-decoded by the router). */
export function hashtagFromParam(param: string): string {
  const tag = param.replace(/\$/g, '#');
  return tag.startsWith('#') ? tag : `#${tag}`;
}

/** Labels longer than the limit end with an ellipsis (trending tags: 17 characters). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
