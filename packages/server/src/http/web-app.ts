import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../context.js';
import { errorBody } from './app-error.js';
import { sharedPostPreview, withPreview } from './link-previews.js';

const sharedPage = /^\/shared\/([^/?#]+)\/?(?:[?#]|$)/;

/**
 * Serves the built web app; any unknown GET that wants HTML gets index.html so the client router decides.
 * A shared post's page carries its link preview (Open Graph tags) in the HTML itself.
 */
export async function registerWebApp(app: FastifyInstance, services: Services, distDir: string | undefined) {
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
  const html = built ? fs.readFileSync(index, 'utf8') : '';
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && request.headers.accept?.includes('text/html');
    const shared = wantsPage && built ? sharedPage.exec(request.url) : null;
    if (shared) {
      const preview = await Promise.resolve(shared[1]!)
        .then((share) => sharedPostPreview(services, decodeURIComponent(share)))
        .catch(() => null);
      if (preview)
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withPreview(html, preview));
    }
    if (wantsPage && built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    if (wantsPage) return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    return reply.code(404).send(errorBody('notFound'));
  });
}
