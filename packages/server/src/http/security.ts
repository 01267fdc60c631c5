import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { embedHosts } from '@gamefolk/contract';
import type { Config } from '../config.js';
import { pushServiceHosts } from '../config.js';

/**
 * Helmet's middleware is built once here and run on every request: `@fastify/helmet` built it again per request,
 * parsing the whole policy each time (about 5% of a small call's CPU in the guessWord profile).
 *
 * Strict CSP: only our own scripts; Google's sign-in script and frame are the one outside source. The page talks
 * to our origin (sockets included: 'self' covers ws/wss of the same host), CDN_URL and the push services only, and
 * shows images from those and Google account photos: not from any https address.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'cdnUrl' | 'paytr' | 'giphy' | 'voice'>,
) {
  const cdn = config.cdnUrl ? [new URL(config.cdnUrl).origin] : [];
  // Voice: the browser speaks Janus's API over its WebSocket (JANUS_PUBLIC_URL, else JANUS_URL).
  const janus = config.voice.janusUrl && config.voice.publicUrl ? [new URL(config.voice.publicUrl).origin] : [];
  // GIFs picked in the editors are shown from GIPHY's media hosts (and GIPHY_API_URL's, where a stand-in serves them).
  const giphy = ['https://*.giphy.com', new URL(config.giphy.apiUrl).origin];
  const pushServices = pushServiceHosts.map((host) => `https://${host}`);
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...cdn,
          'https://*.googleusercontent.com',
          // Steam's game icons, achievement icons and avatars (profile Steam section).
          'https://media.steampowered.com',
          'https://steamcdn-a.akamaihd.net',
          'https://*.steamstatic.com',
          ...giphy,
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...cdn, 'https://accounts.google.com/gsi/', ...pushServices, ...janus],
        // PayTR's payment form: its origin only (PAYTR_URL), and ourselves: PayTR sends that frame on to our
        // /paytr/ok or /paytr/fail when the payment is done.
        frameSrc: [
          "'self'",
          'https://accounts.google.com/gsi/',
          ...embedHosts.map((host) => `https://${host}`),
          new URL(config.paytr.url).origin,
        ],
        mediaSrc: ["'self'", 'blob:', ...cdn, ...giphy],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet 8 throws instead of passing errors on; anything passed is still an error.
    setHeaders(request.raw, reply.raw, (error) =>
      error === undefined ? done() : done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
