import {
  getPasskeys,
  passkeyLogin,
  passkeyOptions,
  passkeyRegister,
  removePasskey,
  renamePasskey,
} from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { assertOwnPasskey } from '../../policies/passkey.js';
import { presentPasskey } from '../../presenters/passkeys.js';
import {
  loginOptions,
  MAX_PASSKEYS,
  registrationOptions,
  verifyLogin,
  verifyRegistration,
} from '../../services/account/passkeys.js';
import { queueSecurityMail, wakeSecurityMails } from '../../services/account/security-mails.js';
import { openSession } from '../../services/account/sign-in.js';
import { handle } from '../define.js';

/** Open for `login`; `register` is for the signed-in player (their Bearer token, at either endpoint). */
export const passkeyOptionsHandler = handle(passkeyOptions, async ({ purpose }, ctx) => {
  const { services } = ctx;
  await services.rateLimits.consume('passkeyByIp', ctx.ip);
  // The browser's option types, read as the JSON object they are.
  if (purpose === 'login') return { ...(await loginOptions(services)) };
  const { user } = await ctx.signedIn();
  return { ...(await registrationOptions(services, user)) };
});

export const passkeyRegisterHandler = handle(
  passkeyRegister,
  async ({ response }, { services, session, userAgent }) => {
    const me = session.user;
    await services.rateLimits.consume('passkeyByUser', String(me.id));
    const credential = await verifyRegistration(services, me, response, userAgent);
    if ((await services.repos.passkeys.countOfUser(me.id)) >= MAX_PASSKEYS) throw new AppError('tooManyPasskeys');
    const added = await services.repos.transaction(async (tx) => {
      const row = await tx.passkeys.insert(credential);
      if (row) await queueSecurityMail(services, { kind: 'passkeyAdded', userId: me.id, userAgent }, tx);
      return row;
    });
    // The browser was told to exclude the account's own; one registered to any account is refused alike.
    if (!added) throw new AppError('passkeyFailed', 'response');
    wakeSecurityMails(services);
    return { id: added.id };
  },
);

/** A passkey verified its user: that is both factors, so the session opens without asking for TOTP. */
export const passkeyLoginHandler = handle(passkeyLogin, async ({ response }, ctx) => {
  const { services } = ctx;
  await services.rateLimits.consume('passkeyByIp', ctx.ip);
  const passkey = await verifyLogin(services, response);
  const user = await services.repos.users.findById(passkey.userId);
  if (!user) throw new AppError('passkeyFailed', 'response');
  return openSession(services, ctx, user);
});

export const getPasskeysHandler = handle(getPasskeys, async (_input, { services, session }) => ({
  rows: (await services.repos.passkeys.ofUser(session.user.id)).map(presentPasskey),
}));

export const renamePasskeyHandler = handle(renamePasskey, async ({ id, name }, { services, session }) => {
  await services.rateLimits.consume('passkeyByUser', String(session.user.id));
  assertOwnPasskey(await services.repos.passkeys.byId(id), session.user.id);
  const renamed = await services.repos.passkeys.rename(id, session.user.id, name);
  if (!renamed) throw new AppError('passkeyNotFound');
  return presentPasskey(renamed);
});

export const removePasskeyHandler = handle(removePasskey, async ({ id }, { services, session, userAgent }) => {
  const me = session.user;
  assertOwnPasskey(await services.repos.passkeys.byId(id), me.id);
  const removed = await services.repos.transaction(async (tx) => {
    if (!(await tx.passkeys.remove(id, me.id))) return false;
    await queueSecurityMail(services, { kind: 'passkeyRemoved', userId: me.id, userAgent }, tx);
    return true;
  });
  if (!removed) throw new AppError('passkeyNotFound');
  wakeSecurityMails(services);
  return { removed: true as const };
});
