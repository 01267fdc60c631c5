import type { WebSocket } from 'ws';
import type { Services } from '../context.js';
import { framedForClient } from '../services/files/file-urls.js';
import { authenticateSocket } from './socket-auth.js';

export const userTopic = (userId: number) => `user:${userId}` as const;

/** GET /ws/notifications: after the auth frame, every event published to the user's topic is pushed. */
export async function notificationSocket(services: Services, socket: WebSocket) {
  const authenticated = await authenticateSocket(services, socket);
  if (!authenticated) return;
  const userId = authenticated.session.user.id;
  const unsubscribe = services.hub.subscribe(userTopic(userId), (payload, json) => {
    if (socket.readyState === socket.OPEN) socket.send(framedForClient(services, payload, json));
  });
  services.presence.add(userId);
  socket.on('close', () => {
    unsubscribe();
    services.presence.remove(userId);
  });
  socket.send(JSON.stringify({ type: 'ready' }));
}
