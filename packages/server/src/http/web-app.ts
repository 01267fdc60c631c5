import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './app-error.js';

/** Serves the built web app; any unknown GET that wants HTML gets index.html so the client router decides. */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const index = distDir ? path.join(distDir, 'index.html') : undefined;
  const built = index !== undefined && fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && request.headers.accept?.includes('text/html');
    if (wantsPage && built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    if (wantsPage) return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    return reply.code(404).send(errorBody('notFound'));
  });
}
