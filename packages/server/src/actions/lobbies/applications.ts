import {
  answerLobbyApplication,
  applyLobby,
  deleteLobbyApplication,
  getLobbyApplications,
  getMyApplications,
  leaveLobby,
  removeLobbyMember,
  updateLobbyApplication,
} from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { LobbyRow } from '../../db/repositories/lobbies.js';
import { AppError } from '../../http/app-error.js';
import { assertManager, loadOrganization } from '../../policies/organization.js';
import { assertApplicant, assertCanApply, assertLobbyOwner, loadApplication, loadLobby } from '../../policies/lobby.js';
import { presentApplication, presentLobby } from '../../presenters/lobby.js';
import { notify } from '../../services/notify.js';
import { handle } from '../define.js';
import { lobbyMembersChanged } from '../lobby-chat/lobby-chat.js';
import { applicantOf, assertNotHiddenByBlock, canSeeUser, isHiddenUser, ownerOf } from '../../policies/visibility.js';

/** After a member left or was removed: the lobby chat's sockets check who may stay. */
async function membersChanged(services: Services, lobbyId: number) {
  await lobbyMembersChanged(services, (await services.repos.lobbyChat.byLobby(lobbyId))?.id);
}

async function presentOne(services: Services, id: number) {
  const row = await services.repos.lobbies.applicationInContext(id);
  if (!row) throw new AppError('applicationNotFound');
  return presentApplication(row);
}

/** A team lobby takes a team: an organization the caller founded or administers. */
async function applyingTeam(services: Services, lobby: LobbyRow, userId: number, organizationId?: number) {
  if (lobby.type !== 'team') return null;
  if (!organizationId) throw new AppError('teamRequired', 'organizationId');
  const org = await loadOrganization(services, organizationId);
  await assertManager(services, org, userId);
  return org.id;
}

export const applyLobbyHandler = handle(applyLobby, async (input, { services, session }) => {
  const me = session.user.id;
  await services.rateLimits.consume('lobbyApplyByUser', String(me));
  const lobby = await loadLobby(services, input.id);
  await assertNotHiddenByBlock(services, me, lobby.ownerId, 'lobbyNotFound');
  assertCanApply(lobby, me);
  const organizationId = await applyingTeam(services, lobby, me, input.organizationId);
  const application = await services.repos.lobbies.apply({
    lobbyId: lobby.id,
    userId: me,
    organizationId,
    description: input.Description,
  });
  if (!application) throw new AppError('alreadyApplied');
  await notify(services, {
    userId: lobby.ownerId,
    type: 'lobbyApplication',
    relatedParameter: application.id,
    actorId: me,
    extraParameter: lobby.id,
  });
  return presentOne(services, application.id);
});

export const getLobbyApplicationsHandler = handle(getLobbyApplications, async ({ id }, { services, session }) => {
  const lobby = await loadLobby(services, id);
  assertLobbyOwner(lobby, session.user.id);
  // Frozen and deleted applicants are not shown (policies/visibility.ts).
  const rows = await services.repos.lobbies.applicationsOf(lobby.id);
  return rows.filter((row) => !isHiddenUser(applicantOf(row))).map(presentApplication);
});

export const getMyApplicationsHandler = handle(getMyApplications, async (_input, { services, session }) => {
  const me = session.user.id;
  const rows = await services.repos.lobbies.applicationsBy(me);
  const lobbies = await services.repos.lobbies.inContextByIds([...new Set(rows.map((r) => r.lobbyId))], me);
  // A lobby whose owner is frozen or deleted shows as gone (null), as everywhere else.
  const shown = lobbies.filter((l) => canSeeUser(ownerOf(l), me));
  const lobbyById = new Map(shown.map((l) => [l.id, presentLobby(l, me)]));
  return rows.map((row) => ({ ...presentApplication(row), lobby: lobbyById.get(row.lobbyId) ?? null }));
});

export const updateLobbyApplicationHandler = handle(
  updateLobbyApplication,
  async ({ id, description }, { services, session }) => {
    await services.rateLimits.consume('applicationChangeByUser', String(session.user.id));
    const application = await loadApplication(services, id);
    assertApplicant(application, session.user.id);
    if (!(await services.repos.lobbies.editApplication(application.id, description)))
      throw new AppError('applicationAnswered');
    return presentOne(services, application.id);
  },
);

/** The applicant withdraws a waiting application, or leaves through an approved one; an answered "no" stays. */
export const deleteLobbyApplicationHandler = handle(deleteLobbyApplication, async ({ id }, { services, session }) => {
  await services.rateLimits.consume('applicationChangeByUser', String(session.user.id));
  const application = await loadApplication(services, id);
  assertApplicant(application, session.user.id);
  if (application.status !== 'pending' && application.status !== 'approved') throw new AppError('applicationAnswered');
  const { moved } = await services.repos.lobbies.moveApplication(
    application.lobbyId,
    application.id,
    application.status,
    'deleted',
  );
  if (!moved) throw new AppError('applicationAnswered');
  if (application.status === 'approved') await membersChanged(services, application.lobbyId);
  return { deleted: true as const };
});

export const answerLobbyApplicationHandler = handle(
  answerLobbyApplication,
  async ({ id, status }, { services, session }) => {
    await services.rateLimits.consume('applicationChangeByUser', String(session.user.id));
    const application = await loadApplication(services, id);
    const lobby = await loadLobby(services, application.lobbyId);
    assertLobbyOwner(lobby, session.user.id);
    const approve = status === 1;
    const result = await services.repos.lobbies.moveApplication(
      lobby.id,
      application.id,
      'pending',
      approve ? 'approved' : 'rejected',
    );
    if (!result.moved) {
      if (approve && !result.room) throw new AppError(result.lobby?.status === 'closed' ? 'lobbyClosed' : 'lobbyFull');
      throw new AppError('applicationAnswered');
    }
    // The group chat of a lobby made before lobby chats existed is made when it first takes a member.
    if (approve) await services.repos.lobbyChat.open(lobby.id, lobby.ownerId);
    await notify(services, {
      userId: application.userId,
      type: approve ? 'lobbyApproved' : 'lobbyRejected',
      relatedParameter: application.id,
      actorId: session.user.id,
      extraParameter: lobby.id,
    });
    return presentOne(services, application.id);
  },
);

export const leaveLobbyHandler = handle(leaveLobby, async ({ id }, { services, session }) => {
  await services.rateLimits.consume('applicationChangeByUser', String(session.user.id));
  const membership = await services.repos.lobbies.membership(id, session.user.id);
  if (!membership) throw new AppError('notLobbyMember');
  const { moved } = await services.repos.lobbies.moveApplication(id, membership.id, 'approved', 'deleted');
  if (!moved) throw new AppError('notLobbyMember');
  await membersChanged(services, id);
  return { left: true as const };
});

export const removeLobbyMemberHandler = handle(removeLobbyMember, async ({ id }, { services, session }) => {
  await services.rateLimits.consume('applicationChangeByUser', String(session.user.id));
  const application = await loadApplication(services, id);
  const lobby = await loadLobby(services, application.lobbyId);
  assertLobbyOwner(lobby, session.user.id);
  const { moved } = await services.repos.lobbies.moveApplication(lobby.id, application.id, 'approved', 'removed');
  if (!moved) throw new AppError('notLobbyMember');
  await membersChanged(services, lobby.id);
  return presentOne(services, application.id);
});
