import { createLiveSocket, liveSocketUrl, type LiveSocket, type LiveSocketOptions } from '../../api/live-socket';

export type { SocketLike } from '../../api/live-socket';

/** The notification socket is a live socket like every other (api/live-socket.ts). */
export type LiveOptions = LiveSocketOptions;
export type LiveConnection = LiveSocket;
export const createLiveConnection = createLiveSocket;

export function notificationSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return liveSocketUrl('/ws/notifications', location);
}
