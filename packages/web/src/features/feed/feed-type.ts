import { feedListWire } from '@gamefolk/contract';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

/** Spec section 2: Discover (the default) and My feed, as the contract numbers them for `getFeed`. */
export const feedTypes = { discover: feedListWire.codeOf.discover, mine: feedListWire.codeOf.following } as const;
export type FeedTypeId = (typeof feedTypes)[keyof typeof feedTypes];

const key = 'feed_type';
const listeners = new Set<() => void>();

function read(): FeedTypeId {
  return readStorage(key, sessionStorage) === '1' ? feedTypes.mine : feedTypes.discover;
}

export function setFeedType(typeId: FeedTypeId): void {
  writeStorage(key, String(typeId), sessionStorage);
  for (const listener of listeners) listener();
}

export function useFeedType(): FeedTypeId {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, read);
}
