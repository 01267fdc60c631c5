import { blockuser, followUser, unblockUser, userBlocks } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { blockTopic, type BlockNews } from '../../realtime/chat-socket.js';
import { presentAuthor } from '../../presenters/feed.js';
import { deliverJob, notify } from '../../services/attention/notify.js';
import { assertNotBlocked } from '../../services/authorize/visibility.js';
import { loadVisibleUser } from '../../services/views/visible-user.js';
import { handle } from '../define.js';
import type { Services } from '../../context.js';
import { entry } from '../../realtime/hub.js';
import { voiceMembershipChanged } from '../../services/community/voice.js';
import { endConnectionsBetween } from '../../states/connection-moves.js';

export const followUserHandler = handle(followUser, async ({ userId }, { services, session }) => {
  await services.rateLimits.consume('followByUser', String(session.user.id));
  const me = session.user.id;
  if (userId === me) throw new AppError('cannotFollowSelf', 'userId');
  await loadVisibleUser(services, userId, me);
  await assertNotBlocked(services, me, [userId]);
  const following = await services.repos.transaction(async (tx) => {
    const following = await tx.graph.toggleFollow(me, userId);
    if (following) await notify(services, { userId, type: 'followed', relatedParameter: me, actorId: me }, tx);
    return following;
  });
  services.jobs.wake(deliverJob);
  return { following };
});

/** Reachable even when the other side is frozen: a block must always be possible. */
export const blockuserHandler = handle(blockuser, async ({ blocked_user_id }, { services, session }) => {
  if (blocked_user_id === session.user.id) throw new AppError('cannotBlockSelf', 'blocked_user_id');
  if (!(await services.repos.users.findById(blocked_user_id))) throw new AppError('unknownUser');
  await services.repos.transaction(async (tx) => {
    await tx.graph.block(session.user.id, blocked_user_id);
    await endConnectionsBetween(tx, session.user.id, blocked_user_id);
  });
  await blockNews(services, { blocked: true, between: [session.user.id, blocked_user_id] });
  // A block with a lobby's owner puts the other out of its voice room.
  await voiceMembershipChanged(services, [session.user.id, blocked_user_id]);
  return { blocked: true as const };
});

export const unblockUserHandler = handle(unblockUser, async ({ blocked_user_id }, { services, session }) => {
  if (!(await services.repos.graph.unblock(session.user.id, blocked_user_id))) throw new AppError('unblockFailed');
  await blockNews(services, { blocked: false, between: [session.user.id, blocked_user_id] });
  return { blocked: false as const };
});

/**
 * Both sides' open chat sockets, on every instance, read their blocks again at once. Stored is what counts: when
 * Redis cannot carry the news, the instances that missed it close their sockets once it is back (a gap), and a
 * socket opened again reads its blocks afresh.
 */
async function blockNews(services: Services, news: BlockNews) {
  const [a, b] = news.between;
  await services.hub
    .publishAll([entry(blockTopic(a), news), entry(blockTopic(b), news)])
    .catch((error: unknown) => services.log.warn({ err: error }, 'block stored but not announced'));
}

export const userBlocksHandler = handle(userBlocks, async (_input, { services, session }) => {
  const rows = await services.repos.graph.blockedBy(session.user.id);
  return rows.map((r) => ({ ...presentAuthor(r.user), blocked_user_id: r.user.id }));
});
