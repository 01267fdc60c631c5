import type { Services } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { withManagerFlag } from '../policies/manager.js';
import { presentUser } from '../presenters/user.js';
import { hashSecret, newSecret } from './keys.js';

/** Opens a session for a user who proved who they are; the token is returned once and kept only as a hash. */
export async function startSession(services: Services, user: UserRow) {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + services.config.sessionTtlDays * 24 * 60 * 60 * 1000);
  await services.repos.sessions.create(user.id, hashSecret(token), expiresAt);
  return { token, user: presentUser(withManagerFlag(services.config, user)) };
}
