import { followerDetail, getUserFollowers, searchUser } from '@gamefolk/contract';
import { presentAuthor } from '../../presenters/feed.js';
import { loadVisibleUser } from '../../services/views/visible-user.js';
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

/**
 * People by name, closest first (trigram similarity), then organizations; frozen, deleted and blocking
 * users are not found.
 */
export const searchUserHandler = handle(searchUser, async ({ name }, { services, session }) => {
  const text = name.replace(/^@/, '');
  const [people, organizations] = await Promise.all([
    services.repos.users.search(text, session.user.id, 10),
    services.repos.organizations.search(text, 5),
  ]);
  return [
    ...people.map((u) => ({ ...presentAuthor(u), type: 1 as const })),
    ...organizations.map((o) => ({
      id: o.id,
      username: o.code,
      fullname: o.name,
      photoUrl: o.logoUrl,
      type: 2 as const,
    })),
  ];
});
