import type { WebSocket } from 'ws';
import type { Services } from '../context.js';
import { authenticateSocket } from './socket-auth.js';

export const chatTopic = (channelId: number) => `chat:${channelId}`;

/**
 * GET /ws/chat?id=<channelId>: after the auth frame, the server answers `ready` and pushes every new
 * message of the channel, whichever instance it was posted on. Non-members are closed with 4403.
 */
export async function chatSocket(services: Services, socket: WebSocket, url: URL) {
  const channelId = Number(url.searchParams.get('id'));
  const session = await authenticateSocket(services, socket);
  if (!session) return;
  const channel = Number.isInteger(channelId) && channelId > 0 ? await services.repos.chat.byId(channelId) : undefined;
  if (!channel || (channel.userA !== session.user.id && channel.userB !== session.user.id)) {
    socket.close(4403, 'unauthorized');
    return;
  }
  const unsubscribe = services.hub.subscribe(chatTopic(channelId), (payload) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
  });
  socket.on('close', unsubscribe);
  socket.send(JSON.stringify({ type: 'ready' }));
}
