import type { LobbyRow } from '../db/repositories/lobbies.js';
import { AppError } from '../errors/app-error.js';
import { isLobbyOwner } from './lobby.js';

/** What decides whether a player may be in a lobby's voice room, loaded before asking (services/community/voice.ts). */
export interface VoiceStanding {
  /** The player's approved application to the lobby (the owner has none). */
  member: boolean;
  /** Frozen, deleted, suspended or banned (policies/visibility.ts isHiddenUser). */
  hidden: boolean;
  /** A block either way between the player and the lobby's owner. */
  blockedWithOwner: boolean;
}

/**
 * Only the lobby's owner and approved members talk in its voice room, and only while their account stands and no
 * block stands between them and the owner. The same rule admits a join (getVoiceRoom) and puts out whoever no
 * longer passes it (the voice check job).
 */
export function mayBeInVoice(lobby: Pick<LobbyRow, 'ownerId'>, userId: number, standing: VoiceStanding): boolean {
  if (standing.hidden) return false;
  if (isLobbyOwner(lobby, userId)) return true;
  return standing.member && !standing.blockedWithOwner;
}

export function assertMayBeInVoice(lobby: Pick<LobbyRow, 'ownerId'>, userId: number, standing: VoiceStanding) {
  if (!mayBeInVoice(lobby, userId, standing)) throw new AppError('unauthorized');
}
