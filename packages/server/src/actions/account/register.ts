import { activateUser, namecheck, register } from '@gamefolk/contract';
import { uniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors/app-error.js';
import { hashSecret } from '../../services/account/keys.js';
import { mailOneTimeLink } from '../../services/account/mail-links.js';
import { hashPassword } from '../../services/account/passwords.js';
import { handle } from '../define.js';

export const registerHandler = handle(register, async (input, { services, ip }) => {
  await services.rateLimits.consume('registerByIp', ip);
  const { users } = services.repos;
  if (await users.usernameTaken(input.username)) throw new AppError('usernameTaken', 'username');
  if (await users.findByEmail(input.email)) throw new AppError('mailInUse', 'email');

  const passwordHash = await hashPassword(input.password);
  const user = await users
    .insert({
      username: input.username,
      email: input.email,
      passwordHash,
      firstName: input.first_name || null,
      lastName: input.last_name || null,
      language: input.language ?? 'en',
    })
    .catch((error: unknown) => {
      // Two sign-ups racing for the same name or address: the loser hears what the checks above would have said.
      const violation = uniqueViolation(error);
      if (violation?.constraint.includes('username')) throw new AppError('usernameTaken', 'username');
      if (violation?.constraint.includes('email')) throw new AppError('mailInUse', 'email');
      throw error;
    });
  await mailOneTimeLink(services, { ...user, email: input.email }, 'activation');
  return { id: user.id, username: user.username };
});

export const namecheckHandler = handle(namecheck, async ({ name }, { services, ip }) => {
  // Each answer tells whether an account exists: limited like sign-in, so nobody lists the players.
  await services.rateLimits.consume('namecheckByIp', ip);
  if (await services.repos.users.usernameTaken(name)) throw new AppError('usernameTaken', 'name');
  return { available: true };
});

export const activateUserHandler = handle(activateUser, async ({ token }, { services }) => {
  const redeemed = await services.repos.oneTimeKeys.redeem(hashSecret(token), 'activation');
  if (!redeemed.ok) {
    // A second click on a link that worked: the account is active, and saying so is what helps.
    const owner = redeemed.usedBy ? await services.repos.users.findById(redeemed.usedBy) : undefined;
    if (owner?.activatedAt && !owner.deletedAt) throw new AppError('alreadyActive', 'token');
    throw new AppError(redeemed.reason === 'expired' ? 'linkExpired' : 'linkInvalid', 'token');
  }
  await services.repos.users.update(redeemed.userId, { activatedAt: services.now() });
  return { activated: true as const };
});
