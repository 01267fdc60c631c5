import { getLobbyById, getMyLobbies, lobbyStatusCodes, searchLobby } from '@gamefolk/contract';
import { AppError } from '../../http/app-error.js';
import { presentLobby, presentMembers } from '../../presenters/lobby.js';
import { handle } from '../define.js';

export const getLobbyByIdHandler = handle(getLobbyById, async ({ id }, { services, session }) => {
  const me = session.user.id;
  const [row, approved] = await Promise.all([
    services.repos.lobbies.inContext(id, me),
    services.repos.lobbies.membersOf(id),
  ]);
  if (!row || (row.ownerId !== me && (await services.repos.graph.isBlockedEitherWay(me, row.ownerId))))
    throw new AppError('lobbyNotFound');
  const lobby = presentLobby(row, me);
  return { ...lobby, members: presentMembers(lobby, approved) };
});

export const searchLobbyHandler = handle(searchLobby, async (input, { services, session }) => {
  const me = session.user.id;
  const rows = await services.repos.lobbies.search({
    viewerId: me,
    page: input.page,
    limit: input.limit,
    onlyFollow: input.only_follow,
    status: lobbyStatusCodes[input.status],
    ...input.filters,
    text: input.filters.text || undefined,
  });
  return { rows: rows.map((row) => presentLobby(row, me)), total_rows: rows[0]?.total ?? 0, page: input.page };
});

export const getMyLobbiesHandler = handle(getMyLobbies, async (_input, { services, session }) => {
  const me = session.user.id;
  return (await services.repos.lobbies.forMember(me)).map((row) => presentLobby(row, me));
});
