import { isErrorCode, rules, type ActionAccess, type ErrorCode } from '@gamefolk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ActionHandler } from '../actions/define.js';
import type { CookieJar, Services, Session } from '../context.js';
import { hashSecret } from '../services/account/keys.js';
import { AppError } from '../errors/app-error.js';
import { checkOutput } from './output-check.js';
import { assertMayAct } from '../policies/account.js';
import { withManagerFlag } from '../policies/manager.js';
import { withPublicFileUrls, withStoredFileUrls } from '../services/files/file-urls.js';
import { noteSeen } from '../services/account/sessions.js';

const keepsStoredUrls = new Set(['uploadFile']);

interface EnvelopeBody {
  action?: unknown;
  payload?: unknown;
}

type EnvelopeRequest = FastifyRequest<{ Body: EnvelopeBody }>;

/** The first broken rule of a payload, as the code the contract gave it. */
function inputError(error: z.ZodError): AppError {
  const issue = error.issues[0]!;
  const field = issue.path.join('.') || undefined;
  let code: ErrorCode = 'invalidInput';
  if (isErrorCode(issue.message)) code = issue.message;
  else if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) code = 'fieldRequired';
  return new AppError(code, field);
}

export async function authenticate(services: Services, request: FastifyRequest): Promise<Session> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token || token.length > 200) throw new AppError('unauthenticated');
  const found = await services.repos.sessions.findLive(hashSecret(token));
  if (!found) throw new AppError('unauthenticated');
  noteSeen(services, found);
  return { ...found, user: withManagerFlag(services.config, found.user) };
}

/** For a handler run outside the envelope (a server-rendered page): no cookies read, none set. */
export const noCookies: CookieJar = { get: () => undefined, set: () => {}, clear: () => {} };

/** Cookies readable by our calls only (Path /api), never by scripts; Secure wherever the app is served over https. */
function cookieJar(services: Services, request: FastifyRequest, reply: FastifyReply): CookieJar {
  // Read when a handler uses them: most calls touch no cookie.
  const secure = () => services.config.appUrl.startsWith('https:');
  const cookies = (request.cookies ?? {}) as Record<string, string | undefined>;
  return {
    get: (name) => cookies[name],
    set: (name, value, { maxAgeSeconds, sameSite }) =>
      void reply.setCookie(name, value, {
        path: '/api',
        httpOnly: true,
        secure: secure(),
        sameSite,
        maxAge: maxAgeSeconds,
      }),
    clear: (name) => void reply.clearCookie(name, { path: '/api', httpOnly: true, secure: secure() }),
  };
}

export function registerEnvelope(app: FastifyInstance, services: Services, handlers: ActionHandler[]) {
  const byName = new Map(handlers.map((h) => [h.action.name, h]));

  const dispatch = (access: ActionAccess) => async (request: EnvelopeRequest, reply: FastifyReply) => {
    const body = request.body;
    const name = body && typeof body === 'object' ? body.action : undefined;
    const handler = typeof name === 'string' ? byName.get(name) : undefined;
    // A secured call is never answered at the open endpoint; an open one is at either, signed in at the secured one
    // (passkeyOptions' `register` needs the session; so may a client that sends every call there).
    if (!handler || (access === 'open' && handler.action.access !== 'open')) throw new AppError('unknownAction');

    const session = access === 'secured' ? await authenticate(services, request) : undefined;
    if (session) assertMayAct(session, handler.action.name, services.now());
    // NUL and other controls in any text field: refused here once, rather than failing in SQL as a 500.
    const controlled = rules.findForbiddenCharacters(body.payload);
    if (controlled !== undefined) throw new AppError('invalidCharacters', controlled || undefined);
    const payload = withStoredFileUrls(body.payload ?? {}, services.config.cdnUrl);
    const parsed = handler.action.input.safeParse(payload);
    if (!parsed.success) throw inputError(parsed.error);

    const ctx = {
      services,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      log: request.log,
      session,
      cookies: cookieJar(services, request, reply),
      signedIn: async () => {
        const signedIn = session ?? (await authenticate(services, request));
        assertMayAct(signedIn, handler.action.name, services.now());
        return signedIn;
      },
    };
    const result = await handler.run(parsed.data, ctx as never);
    // In development and tests the result is held to its contract, undeclared fields included; a mismatch is
    // our bug, not the caller's. In production results go out as the presenters built them (decisions.md).
    const data = services.config.checkOutputs
      ? checkOutput(handler.action.name, handler.action.output, result)
      : result;
    // A new upload's own answer keeps its /files/ path: editors put it into rich text, which only takes those.
    return { data: keepsStoredUrls.has(handler.action.name) ? data : withPublicFileUrls(data, services.config.cdnUrl) };
  };

  // Every answer, refusals and failures included, once it is sent: its action (a name no handler has is `unknown`,
  // so that callers cannot make up label values), status and time since the request came in.
  const onResponse = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const name = (request.body as EnvelopeBody | null | undefined)?.action;
    const action = typeof name === 'string' && byName.has(name) ? name : 'unknown';
    services.metrics.observeCall(action, reply.statusCode, reply.elapsedTime / 1000);
    done();
  };

  // Secured calls may carry a small file as base64 (uploadFile): room for a 3 MB image.
  app.post('/api/handle', { bodyLimit: 1024 * 1024, onResponse }, async (request, reply) =>
    reply.code(202).send(await dispatch('open')(request as never, reply)),
  );
  app.post('/api/securedHandle', { bodyLimit: 6 * 1024 * 1024, onResponse }, async (request, reply) =>
    reply.code(202).send(await dispatch('secured')(request as never, reply)),
  );
}
