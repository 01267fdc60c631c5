import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../context.js';
import { registerChatSocket } from './chat-socket.js';
import { authenticateSocket, keepAlive } from './socket-auth.js';

export const userTopic = (userId: number) => `user:${userId}`;

/** GET /ws/notifications: after the auth frame, every event published to the user's topic is pushed. */
export async function registerRealtime(app: FastifyInstance, services: Services) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get('/ws/notifications', { websocket: true }, async (socket) => {
    const session = await authenticateSocket(services, socket);
    if (!session) return;
    const userId = session.user.id;
    const unsubscribe = services.hub.subscribe(userTopic(userId), (payload) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
    });
    services.presence.add(userId);
    socket.on('close', () => {
      unsubscribe();
      services.presence.remove(userId);
    });
    keepAlive(socket);
    socket.send(JSON.stringify({ type: 'ready' }));
  });
  registerChatSocket(app, services);
}
