import { pollIntervals } from '@gamefolk/contract';
import { useSyncExternalStore } from 'react';

let live = false;
const listeners = new Set<() => void>();

/** The socket carrying unread changes reports whether it delivers; while it does not, unread counts are polled. */
export function setUnreadLive(value: boolean): void {
  if (value === live) return;
  live = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnreadPollInterval(): number | false {
  return useSyncExternalStore(subscribe, () => live) ? false : pollIntervals.unreadChatMs;
}
