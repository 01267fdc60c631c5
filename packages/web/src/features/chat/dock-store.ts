import { useSyncExternalStore } from 'react';

// The conversation open in the docked panel; the panel's own expanded state lives in localStorage.
let openChannelId: number | null = null;
const listeners = new Set<() => void>();

export function openInDock(channelId: number | null): void {
  openChannelId = channelId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDockChannel(): number | null {
  return useSyncExternalStore(subscribe, () => openChannelId);
}

export const dockExpandedKey = 'messages_dock_open';
