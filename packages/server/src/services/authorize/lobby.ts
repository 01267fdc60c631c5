// Loads the lobby rows policies/lobby.ts judges; a missing one answers its not-found code.
import type { Services } from '../../context.js';
import type { LobbyApplicationRow, LobbyRow } from '../../db/repositories/lobbies.js';
import { AppError } from '../../errors/app-error.js';

/** A lobby that exists, or `lobbyNotFound`. */
export async function loadLobby(services: Services, id: number): Promise<LobbyRow> {
  const lobby = await services.repos.lobbies.byId(id);
  if (!lobby) throw new AppError('lobbyNotFound');
  return lobby;
}

/** An application that exists, or `applicationNotFound`. */
export async function loadApplication(services: Services, id: number): Promise<LobbyApplicationRow> {
  const application = await services.repos.lobbies.application(id);
  if (!application) throw new AppError('applicationNotFound');
  return application;
}
