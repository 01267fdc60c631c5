import { changePassword, changeRequest } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { trustDevice } from '../../services/account/device-cookies.js';
import { hashSecret } from '../../services/account/keys.js';
import { mailOneTimeLink } from '../../services/account/mail-links.js';
import { hashPassword } from '../../services/account/passwords.js';
import { queueSecurityMail } from '../../services/account/security-mails.js';
import { handle } from '../define.js';

/**
 * Always the same answer after the same work (the limits), whether or not the address has an account: the
 * lookup and the mail happen after the answer, so its timing tells nothing either.
 */
export const changeRequestHandler = handle(changeRequest, async ({ email }, { services, ip, log }) => {
  await services.rateLimits.consume('resetByIp', ip);
  await services.rateLimits.consume('resetByEmail', email);
  setImmediate(() => {
    void services.repos.users
      .findByEmail(email)
      .then((found) =>
        found && !found.deletedAt ? mailOneTimeLink(services, { ...found, email }, 'passwordReset') : null,
      )
      .catch((error: unknown) => log.error({ err: error }, 'password reset mail not prepared'));
  });
  return { requested: true as const };
});

export const changePasswordHandler = handle(changePassword, async (input, { services, cookies, userAgent }) => {
  const redeemed = await services.repos.oneTimeKeys.redeem(hashSecret(input.change_token), 'passwordReset');
  if (!redeemed.ok) throw new AppError(redeemed.reason === 'expired' ? 'linkExpired' : 'linkInvalid', 'change_token');
  const passwordHash = await hashPassword(input.new_password);
  // The mail reached its owner, so the address is proven: an unactivated account becomes active.
  const row = await services.repos.users.findById(redeemed.userId);
  await services.repos.users.update(redeemed.userId, { passwordHash, activatedAt: row?.activatedAt ?? services.now() });
  await services.repos.sessions.revokeAllOfUser(redeemed.userId);
  // The mailed link proves the owner: whatever strangers spent on the account is cleared, and this browser is
  // trusted from now on (its device cookie), so the owner gets in from here however the guessing goes on.
  await services.rateLimits.forgive('loginByAccount', `u${redeemed.userId}`);
  await trustDevice(services, cookies, redeemed.userId);
  await queueSecurityMail(services, { kind: 'passwordChanged', userId: redeemed.userId, userAgent });
  return { changed: true as const };
});
