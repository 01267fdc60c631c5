import type { ApplicationStatus, Lobby, LobbyApplication, LobbyMember } from '@gamefolk/contract';
import type { ApplicationInContext, LobbyInContext, SharedLobbyRow } from '../db/repositories/lobbies.js';
import { isLobbyOwner } from '../policies/lobby.js';
import { applicantOf as applicantStanding, isHiddenUser } from '../policies/visibility.js';
import { presentAuthor } from './feed.js';

export function presentLobby(row: LobbyInContext, viewerId: number): Lobby {
  const application =
    row.myApplicationId !== null && row.myApplicationStatus !== null
      ? { id: row.myApplicationId, status: row.myApplicationStatus }
      : null;
  return presentListedLobby(row, viewerId, application);
}

/** What every viewer sees of a row, made once per row: search rows kept in memory are presented again and again. */
const shared = new WeakMap<SharedLobbyRow, Omit<Lobby, 'me'>>();

/** A lobby as `viewerId` sees it, given their application to it. */
export function presentListedLobby(
  row: SharedLobbyRow,
  viewerId: number,
  application: { id: number; status: ApplicationStatus } | null | undefined,
): Lobby {
  let lobby = shared.get(row);
  if (!lobby) {
    lobby = {
      id: row.id,
      game: { id: row.gameId, name: row.gameName, slug: row.gameSlug, icon: row.gameIcon },
      server: row.server,
      minLevel: row.minLevel,
      rank: row.rank,
      role: row.role,
      minMembers: row.minMembers,
      maxMembers: row.maxMembers,
      memberCount: row.memberCount,
      description: row.description,
      type: row.type,
      status: row.status,
      owner: presentAuthor({
        id: row.ownerId,
        username: row.ownerUsername,
        firstName: row.ownerFirstName,
        lastName: row.ownerLastName,
        photoUrl: row.ownerPhotoUrl,
      }),
      ownerVerifiedRank: row.ownerVerifiedRank,
      created_at: row.createdAt.toISOString(),
    };
    shared.set(row, lobby);
  }
  return { ...lobby, me: { isOwner: isLobbyOwner(row, viewerId), application: application ?? null } };
}

/** Frozen and deleted members are not listed (policies/visibility.ts). */
const isShownApplicant = (row: ApplicationInContext) => !isHiddenUser(applicantStanding(row));

const applicantOf = (row: ApplicationInContext) =>
  presentAuthor({
    id: row.userId,
    username: row.applicantUsername,
    firstName: row.applicantFirstName,
    lastName: row.applicantLastName,
    photoUrl: row.applicantPhotoUrl,
  });

const organizationOf = (row: ApplicationInContext) =>
  row.organizationId !== null && row.orgCode !== null
    ? { id: row.organizationId, code: row.orgCode, name: row.orgName ?? '', logoUrl: row.orgLogoUrl ?? '' }
    : null;

export function presentApplication(row: ApplicationInContext): LobbyApplication {
  return {
    id: row.id,
    lobbyId: row.lobbyId,
    status: row.status,
    description: row.description,
    applicant: applicantOf(row),
    organization: organizationOf(row),
    verifiedRank: row.verifiedRank,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The owner first, then approved members in the order they joined. */
export function presentMembers(lobby: Lobby, approved: ApplicationInContext[]): LobbyMember[] {
  return [
    { applicationId: null, user: lobby.owner, organization: null, isOwner: true, rank: lobby.ownerVerifiedRank },
    ...approved.filter(isShownApplicant).map((row) => ({
      applicationId: row.id,
      user: applicantOf(row),
      organization: organizationOf(row),
      isOwner: false,
      rank: row.verifiedRank,
    })),
  ];
}
