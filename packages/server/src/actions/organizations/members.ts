import {
  answerOrganizationInvite,
  followOrganization,
  getUserOrganizations,
  inviteToOrganization,
  leaveOrganization,
  organizationCode,
  organizationFollowers,
  organizationId,
  organizationPageSize,
  organizationsDetail,
  organizationUsers,
  organizationUsersDetail,
  setUserOrganizationRole,
} from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { assertMayChangeRoles, canManage, isFounder } from '../../policies/organization.js';
import { assertManager, loadOrganization } from '../../services/authorize/organization.js';
import { presentAuthor } from '../../presenters/feed.js';
import { presentCard, presentMember } from '../../presenters/organization.js';
import { organizationFor } from '../../services/views/organization-view.js';
import { deliverJob, notifyAll, type NotificationEvent } from '../../services/attention/notify.js';
import { moveMembership } from '../../states/membership-moves.js';
import { handle } from '../define.js';
import { isHiddenUser } from '../../policies/visibility.js';
import { assertNotBlocked } from '../../services/authorize/visibility.js';

export const organizationIdHandler = handle(organizationId, async ({ id }, { services, session }) =>
  organizationFor(services, await loadOrganization(services, id), session.user.id),
);

export const organizationCodeHandler = handle(organizationCode, async ({ code }, { services, session }) => {
  const org = await services.repos.organizations.byCode(code);
  if (!org || org.deletedAt) throw new AppError('deletedOrganization');
  return organizationFor(services, org, session.user.id);
});

export const organizationsDetailHandler = handle(organizationsDetail, async ({ organizationIds }, { services }) =>
  (await services.repos.organizations.byIds(organizationIds)).map(presentCard),
);

export const organizationUsersHandler = handle(organizationUsers, async ({ organizationId }, { services }) => {
  const org = await loadOrganization(services, organizationId);
  const rows = await services.repos.organizations.members(org.id, 'member');
  return rows.map(({ member, user }) => {
    const { role, isManager, isMember, isFounder } = presentMember(org, member, user);
    return { userId: user.id, role, isManager, isMember, isFounder };
  });
});

/** Members, a page of 6 at a time; pending invitations only for those who manage. */
export const organizationUsersDetailHandler = handle(organizationUsersDetail, async (input, { services, session }) => {
  const org = await loadOrganization(services, input.organizationId);
  if (input.invited) await assertManager(services, org, session.user.id);
  const rows = await services.repos.organizations.members(org.id, input.invited ? 'invited' : 'member', {
    page: input.page,
    limit: organizationPageSize,
  });
  return rows.map(({ member, user }) => presentMember(org, member, user));
});

export const setUserOrganizationRoleHandler = handle(setUserOrganizationRole, async (input, { services, session }) => {
  const org = await loadOrganization(services, input.organizationId);
  await assertManager(services, org, session.user.id);
  const userIds = [...new Set(input.userIds)];
  // The whole list is checked before anything changes: one refused user changes no one.
  const [rows, users] = await Promise.all([
    services.repos.organizations.memberships(org.id, userIds),
    services.repos.users.byIds(userIds),
  ]);
  const current = new Map(rows.filter((m) => m.status === 'member').map((m) => [m.userId, m]));
  if (userIds.some((id) => !current.has(id))) throw new AppError('notOrganizationMember', 'userIds');
  assertMayChangeRoles(org, session.user.id, userIds, input.isMember);
  const userById = new Map(users.map((u) => [u.id, u]));

  const changed = await services.repos.transaction(async (tx) => {
    const changed = [];
    const events: NotificationEvent[] = [];
    for (const userId of userIds) {
      const was = current.get(userId)!;
      if (!input.isMember) {
        await moveMembership(tx, org.id, userId, 'remove');
        continue;
      }
      const next = await moveMembership(tx, org.id, userId, 'setRole', {
        role: input.role === undefined ? was.role : input.role || null,
        isAdmin: input.isManager ?? was.isAdmin,
      });
      const type = was.role === null && !was.isAdmin ? 'organizationRoleCreated' : 'organizationRoleUpdated';
      events.push({ userId, type, relatedParameter: org.id, actorId: session.user.id });
      changed.push(presentMember(org, next, userById.get(userId)!));
    }
    await notifyAll(services, events, tx);
    return changed;
  });
  services.jobs.wake(deliverJob);
  return changed;
});

export const inviteToOrganizationHandler = handle(inviteToOrganization, async (input, { services, session }) => {
  await services.rateLimits.consume('inviteByUser', String(session.user.id));
  const org = await loadOrganization(services, input.organizationId);
  await assertManager(services, org, session.user.id);
  const invited = [...new Set(input.userIds)];
  // The whole list is checked before anyone is invited, one query per check.
  const [users, members] = await Promise.all([
    services.repos.users.byIds(invited),
    services.repos.organizations.memberships(org.id, invited),
  ]);
  const live = new Set(users.filter((u) => !isHiddenUser(u)).map((u) => u.id));
  if (invited.some((id) => !live.has(id))) throw new AppError('unknownUser', 'userIds');
  await assertNotBlocked(services, session.user.id, invited);
  if (members.length) throw new AppError('alreadyMember', 'userIds');

  await services.repos.transaction(async (tx) => {
    for (const userId of invited) await moveMembership(tx, org.id, userId, 'invite', { role: input.role || null });
    const actorId = session.user.id;
    await notifyAll(
      services,
      invited.map((userId) => ({ userId, type: 'inviteOrganization', relatedParameter: org.id, actorId })),
      tx,
    );
  });
  services.jobs.wake(deliverJob);
  return { invited };
});

export const answerOrganizationInviteHandler = handle(
  answerOrganizationInvite,
  async ({ organizationId, accept }, { services, session }) => {
    const org = await loadOrganization(services, organizationId);
    await moveMembership(services.repos, org.id, session.user.id, accept ? 'accept' : 'decline');
    return { status: accept ? ('member' as const) : ('declined' as const) };
  },
);

export const leaveOrganizationHandler = handle(leaveOrganization, async ({ organizationId }, { services, session }) => {
  const org = await loadOrganization(services, organizationId);
  if (org.founderId === session.user.id) throw new AppError('founderCannotLeave');
  await moveMembership(services.repos, org.id, session.user.id, 'leave');
  return { left: true as const };
});

export const followOrganizationHandler = handle(
  followOrganization,
  async ({ organizationId }, { services, session }) => {
    await services.rateLimits.consume('followByUser', String(session.user.id));
    const org = await loadOrganization(services, organizationId);
    return { following: await services.repos.organizations.toggleFollow(org.id, session.user.id) };
  },
);

export const getUserOrganizationsHandler = handle(getUserOrganizations, async (input, { services, session }) => {
  const userId = input?.userId ?? session.user.id;
  const managedOnly = input?.isManager === true;
  const rows = (await services.repos.organizations.ofUser(userId)).map(({ organization, member }) => ({
    ...presentCard(organization),
    role: member.role,
    isManager: canManage(organization, member),
    isFounder: isFounder(organization, userId),
  }));
  return managedOnly ? rows.filter((row) => row.isManager) : rows;
});

export const organizationFollowersHandler = handle(
  organizationFollowers,
  async ({ organizationId, page }, { services }) => {
    const org = await loadOrganization(services, organizationId);
    const rows = await services.repos.organizations.followers(org.id, { page, limit: organizationPageSize });
    return rows.map((r) => presentAuthor(r.user));
  },
);
