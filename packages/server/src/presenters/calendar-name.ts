/**
 * The `.ics` file's name from the event's: letters of every alphabet kept (Turkish ş, ğ, ı, İ too), everything
 * else a dash, lower case, at most 80 characters. The browser saves the file under it as it stands.
 */
export function calendarFileName(eventName: string): string {
  const slug = eventName
    .normalize('NFC')
    .toLowerCase()
    .replace(/i\u0307/g, 'i') // "İ" lowers to i + a combining dot
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}.ics`;
}
