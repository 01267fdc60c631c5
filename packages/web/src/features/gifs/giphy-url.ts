/**
 * A chat message that is only a GIF's address on GIPHY's media hosts is shown as the GIF (chat is plain text, so
 * a GIF picked there is sent as its address). Any other address stays text: the CSP shows images from GIPHY only.
 */
const giphyMedia = /^https:\/\/(?:media\d*|i)\.giphy\.com\/[\w./?=&%-]+$/;

export function isGiphyMediaUrl(text: string): boolean {
  return giphyMedia.test(text.trim());
}
