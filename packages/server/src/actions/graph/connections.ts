import {
  answerRequest,
  cancelRequest,
  checkRequest,
  connectionDetail,
  connectionRequest,
  connectionRequestDetail,
  getConnectionRequests,
  getUserConnections,
  removeConnection,
} from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { ConnectionRow } from '../../db/repositories/connections.js';
import { AppError } from '../../errors/app-error.js';
import { presentAuthor } from '../../presenters/feed.js';
import { userTopic } from '../../realtime/notification-socket.js';
import { connectionMoves, moveConnection, type ConnectionMoveName } from '../../states/connection-moves.js';
import { deliverJob, notify } from '../../services/attention/notify.js';
import { loadVisibleUser } from '../../services/views/visible-user.js';
import { handle } from '../define.js';
import { assertConnectionSide, assertMayMoveConnection } from '../../policies/connection.js';
import { isHiddenUser } from '../../policies/visibility.js';
import { assertNotBlocked } from '../../services/authorize/visibility.js';

/** A side's move of a request: the side its rule names (or either) makes it, through the table's one writer. */
function answer(
  services: Services,
  row: ConnectionRow | undefined,
  move: Exclude<ConnectionMoveName, 'end'>,
  userId: number,
) {
  assertMayMoveConnection(row, userId, connectionMoves[move].by);
  return moveConnection(services.repos, row, move);
}

/** A request as the spec shows it: the requester's card with the request's id and status. */
async function presentRequests(services: Services, rows: ConnectionRow[]) {
  const users = new Map((await services.repos.users.byIds(rows.map((r) => r.requesterId))).map((u) => [u.id, u]));
  return rows.flatMap((row) => {
    const user = users.get(row.requesterId);
    if (!user || isHiddenUser(user)) return [];
    const card = presentAuthor(user);
    return [
      {
        request_id: row.id,
        status: row.status,
        follower_user_id: user.id,
        username: card.username,
        fullname: card.fullname,
        photoUrl: card.photoUrl,
        created_at: row.createdAt.toISOString(),
      },
    ];
  });
}

const tellBoth = (services: Services, row: ConnectionRow) =>
  Promise.all(
    [row.requesterId, row.receiverId].map((id) =>
      services.hub.publish(userTopic(id), { type: 'request', request_id: row.id, status: row.status }),
    ),
  );

export const connectionRequestHandler = handle(connectionRequest, async ({ userId }, { services, session }) => {
  await services.rateLimits.consume('connectionRequestByUser', String(session.user.id));
  const me = session.user.id;
  if (userId === me) throw new AppError('cannotConnectSelf', 'userId');
  await loadVisibleUser(services, userId, me);
  await assertNotBlocked(services, me, [userId]);
  if (await services.repos.connections.live(me, userId)) throw new AppError('connectionExists');
  const row = await services.repos.transaction(async (tx) => {
    const row = await tx.connections.create(me, userId);
    await notify(services, { userId, type: 'request', relatedParameter: me, actorId: me }, tx);
    return row;
  });
  services.jobs.wake(deliverJob);
  await tellBoth(services, row);
  return (await presentRequests(services, [row]))[0]!;
});

export const cancelRequestHandler = handle(cancelRequest, async ({ request_id }, { services, session }) => {
  const row = await services.repos.connections.byId(request_id);
  const moved = await answer(services, row, 'cancel', session.user.id);
  await tellBoth(services, moved);
  return { request_id, status: 'cancelled' as const };
});

/** 202 only on success; the client shows unknownError for anything else. */
export const answerRequestHandler = handle(answerRequest, async ({ request_id, status }, { services, session }) => {
  const row = await services.repos.connections.byId(request_id);
  const moved = await answer(services, row, status, session.user.id);
  if (moved.status === 'approved') {
    await notify(services, {
      userId: moved.requesterId,
      type: 'accepted',
      relatedParameter: moved.receiverId,
      actorId: moved.receiverId,
    });
  }
  await tellBoth(services, moved);
  return { request_id, status: moved.status as 'approved' | 'rejected' };
});

export const removeConnectionHandler = handle(removeConnection, async ({ userId }, { services, session }) => {
  const row = await services.repos.connections.live(session.user.id, userId);
  if (row?.status !== 'approved') throw new AppError('requestNotFound');
  await tellBoth(services, await answer(services, row, 'remove', session.user.id));
  return { removed: true as const };
});

export const checkRequestHandler = handle(checkRequest, async ({ userId }, { services, session }) => {
  const row = await services.repos.connections.live(session.user.id, userId);
  if (!row) return { state: 'none' as const, request_id: null };
  const state: 'connected' | 'sent' | 'received' =
    row.status === 'approved' ? 'connected' : row.requesterId === session.user.id ? 'sent' : 'received';
  return { state, request_id: row.id };
});

export const getConnectionRequestsHandler = handle(getConnectionRequests, async (_input, { services, session }) =>
  presentRequests(services, await services.repos.connections.incoming(session.user.id)),
);

export const connectionRequestDetailHandler = handle(
  connectionRequestDetail,
  async ({ request_id }, { services, session }) => {
    const row = await services.repos.connections.byId(request_id);
    assertConnectionSide(row, session.user.id);
    const [presented] = await presentRequests(services, [row]);
    if (!presented) throw new AppError('requestNotFound');
    return presented;
  },
);

export const getUserConnectionsHandler = handle(getUserConnections, async ({ userId }, { services, session }) => {
  await loadVisibleUser(services, userId, session.user.id);
  const userIds = await services.repos.connections.connectedIds(userId);
  return { userIds, count: userIds.length };
});

export const connectionDetailHandler = handle(connectionDetail, async (input, { services, session }) =>
  userCards(services, input.userIds, session.user.id, input.page, input.limit),
);

/** A page of user cards for a list of ids, leaving out blocked, frozen and deleted users. */
export async function userCards(services: Services, ids: number[], viewerId: number, page: number, limit: number) {
  const slice = ids.slice(page * limit, page * limit + limit);
  const rows = await services.repos.users.byIds(slice);
  const visible = new Map(rows.filter((u) => !isHiddenUser(u)).map((u) => [u.id, u]));
  const blocked = await services.repos.graph.blockedAmong(viewerId, slice);
  return slice.flatMap((id) => {
    const user = visible.get(id);
    return user && !blocked.has(id) ? [presentAuthor(user)] : [];
  });
}
