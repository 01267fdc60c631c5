import { pollIntervals } from '@gamefolk/contract';
import { useSyncExternalStore } from 'react';
import { isLive, type LiveStatus } from './live-status';

let current: LiveStatus = { kind: 'idle' };
const listeners = new Set<() => void>();

/** The tab's one notification socket reports its status here; queries read it to decide on polling. */
export function setLiveStatus(status: LiveStatus): void {
  if (status === current) return;
  current = status;
  for (const listener of listeners) listener();
}

export function getLiveStatus(): LiveStatus {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, getLiveStatus);
}

/** Spec section 9: notifications and requests are polled every 30 s, here only while the socket is down. */
export function usePollInterval(): number | false {
  return isLive(useLiveStatus()) ? false : pollIntervals.notificationsMs;
}
