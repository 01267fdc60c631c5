import { getUserByCode, getUserById, type PublicUser } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { planOf } from '../../services/authorize/plan.js';
import { AppError } from '../../errors/app-error.js';
import { presentPublicUser } from '../../presenters/profile.js';
import { loadVisibleUser } from '../../services/views/visible-user.js';
import { handle } from '../define.js';

/**
 * A profile with its Game Actor Plus badge (the plan right now) and, for someone else's, a block between the two
 * (the profile says what a block means instead of offering actions that would fail: issue 47 item 11).
 */
async function withViewer(services: Services, user: PublicUser, viewerId: number): Promise<PublicUser> {
  const [plan, block] = await Promise.all([
    planOf(services.repos, user.id, services.now()),
    user.id === viewerId ? undefined : services.repos.graph.blockBetween(viewerId, user.id),
  ]);
  return { ...user, premium: plan === 'free' ? null : plan, ...(block ? { block } : {}) };
}

export const getUserByIdHandler = handle(getUserById, async ({ id }, { services, session }) =>
  withViewer(
    services,
    presentPublicUser(await loadVisibleUser(services, id, session.user.id), session.user.id),
    session.user.id,
  ),
);

/** A profile's code is its username (spec: /profile/{username} or /profile/{code}). */
export const getUserByCodeHandler = handle(getUserByCode, async ({ code }, { services, session }) => {
  const found = await services.repos.users.findByLogin(code.replace(/^@/, ''));
  if (!found || code.includes('@', 1)) throw new AppError('unknownUser');
  return withViewer(
    services,
    presentPublicUser(await loadVisibleUser(services, found.id, session.user.id), session.user.id),
    session.user.id,
  );
});
