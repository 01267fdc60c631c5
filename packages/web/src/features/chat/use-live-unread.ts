import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getToken } from '../../api/session';
import { createLiveConnection, notificationSocketUrl, type LiveConnection } from '../notifications';
import { isLive } from '../../api/live-status';
import { chatKeys } from './keys';
import { applyUnreadFrame } from './unread-frames';
import { setUnreadLive } from './unread-live-store';

// The notification socket's own client hands chat frames to no one, so chat listens on a socket of its own.
let connection: LiveConnection | null = null;
let holders = 0;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

function start(queryClient: QueryClient): LiveConnection {
  const live = createLiveConnection({
    url: notificationSocketUrl(),
    getToken,
    onFrame: (frame) => applyUnreadFrame(queryClient, frame as { type: string }),
    onStatus: (status) => {
      setUnreadLive(isLive(status));
      // Whatever changed while the socket was down is fetched once it is back.
      if (isLive(status)) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.channels() });
      }
    },
  });
  live.start();
  return live;
}

function stop() {
  connection?.stop();
  connection = null;
  setUnreadLive(false);
}

/** Keeps unread counts live while the signed-in shell is shown; one socket per tab. */
export function useLiveUnread() {
  const queryClient = useQueryClient();
  useEffect(() => {
    holders += 1;
    clearTimeout(releaseTimer);
    connection ??= start(queryClient);
    const onOnline = () => connection?.retryNow();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      holders -= 1;
      if (holders === 0) releaseTimer = setTimeout(stop, 1000);
    };
  }, [queryClient]);
}
