import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useAuthProvidersQuery } from '../auth';
import { currentLanguage } from '../../i18n/language';

export const gifKeys = {
  all: ['gifs'] as const,
  /** The language is part of the key: GIPHY answers in the player's language, so a change asks again. */
  search: (q: string, language: string) => ['gifs', 'search', language, q] as const,
};

/** Trending with an empty `q`; pages follow GIPHY's offsets until `next` is null. */
export function useGifSearchQuery(q: string, enabled = true) {
  const term = q.trim();
  return useInfiniteQuery({
    queryKey: gifKeys.search(term, currentLanguage()),
    queryFn: ({ pageParam }) => call('searchGifs', { ...(term && { q: term }), offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 60_000,
    enabled,
  });
}

/** Whether the server has GIPHY's key: without it no GIF button is shown. */
export function useGifsEnabled(): boolean {
  return useAuthProvidersQuery().data?.gifs === true;
}
