import { getUserByCode, getUserById } from '@gamefolk/contract';
import { AppError } from '../../http/app-error.js';
import { presentPublicUser } from '../../presenters/profile.js';
import { loadVisibleUser } from '../../services/visible-user.js';
import { handle } from '../define.js';

export const getUserByIdHandler = handle(getUserById, async ({ id }, { services, session }) =>
  presentPublicUser(await loadVisibleUser(services, id, session.user.id), session.user.id),
);

/** A profile's code is its username (spec: /profile/{username} or /profile/{code}). */
export const getUserByCodeHandler = handle(getUserByCode, async ({ code }, { services, session }) => {
  const found = await services.repos.users.findByLogin(code.replace(/^@/, ''));
  if (!found || code.includes('@', 1)) throw new AppError('unknownUser');
  return presentPublicUser(await loadVisibleUser(services, found.id, session.user.id), session.user.id);
});
