/**
 * CDN_URL at presentation. Stored rows keep a file as `/files/<key>` (our origin), so changing CDN_URL changes
 * every URL at once: answers give `<CDN_URL>/<key>` for each field that is exactly such a path, and payloads
 * sent back with those URLs (a profile saved with its photo, a post edited with its attachments) are read as the
 * `/files/<key>` they stand for; socket frames too. Rich text keeps `/files/` paths inside its HTML, which our
 * origin serves.
 */
const stored = /^\/files\/([A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5})$/;

/** Where the public reads a stored file. */
export function publicFileUrl(url: string, cdnUrl: string | undefined): string {
  const key = cdnUrl ? stored.exec(url)?.[1] : undefined;
  return key ? `${cdnUrl}/${key}` : url;
}

/** Every `/files/<key>` field of an answer, as its CDN URL (unchanged without CDN_URL). */
export function withPublicFileUrls<T>(value: T, cdnUrl: string | undefined): T {
  return cdnUrl ? (mapStrings(value, (text) => publicFileUrl(text, cdnUrl)) as T) : value;
}

/** Every `<CDN_URL>/<key>` field of a payload, back to the `/files/<key>` the contract accepts. */
export function withStoredFileUrls(value: unknown, cdnUrl: string | undefined): unknown {
  if (!cdnUrl) return value;
  const prefix = `${cdnUrl}/`;
  return mapStrings(value, (text) => {
    if (!text.startsWith(prefix)) return text;
    const path = `/files/${text.slice(prefix.length)}`;
    return stored.test(path) ? path : text;
  });
}

/** A socket frame as JSON, with file URLs on the CDN when CDN_URL is set (else the JSON already written once). */
export function framedForClient(services: { config: { cdnUrl?: string } }, payload: unknown, json: string): string {
  const cdnUrl = services.config.cdnUrl;
  return cdnUrl && json.includes('"/files/') ? JSON.stringify(withPublicFileUrls(payload, cdnUrl)) : json;
}

function mapStrings(value: unknown, map: (text: string) => string, depth = 0): unknown {
  if (typeof value === 'string') return map(value);
  if (depth > 32 || value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) out[name] = mapStrings(item, map, depth + 1);
  return out;
}
