import { followerDetail, getUserFollowers, searchUser } from '@gamefolk/contract';
import { presentAuthor } from '../../presenters/feed.js';
import { loadVisibleUser } from '../../services/visible-user.js';
import { handle } from '../define.js';
import { userCards } from './connections.js';

export const getUserFollowersHandler = handle(getUserFollowers, async ({ userId }, { services, session }) => {
  await loadVisibleUser(services, userId, session.user.id);
  const { followers, following } = await services.repos.graph.followLists(userId);
  return { followers, following, isFollowing: followers.includes(session.user.id) };
});

export const followerDetailHandler = handle(followerDetail, async (input, { services, session }) =>
  userCards(services, input.userIds, session.user.id, input.page, input.limit),
);

/** People by name, closest first (trigram similarity); frozen, deleted and blocking users are not found. */
export const searchUserHandler = handle(searchUser, async ({ name }, { services, session }) => {
  const rows = await services.repos.users.search(name.replace(/^@/, ''), session.user.id, 10);
  return rows.map((u) => ({ ...presentAuthor(u), type: 1 as const }));
});
