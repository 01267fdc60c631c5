export type TextPart = string | { tag: string };

// The server's rule (services/posting/content.ts): a # after a non-word character, then letters, digits or underscores.
const hashtagPattern = /(^|[^\p{L}\p{N}_&/])#([\p{L}\p{N}_]{1,50})/gu;

/** Splits plain text into runs of text and hashtags, so each tag can become a link to its /hash/ page. */
export function splitHashtags(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(hashtagPattern)) {
    const prefix = match[1] ?? '';
    const start = (match.index ?? 0) + prefix.length;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ tag: `#${match[2] ?? ''}` });
    last = start + 1 + (match[2]?.length ?? 0);
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
