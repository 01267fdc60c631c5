// Images, embeds and videos are content on their own; every other tag is only markup around text.
const markupExceptMedia = /<(?!\/?(?:img|iframe|video)\b)[^>]*>/gi;

/**
 * Spec section 5: a post or comment is empty when nothing is left after dropping whitespace and every tag
 * except images and iframes (videos count too, as on the server).
 */
export function isEmptyContent(html: string): boolean {
  const rest = html
    .replace(markupExceptMedia, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/(?:\s|\u00a0|\u200b|\u200c|\u200d|\ufeff)+/g, '');
  return rest.length === 0;
}
