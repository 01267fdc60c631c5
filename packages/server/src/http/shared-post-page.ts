// `/shared/{share}` with the post drawn in the HTML (issue 23, item 6): the web build's server entry
// (packages/web/src/entry-server.tsx, built into dist/.ssr/) renders it per request in the visitor's language, from
// the same answer `getOneFeed` gives, which rides along so the browser hydrates without asking again.
import fs from 'node:fs';
import path from 'node:path';
import { getOneFeed, rules, type FeedItem, type Language } from '@gamefolk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActionHandler } from '../actions/define.js';
import type { Services } from '../context.js';
import { withPublicFileUrls } from '../services/files/file-urls.js';
import { AppError } from '../errors/app-error.js';
import { noCookies } from './envelope.js';
import { sharedPostPreview, withPreview } from './link-previews.js';
import { checkOutput } from './output-check.js';
import { pageRenderer, type PageRenderer } from './page-renderer.js';

type SharedPostLookup = { post: FeedItem } | { missing: { code: 'postNotFound' } };

const missing = { missing: { code: 'postNotFound' } } as const;

/** The post as the envelope would answer `getOneFeed` for a visitor; null for the deleted post's `undefined` link. */
async function lookUp(
  services: Services,
  handler: ActionHandler,
  request: FastifyRequest,
  share: string,
): Promise<SharedPostLookup | null> {
  if (share === 'undefined') return null;
  const input = getOneFeed.input.safeParse({ share });
  if (!input.success || rules.findForbiddenCharacters(share) !== undefined) return missing;
  try {
    const result = await handler.run(input.data, {
      services,
      ip: request.ip,
      log: request.log,
      cookies: noCookies,
      signedIn: () => Promise.reject(new AppError('unauthenticated')),
    });
    const checked = services.config.checkOutputs ? checkOutput(getOneFeed.name, getOneFeed.output, result) : result;
    return { post: withPublicFileUrls(checked as FeedItem, services.config.cdnUrl) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'postNotFound') return missing;
    throw error;
  }
}

/**
 * The page sender. Without the server entry (a build without it, or a test's stand-in dist) the frame rendered
 * at build time goes out and the browser draws the post, as before. A post that is missing, deleted or hidden
 * (its author frozen) answers 404 with the page that says so.
 */
export function sharedPostPage(
  services: Services,
  handlers: readonly ActionHandler[],
  distDir: string,
  indexHtml: string,
  frames: ReadonlyMap<Language, string>,
) {
  // The post is read as the envelope answers `getOneFeed`: through its handler from the registry.
  const handler = handlers.find((h) => h.action.name === getOneFeed.name);
  if (!handler) throw new Error('no getOneFeed handler registered');
  const entryFile = path.join(distDir, '.ssr', 'entry-server.js');
  let renderer: PageRenderer | undefined;
  const serverEntry = () => (fs.existsSync(entryFile) ? (renderer ??= pageRenderer(entryFile, indexHtml)) : undefined);

  const send = async (request: FastifyRequest, reply: FastifyReply, share: string, language: Language) => {
    const preview = await sharedPostPreview(services, share).catch(() => null);
    const render = serverEntry();
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie');
    const frame = () => {
      if (!preview) return reply.code(404).type('text/html; charset=utf-8').send(indexHtml);
      const page = share === 'undefined' ? indexHtml : (frames.get(language) ?? indexHtml);
      return reply
        .code(share === 'undefined' ? 404 : 200)
        .type('text/html; charset=utf-8')
        .compress(withPreview(page, preview));
    };
    if (!render) return frame();
    const lookup = await lookUp(services, handler, request, share);
    // Null while the renderer starts; an error is our bug, not the visitor's: the browser can still draw the post.
    const document = await render.sharedPost(share, language, lookup).catch((error: unknown) => {
      request.log.error({ err: error }, 'rendering a shared post failed');
      return null;
    });
    if (document === null) return frame();
    const found = lookup !== null && 'post' in lookup && !lookup.post.is_deleted;
    return reply
      .code(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .compress(preview ? withPreview(document, preview) : document);
  };
  return { send, close: async () => renderer?.close() };
}
