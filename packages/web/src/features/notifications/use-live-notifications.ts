import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getToken, onSessionEnd } from '../../api/session';
import { storageKeys } from '../../lib/storage';
import { createLiveConnection, notificationSocketUrl, type LiveConnection } from './live';
import { applyFrame, catchUp } from './live-frames';
import { setLiveStatus } from '../../api/notifications-live-store';
import { announceNotification } from './toast';

// One socket per tab, however often the signed-in shell mounts (route changes, StrictMode).
let connection: LiveConnection | null = null;
let holders = 0;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
let detachWindow: (() => void) | undefined;

function stopNow() {
  clearTimeout(releaseTimer);
  detachWindow?.();
  detachWindow = undefined;
  connection?.stop();
  connection = null;
  setLiveStatus({ kind: 'idle' });
}

function startFor(queryClient: QueryClient) {
  const live = createLiveConnection({
    url: notificationSocketUrl(),
    getToken,
    onFrame: (frame) => applyFrame(queryClient, frame, announceNotification),
    onStatus: (status) => {
      setLiveStatus(status);
      if (status.kind === 'open') catchUp(queryClient);
    },
  });
  const onOnline = () => live.retryNow();
  // Another tab signing in as someone else: this tab's socket follows the new token.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.token && event.key !== null) return;
    live.stop();
    if (getToken()) live.start();
  };
  const offSessionEnd = onSessionEnd(stopNow);
  window.addEventListener('online', onOnline);
  window.addEventListener('storage', onStorage);
  detachWindow = () => {
    offSessionEnd();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('storage', onStorage);
  };
  live.start();
  return live;
}

/** Keeps the tab's notification socket open while the signed-in shell is shown. */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => {
    holders += 1;
    clearTimeout(releaseTimer);
    connection ??= startFor(queryClient);
    return () => {
      holders -= 1;
      if (holders === 0) releaseTimer = setTimeout(stopNow, 1000);
    };
  }, [queryClient]);
}
