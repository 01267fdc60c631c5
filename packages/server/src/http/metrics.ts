import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../context.js';
import { errorBody } from '../errors/app-error.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`. Without the setting there is no such
 * route: it answers 404 like any unknown address. The token is compared by digest, so its length leaks nothing either.
 */
export function registerMetrics(app: FastifyInstance, services: Services) {
  const token = services.config.metricsToken;
  if (!token) return;
  const expected = digest(token);
  app.get('/metrics', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!timingSafeEqual(digest(given), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send(errorBody('unauthenticated'));
    }
    const { contentType, text } = await services.metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
}
