import { createLoginRequest, saveUserLanguage } from '@gamefolk/contract';
import { hashSecret, newSecret } from '../../services/account/keys.js';
import { handle } from '../define.js';

export const saveUserLanguageHandler = handle(saveUserLanguage, async ({ language }, { services, session }) => {
  await services.repos.users.update(session.user.id, { language });
  return { language };
});

/** A short-lived, single-use token the jam site trades for this user's identity (spec section 4). */
export const createLoginRequestHandler = handle(createLoginRequest, async (_input, { services, session }) => {
  const token = newSecret();
  const expiresAt = new Date(services.now().getTime() + 5 * 60 * 1000);
  await services.repos.oneTimeKeys.create(session.user.id, 'loginRequest', hashSecret(token), expiresAt);
  return { change_token: token, expires_at: expiresAt.toISOString() };
});
