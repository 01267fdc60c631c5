import { authSecondFactor, confirmTotp, disableTotp, getTotpStatus, startTotp } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { trustedDevice } from '../../services/account/device-cookies.js';
import { hashSecret } from '../../services/account/keys.js';
import { queueSecurityMail, wakeSecurityMails } from '../../services/account/security-mails.js';
import { openSession } from '../../services/account/sign-in.js';
import { matchingStep, newRecoveryCodes, newTotpSecret, takeSecondFactor } from '../../services/account/totp.js';
import { canMoveTotp, moveTotp } from '../../states/totp-moves.js';
import { handle } from '../define.js';

export const getTotpStatusHandler = handle(getTotpStatus, async (_input, { services, session }) => {
  const factor = await services.repos.totp.factorOf(session.user.id);
  const enabled = factor?.status === 'on';
  return { enabled, recoveryCodesLeft: enabled ? await services.repos.totp.recoveryCodesLeft(session.user.id) : 0 };
});

/** A new pending secret (replacing one never confirmed); TOTP is on only once confirmTotp takes a code of it. */
export const startTotpHandler = handle(startTotp, async (_input, { services, session }) => {
  const me = session.user;
  if (!canMoveTotp(await services.repos.totp.factorOf(me.id), 'start')) throw new AppError('totpAlreadyOn');
  const { secret, otpauthUrl, sealed } = await newTotpSecret(services, me.username);
  if (!(await moveTotp(services.repos, me.id, 'start', sealed))) throw new AppError('totpAlreadyOn');
  return { secret, otpauthUrl };
});

export const confirmTotpHandler = handle(confirmTotp, async ({ code }, { services, session, userAgent }) => {
  const me = session.user;
  await services.rateLimits.consume('totpCodeByUser', String(me.id));
  const factor = await services.repos.totp.factorOf(me.id);
  if (!factor || !canMoveTotp(factor, 'confirm')) {
    throw new AppError(factor ? 'totpAlreadyOn' : 'totpNotStarted');
  }
  const step = await matchingStep(services, factor, code);
  if (step === undefined) throw new AppError('invalidCode', 'code');
  const { codes, hashes } = newRecoveryCodes(me.id);
  const turnedOn = await services.repos.transaction(async (tx) => {
    // The code's own step is spent: it cannot sign in a second time.
    const moved = await moveTotp(tx, me.id, 'confirm', factor.sealedSecret, { lastTimeStep: step, at: services.now() });
    if (!moved) return false;
    await tx.totp.replaceRecoveryCodes(me.id, hashes);
    await queueSecurityMail(services, { kind: 'totpOn', userId: me.id, userAgent }, tx);
    return true;
  });
  // A startTotp in between handed out another secret: this code was for the one it replaced.
  if (!turnedOn) throw new AppError('invalidCode', 'code');
  wakeSecurityMails(services);
  return { recoveryCodes: codes };
});

export const disableTotpHandler = handle(disableTotp, async ({ code }, { services, session, userAgent }) => {
  const me = session.user;
  await services.rateLimits.consume('totpCodeByUser', String(me.id));
  const factor = await services.repos.totp.factorOf(me.id);
  if (!factor || !canMoveTotp(factor, 'disable')) throw new AppError('totpNotOn');
  if (!(await takeSecondFactor(services, factor, code))) throw new AppError('invalidCode', 'code');
  const turnedOff = await services.repos.transaction(async (tx) => {
    if (!(await moveTotp(tx, me.id, 'disable', factor.sealedSecret))) return false;
    await queueSecurityMail(services, { kind: 'totpOff', userId: me.id, userAgent }, tx);
    return true;
  });
  if (!turnedOff) throw new AppError('totpNotOn');
  wakeSecurityMails(services);
  return { disabled: true as const };
});

/**
 * The second step of a sign-in. Limits before any code is checked: per address, per ticket (a handful of tries, then
 * sign in again), and per account, where a browser holding the account's device cookie has a budget of its own, so
 * strangers guessing at the account never lock its owner out (as for passwords: services/account/device-cookies.ts).
 */
export const authSecondFactorHandler = handle(authSecondFactor, async ({ ticket, code }, ctx) => {
  const { services, ip, cookies } = ctx;
  const { rateLimits, repos } = services;
  await rateLimits.consume('secondFactorByIp', ip);
  const ticketHash = hashSecret(ticket);
  const held = await repos.oneTimeKeys.findLive(ticketHash, 'signInTicket', services.now());
  if (!held) throw new AppError('secondFactorExpired', 'ticket');
  await rateLimits.consume('secondFactorByTicket', ticketHash);
  const device = await trustedDevice(services, cookies, held.userId);
  const [budget, key] =
    device !== undefined
      ? (['secondFactorByDevice', device] as const)
      : (['secondFactorByAccount', `u${held.userId}`] as const);
  await rateLimits.consume(budget, key);

  const [user, factor] = await Promise.all([repos.users.findById(held.userId), repos.totp.factorOf(held.userId)]);
  if (!user || !(await takeSecondFactor(services, factor, code))) throw new AppError('invalidCode', 'code');
  // Spent once: of two steps taken with one ticket, one signs in.
  if (!(await repos.oneTimeKeys.redeem(ticketHash, 'signInTicket', services.now())).ok) {
    throw new AppError('secondFactorExpired', 'ticket');
  }
  // Only failures count: the owner's own success gives its point back.
  await rateLimits.forgive(budget, key, device !== undefined ? undefined : 1);
  return openSession(services, ctx, user);
});
