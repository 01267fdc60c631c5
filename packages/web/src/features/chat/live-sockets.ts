import type { ChatSocket } from './chat-socket';

/** The open conversations' live sockets, by channel: a send goes over its channel's socket when it is ready. */
const sockets = new Map<number, ChatSocket>();

export function registerChatSocket(channelId: number, socket: ChatSocket): () => void {
  sockets.set(channelId, socket);
  return () => {
    if (sockets.get(channelId) === socket) sockets.delete(channelId);
  };
}

/** The channel's socket if it is ready to take a message now; otherwise the caller posts over HTTP. */
export function readyChatSocket(channelId: number): ChatSocket | undefined {
  const socket = sockets.get(channelId);
  return socket?.status().kind === 'ready' ? socket : undefined;
}
