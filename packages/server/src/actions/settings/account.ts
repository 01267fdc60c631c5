import {
  deleteAccount,
  deleteAccountRequest,
  freezeAccount,
  limits,
  restoreAccount,
  updatePassword,
} from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { mailCode, redeemCode } from '../../services/account/mail-codes.js';
import { hashPassword, verifyPassword } from '../../services/account/passwords.js';
import { queueSecurityMail } from '../../services/account/security-mails.js';
import { handle } from '../define.js';

export const updatePasswordHandler = handle(updatePassword, async (input, { services, session, userAgent }) => {
  await services.rateLimits.consume('loginByName', `pw:${session.user.id}`);
  if (!(await verifyPassword(session.user.passwordHash, input.current_password))) {
    throw new AppError('wrongPassword', 'current_password');
  }
  await services.repos.users.update(session.user.id, { passwordHash: await hashPassword(input.new_password) });
  // Every other device signs in again with the new password; this one stays.
  await services.repos.sessions.revokeAllOfUser(session.user.id, session.sessionId);
  await queueSecurityMail(services, { kind: 'passwordChanged', userId: session.user.id, userAgent });
  return { changed: true as const };
});

/** Hidden at once; signing in again within the grace period offers to reopen it. */
export const freezeAccountHandler = handle(freezeAccount, async (_input, { services, session }) => {
  await services.repos.users.update(session.user.id, { frozenAt: services.now() });
  await services.repos.sessions.revokeAllOfUser(session.user.id);
  return { frozen: true as const };
});

export const deleteAccountRequestHandler = handle(deleteAccountRequest, async (_input, { services, session }) => {
  if (!session.user.email) throw new AppError('emailNotFound');
  return mailCode(services, session.user, 'accountDelete', session.user.email);
});

export const deleteAccountHandler = handle(deleteAccount, async ({ token }, { services, session }) => {
  await redeemCode(services, session.user.id, 'accountDelete', token);
  const now = services.now();
  await services.repos.users.update(session.user.id, { deletedAt: now });
  await services.repos.sessions.revokeAllOfUser(session.user.id);
  const purgeAfter = new Date(now.getTime() + limits.accountGraceDays * 24 * 60 * 60 * 1000);
  return { deleted: true as const, purge_after: purgeAfter.toISOString() };
});

export const restoreAccountHandler = handle(restoreAccount, async (_input, { services, session }) => {
  await services.repos.users.update(session.user.id, { frozenAt: null, deletedAt: null });
  return { restored: true as const };
});
