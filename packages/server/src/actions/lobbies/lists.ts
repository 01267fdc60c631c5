import { getLobbyById, getMyLobbies, searchLobby } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { pinnedLobbiesShown } from '../../services/shop/premium.js';
import type { SharedLobbyRow } from '../../db/repositories/lobbies.js';
import { presentListedLobby, presentLobby, presentMembers } from '../../presenters/lobby.js';
import { handle } from '../define.js';
import { assertCanSeeUser, ownerOf } from '../../policies/visibility.js';
import { assertNotHiddenByBlock } from '../../services/authorize/visibility.js';

export const getLobbyByIdHandler = handle(getLobbyById, async ({ id }, { services, session }) => {
  const me = session.user.id;
  const [row, approved] = await Promise.all([
    services.repos.lobbies.inContext(id, me),
    services.repos.lobbies.membersOf(id),
  ]);
  // A lobby of a frozen or deleted account is gone with its owner's name and photo.
  if (!row) throw new AppError('lobbyNotFound');
  assertCanSeeUser(ownerOf(row), me, 'lobbyNotFound');
  await assertNotHiddenByBlock(services, me, row.ownerId, 'lobbyNotFound');
  const lobby = presentLobby(row, me);
  return { ...lobby, members: presentMembers(lobby, approved) };
});

export const searchLobbyHandler = handle(searchLobby, async (input, { services, session }) => {
  const me = session.user.id;
  const query = {
    viewerId: me,
    page: input.page,
    limit: input.limit,
    onlyFollow: input.only_follow,
    status: input.status,
    ...input.filters,
    text: input.filters.text || undefined,
  };
  // Lobbies pinned by Premium Plus owners that match come first, on the first page only (docs/api.md, "Premium").
  const pinnedIds = await services.repos.premium.livePinnedLobbyIds(services.now());
  const page = await services.repos.lobbies.searchPage(query, pinnedIds, pinnedLobbiesShown);
  const present = (row: SharedLobbyRow) => presentListedLobby(row, me, page.applications.get(row.id));
  return {
    rows: [...page.pinned.map((row) => ({ ...present(row), pinned: true })), ...page.rows.map(present)],
    total_rows: page.total,
    page: input.page,
  };
});

export const getMyLobbiesHandler = handle(getMyLobbies, async (_input, { services, session }) => {
  const me = session.user.id;
  return (await services.repos.lobbies.forMember(me)).map((row) => presentLobby(row, me));
});
