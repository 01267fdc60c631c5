import { addMail, addMailRequest, changeMailRequest } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { uniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors/app-error.js';
import { mailCode, redeemCode } from '../../services/account/mail-codes.js';
import { queueSecurityMail } from '../../services/account/security-mails.js';
import { handle } from '../define.js';

async function assertFree(services: Services, email: string) {
  if (await services.repos.users.findByEmail(email)) throw new AppError('mailInUse', 'new_mail');
}

/** A change is confirmed through the current address: whoever holds only the password can't move the account. */
export const changeMailRequestHandler = handle(changeMailRequest, async ({ new_mail }, { services, session }) => {
  const user = session.user;
  if (!user.email) throw new AppError('emailNotFound');
  // Limited before `mailInUse` answers, or the form would tell anyone which addresses have accounts.
  await services.rateLimits.consume('mailChangeByUser', String(user.id));
  await assertFree(services, new_mail);
  return mailCode(services, user, 'mailChange', user.email, new_mail);
});

/** An account without an address (made through Steam) proves the new one by a code sent to it. */
export const addMailRequestHandler = handle(addMailRequest, async ({ new_mail }, { services, session }) => {
  if (session.user.email) throw new AppError('mailChangeFailed');
  await services.rateLimits.consume('mailChangeByUser', String(session.user.id));
  await assertFree(services, new_mail);
  return mailCode(services, session.user, 'mailAdd', new_mail, new_mail);
});

/** Confirms either a change or an add with the code that was mailed for it. */
export const addMailHandler = handle(addMail, async ({ token, new_mail }, { services, session, userAgent }) => {
  const previous = session.user.email;
  const purpose = previous ? 'mailChange' : 'mailAdd';
  const redeemed = await redeemCode(services, session.user.id, purpose, token);
  if (redeemed.target !== new_mail) throw new AppError('codeInvalid', 'token');
  await assertFree(services, new_mail);
  await services.repos.users.update(session.user.id, { email: new_mail }).catch((error: unknown) => {
    if (uniqueViolation(error)) throw new AppError('mailInUse', 'new_mail');
    throw error;
  });
  // Told at the address it left: if someone else moved the account, its owner still hears of it there.
  if (previous) {
    await queueSecurityMail(services, {
      kind: 'mailChanged',
      userId: session.user.id,
      userAgent,
      to: previous,
      newMail: new_mail,
    });
  }
  return { email: new_mail };
});
