import { gifPageSize, type Gif, type Language } from '@gamefolk/contract';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.js';
import { AppError } from '../errors/app-error.js';
import { ProviderHttpError, ProviderUnavailable, providerFetch } from './provider-fetch.js';

/** GIPHY's answer to search and trending (only the fields we read). Sizes come as strings. */
interface GiphyRendition {
  url?: string;
  width?: string;
  height?: string;
}
interface GiphyAnswer {
  data?: {
    id?: string;
    title?: string;
    images?: Partial<Record<'downsized' | 'original' | PreviewName, GiphyRendition>>;
  }[];
  pagination?: { offset?: number; count?: number; total_count?: number };
}

export interface GifPage {
  rows: Gif[];
  next: number | null;
}

export interface GiphyClient {
  readonly configured: boolean;
  /** Trending without `q`; answers are kept a minute per query, page and language (GIPHY's beta keys allow 100 calls an hour). */
  search(q: string | undefined, offset: number, lang: Language): Promise<GifPage>;
  /** Whether an attachment's URL is on GIPHY's media hosts (`*.giphy.com`, or GIPHY_API_URL's host). */
  isMediaUrl(url: string): boolean;
}

/** The picker's thumbnail, smallest usable first: GIPHY leaves a rendition out now and then. */
const previewNames = ['fixed_width', 'fixed_width_downsampled', 'fixed_height', 'fixed_height_downsampled'] as const;
type PreviewName = (typeof previewNames)[number];

/** GIPHY refuses offsets past 4999. */
const MAX_OFFSET = 4999;
const CACHE_TTL_MS = 60_000;

export function createGiphyClient(config: Config['giphy']): GiphyClient {
  const apiHost = new URL(config.apiUrl).host;
  const cache = new LRUCache<string, GifPage>({ max: 500, ttl: CACHE_TTL_MS });

  async function ask(q: string | undefined, offset: number, lang: Language): Promise<GifPage> {
    if (!config.apiKey) throw new AppError('notConfigured');
    const params = new URLSearchParams({
      api_key: config.apiKey,
      limit: String(gifPageSize),
      offset: String(offset),
      rating: 'pg-13',
      lang,
    });
    if (q) params.set('q', q);
    const path = q ? '/v1/gifs/search' : '/v1/gifs/trending';
    let answer: GiphyAnswer;
    try {
      answer = (await providerFetch<GiphyAnswer>(`${config.apiUrl}${path}?${params}`, { provider: 'giphy' })).data;
    } catch (error) {
      // A refused key (401/403) or a 4xx GIPHY would not explain is an outage to the player, not their error.
      if (error instanceof ProviderHttpError) throw new ProviderUnavailable('giphy', `status ${error.status}`);
      throw error;
    }
    const rows: Gif[] = [];
    for (const item of answer.data ?? []) {
      const full = item.images?.downsized?.url ? item.images.downsized : item.images?.original;
      const preview = previewNames.map((name) => item.images?.[name]).find((r) => r?.url) ?? full;
      if (!item.id || !full?.url || !preview?.url) continue;
      if (!isMediaUrl(full.url) || !isMediaUrl(preview.url)) continue;
      rows.push({
        id: item.id,
        title: item.title ?? '',
        url: full.url,
        previewUrl: preview.url,
        width: Number(full.width) || 0,
        height: Number(full.height) || 0,
      });
    }
    const count = answer.pagination?.count ?? answer.data?.length ?? 0;
    const end = (answer.pagination?.offset ?? offset) + count;
    const total = answer.pagination?.total_count;
    const more = count > 0 && end <= MAX_OFFSET && (total === undefined || end < total);
    return { rows, next: more ? end : null };
  }

  function isMediaUrl(value: string): boolean {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    if (url.username || url.password) return false;
    if (url.protocol === 'https:' && (url.hostname === 'giphy.com' || url.hostname.endsWith('.giphy.com'))) return true;
    return url.host === apiHost && url.protocol === new URL(config.apiUrl).protocol;
  }

  return {
    configured: Boolean(config.apiKey),
    isMediaUrl,
    async search(q, offset, lang) {
      const key = `${lang}\u0000${offset}\u0000${q ?? ''}`;
      const kept = cache.get(key);
      if (kept) return kept;
      const page = await ask(q, Math.min(offset, MAX_OFFSET), lang);
      cache.set(key, page);
      return page;
    },
  };
}
