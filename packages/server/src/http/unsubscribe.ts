// The digest's one-click unsubscribe, outside the envelope: mail programs POST `List-Unsubscribe=One-Click` to the
// List-Unsubscribe address (RFC 8058), and the link in the mail opens the same address. Either turns the digest off,
// without signing in; the token in the path says whose (services/attention/digest.ts). Answering twice changes nothing.
import formbody from '@fastify/formbody';

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../context.js';
import { texts } from '../i18n/texts.js';
import { mailHtml } from '../mail/layout.js';
import { playerOfToken, unsubscribePath } from '../services/attention/digest.js';
import { languageOf } from '../i18n/texts.js';

export async function registerUnsubscribe(app: FastifyInstance, services: Services) {
  const answer = async (token: string, reply: FastifyReply) => {
    const userId = token.length <= 80 ? await playerOfToken(services, token) : undefined;
    const user = userId ? await services.repos.users.findById(userId) : undefined;
    const language = languageOf(user?.language);
    const t = (key: string) => texts().t(language, 'mail', key);
    if (user) await services.repos.attention.stopDigest(user.id);
    const said = user ? t('digest.unsubscribed') : t('digest.invalid');
    return reply
      .code(user ? 200 : 400)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(mailHtml(language, 'Gamefolk', said, ''));
  };

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 1024 });
    scope.get<{ Params: { token: string } }>(`${unsubscribePath}/:token`, (request, reply) =>
      answer(request.params.token, reply),
    );
    scope.post<{ Params: { token: string } }>(`${unsubscribePath}/:token`, (request, reply) =>
      answer(request.params.token, reply),
    );
  });
}
