import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_S, type Outages } from '../errors/outages.js';

/**
 * GET /api/ready, for a load balancer: 200 while the database (and Redis, when set) answer, 503 otherwise.
 * GET /api/health says only that the process is up, so that an outage elsewhere does not get it restarted.
 */
export function registerHealth(app: FastifyInstance, outages: Outages) {
  app.get('/api/health', async (_request, reply) => reply.send({ status: 'ok' }));
  app.get('/api/ready', async (_request, reply) => {
    const down = await outages.unready();
    if (!down.length) return reply.send({ status: 'ready' });
    return reply.code(503).header('retry-after', String(RETRY_AFTER_S)).send({ status: 'unavailable' });
  });
}
