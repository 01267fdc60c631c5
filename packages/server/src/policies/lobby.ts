import type { LobbyApplicationRow, LobbyRow } from '../db/repositories/lobbies.js';
import { AppError } from '../errors/app-error.js';

/** Only the owner edits, pins or deletes a lobby, reads and answers its applications and removes its members. */
export const isLobbyOwner = (lobby: Pick<LobbyRow, 'ownerId'>, userId: number) => lobby.ownerId === userId;

export function assertLobbyOwner(lobby: LobbyRow, userId: number) {
  if (!isLobbyOwner(lobby, userId)) throw new AppError('unauthorized');
}

/** Only the applicant edits or withdraws an application. */
export function assertApplicant(application: LobbyApplicationRow, userId: number) {
  if (application.userId !== userId) throw new AppError('unauthorized');
}

/** Why a player may not apply to this lobby, checked before the application is stored. */
export function assertCanApply(lobby: LobbyRow, userId: number) {
  if (lobby.ownerId === userId) throw new AppError('ownLobby');
  if (lobby.status === 'closed') throw new AppError('lobbyClosed');
  if (lobby.status === 'full') throw new AppError('lobbyFull');
}

/**
 * Why a second application to the same lobby is refused: a player the owner removed is told so (until readmitted);
 * anyone else has one already (waiting, approved or answered "no").
 */
export const reapplyRefusal = (existing: Pick<LobbyApplicationRow, 'status'> | undefined) =>
  new AppError(existing?.status === 'removed' ? 'removedFromLobby' : 'alreadyApplied');
