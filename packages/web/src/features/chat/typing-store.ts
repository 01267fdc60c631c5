import { useSyncExternalStore } from 'react';

/** How long "typing…" shows after the last typing frame: a little longer than the server lets them come. */
const SHOWN_MS = 4500;

/** Who is typing in each open conversation, by channel: each member until SHOWN_MS after their last frame. */
const typing = new Map<number, Map<number, ReturnType<typeof setTimeout>>>();
const listeners = new Set<() => void>();
const snapshots = new Map<number, number[]>();
const changed = (channelId: number) => {
  snapshots.set(channelId, [...(typing.get(channelId)?.keys() ?? [])]);
  for (const listener of listeners) listener();
};

export function heardTyping(channelId: number, userId: number) {
  const members = typing.get(channelId) ?? new Map<number, ReturnType<typeof setTimeout>>();
  typing.set(channelId, members);
  clearTimeout(members.get(userId));
  members.set(
    userId,
    setTimeout(() => stoppedTyping(channelId, userId), SHOWN_MS),
  );
  changed(channelId);
}

/** Their message arrived, or the time is up. */
export function stoppedTyping(channelId: number, userId: number) {
  const members = typing.get(channelId);
  if (!members?.has(userId)) return;
  clearTimeout(members.get(userId));
  members.delete(userId);
  changed(channelId);
}

const none: number[] = [];
export function useTyping(channelId: number): number[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshots.get(channelId) ?? none,
    () => none,
  );
}
