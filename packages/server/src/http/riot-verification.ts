import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** `/riot.txt`: Riot's domain check reads RIOT_VERIFICATION here as plain text; unset, there is nothing to read. */
export function registerRiotRoutes(app: FastifyInstance, config: Config) {
  app.get('/riot.txt', async (_request, reply) => {
    if (!config.riot.verification) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(config.riot.verification);
  });
}
