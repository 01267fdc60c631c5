import { createLobby, deleteLobby, getFilters, updateLobby, type ActionInput } from '@gamefolk/contract';
import { lobbyFiltersFor } from '../../catalog/lobby-filters.js';
import type { Services } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { assertLobbyOwner } from '../../policies/lobby.js';
import { loadLobby } from '../../services/authorize/lobby.js';
import { presentLobby } from '../../presenters/lobby.js';
import { assertCanActivateLobby } from '../../services/authorize/plan.js';
import { chatMembersChanged } from '../../services/posting/chat-posting.js';
import { lobbyMoveFor, moveLobby } from '../../states/lobby-moves.js';
import { handle } from '../define.js';

export const getFiltersHandler = handle(getFilters, async ({ id }, { services }) => {
  const game = await services.repos.games.findById(id);
  if (!game) throw new AppError('unknownGame', 'id');
  return lobbyFiltersFor(game.slug);
});

type LobbyInput = Omit<ActionInput<typeof createLobby>, 'description' | 'type'> & {
  description: string;
  type: 'individual' | 'team';
};

/** The game must be in the catalog; where it lists servers, ranks or roles, a value must be one of them. */
async function lobbyChanges(services: Services, input: LobbyInput) {
  const game = await services.repos.games.findById(input.gameId);
  if (!game) throw new AppError('unknownGame', 'gameId');
  const filters = lobbyFiltersFor(game.slug);
  const listed = (values: string[], value: string | null | undefined, field: string) => {
    if (value && values.length > 0 && !values.includes(value)) throw new AppError('invalidInput', field);
    return value || null;
  };
  return {
    gameId: game.id,
    server: listed(filters.servers, input.server, 'server')!,
    minLevel: input.minLevel ?? null,
    rank: listed(filters.ranks, input.rank, 'rank'),
    role: listed(filters.roles, input.role, 'role'),
    minMembers: input.minMembers,
    maxMembers: input.maxMembers,
    description: input.description,
    type: input.type,
  };
}

async function presentOne(services: Services, id: number, viewerId: number) {
  const row = await services.repos.lobbies.inContext(id, viewerId);
  if (!row) throw new AppError('lobbyNotFound');
  return presentLobby(row, viewerId);
}

export const createLobbyHandler = handle(createLobby, async (input, { services, session }) => {
  await services.rateLimits.consume('lobbyWriteByUser', String(session.user.id));
  const changes = await lobbyChanges(services, input);
  // The lobby and its group chat are made together.
  const lobby = await services.repos.transaction(async (tx) => {
    await assertCanActivateLobby(tx, session.user.id, services.now());
    const made = await tx.lobbies.create({ ...changes, ownerId: session.user.id });
    await tx.chat.openGroup(made.id, made.ownerId);
    return made;
  });
  return presentOne(services, lobby.id, session.user.id);
});

export const updateLobbyHandler = handle(updateLobby, async (input, { services, session }) => {
  await services.rateLimits.consume('lobbyWriteByUser', String(session.user.id));
  const lobby = await loadLobby(services, input.id);
  assertLobbyOwner(lobby, session.user.id);
  const changes = await lobbyChanges(services, input);
  // The type decides who the members are: it stays as made once anyone has applied.
  // Reopening a closed lobby makes it count again: the plan's number is checked in the same transaction.
  await services.repos.transaction(async (tx) => {
    if (input.status === 'open' && lobby.status === 'closed')
      await assertCanActivateLobby(tx, session.user.id, services.now());
    await moveLobby(tx, lobby.id, lobbyMoveFor(lobby.status, input.status), { ...changes, type: lobby.type });
  });
  return presentOne(services, lobby.id, session.user.id);
});

export const deleteLobbyHandler = handle(deleteLobby, async ({ id }, { services, session }) => {
  await services.rateLimits.consume('lobbyWriteByUser', String(session.user.id));
  const lobby = await loadLobby(services, id);
  assertLobbyOwner(lobby, session.user.id);
  const chat = await services.repos.chat.byLobby(lobby.id);
  // Its chat goes with it (cascade); its open chat sockets are closed.
  await services.repos.lobbies.delete(lobby.id);
  await chatMembersChanged(services, chat?.id);
  return { deleted: true as const };
});
