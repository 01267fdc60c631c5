import {
  answerLobbyApplication,
  applyLobby,
  deleteLobbyApplication,
  getLobbyApplications,
  getMyApplications,
  leaveLobby,
  readmitLobbyMember,
  removeLobbyMember,
  updateLobbyApplication,
} from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { LobbyRow } from '../../db/repositories/lobbies.js';
import { AppError } from '../../errors/app-error.js';
import { assertManager, loadOrganization } from '../../services/authorize/organization.js';
import { assertApplicant, assertCanApply, assertLobbyOwner, reapplyRefusal } from '../../policies/lobby.js';
import { loadApplication, loadLobby } from '../../services/authorize/lobby.js';
import { presentApplication, presentLobby } from '../../presenters/lobby.js';
import { moveApplication } from '../../states/application-moves.js';
import { chatMembersChanged } from '../../services/posting/chat-posting.js';
import { notify } from '../../services/attention/notify.js';
import { voiceMembershipChanged } from '../../services/community/voice.js';
import { handle } from '../define.js';
import { applicantOf, canSeeUser, isHiddenUser, ownerOf } from '../../policies/visibility.js';
import { assertNotHiddenByBlock } from '../../services/authorize/visibility.js';

/** After a member left or was removed: the lobby chat's sockets and its voice room check who may stay. */
async function membersChanged(services: Services, lobbyId: number, userId: number) {
  await chatMembersChanged(services, (await services.repos.chat.byLobby(lobbyId))?.id);
  await voiceMembershipChanged(services, [userId]);
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
  if (!application) throw reapplyRefusal(await services.repos.lobbies.applicationOf(lobby.id, me));
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
    await moveApplication(services.repos, application, 'edit', { description });
    return presentOne(services, application.id);
  },
);

/** The applicant withdraws a waiting application, or leaves through an approved one; an answered "no" stays. */
export const deleteLobbyApplicationHandler = handle(deleteLobbyApplication, async ({ id }, { services, session }) => {
  await services.rateLimits.consume('applicationChangeByUser', String(session.user.id));
  const application = await loadApplication(services, id);
  assertApplicant(application, session.user.id);
  const moved = await moveApplication(services.repos, application, 'withdraw');
  if (moved.membersChanged) await membersChanged(services, application.lobbyId, application.userId);
  return { deleted: true as const };
});

const answerNotice = { approve: 'lobbyApproved', reject: 'lobbyRejected' } as const;

export const answerLobbyApplicationHandler = handle(
  answerLobbyApplication,
  async ({ id, status }, { services, session }) => {
    await services.rateLimits.consume('applicationChangeByUser', String(session.user.id));
    const application = await loadApplication(services, id);
    const lobby = await loadLobby(services, application.lobbyId);
    assertLobbyOwner(lobby, session.user.id);
    // `status` is the contract's decoded answer: the move's name.
    await moveApplication(services.repos, application, status);
    await notify(services, {
      userId: application.userId,
      type: answerNotice[status],
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
  await moveApplication(services.repos, membership, 'leave');
  await membersChanged(services, id, session.user.id);
  return { left: true as const };
});

export const removeLobbyMemberHandler = handle(removeLobbyMember, async ({ id }, { services, session }) => {
  await services.rateLimits.consume('applicationChangeByUser', String(session.user.id));
  const application = await loadApplication(services, id);
  const lobby = await loadLobby(services, application.lobbyId);
  assertLobbyOwner(lobby, session.user.id);
  await moveApplication(services.repos, application, 'remove');
  await membersChanged(services, lobby.id, application.userId);
  return presentOne(services, application.id);
});

export const readmitLobbyMemberHandler = handle(readmitLobbyMember, async ({ id }, { services, session }) => {
  await services.rateLimits.consume('applicationChangeByUser', String(session.user.id));
  const application = await loadApplication(services, id);
  const lobby = await loadLobby(services, application.lobbyId);
  assertLobbyOwner(lobby, session.user.id);
  await moveApplication(services.repos, application, 'readmit');
  return { readmitted: true as const };
});
