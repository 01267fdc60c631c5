import { getFeed, getFeedAttachments, getLikes, like, searchMentions } from '@gamefolk/contract';
import { presentAttachment, presentAuthor } from '../../presenters/feed.js';
import { feedItems, mutedCutPage, variantsOf } from '../../services/views/feed-view.js';
import { loadActedOn } from '../../services/posting/posting.js';
import { deliverJob, notifyAll } from '../../services/attention/notify.js';
import { hitNotifications } from '../../services/attention/post-notifications.js';
import { loadVisibleUser } from '../../services/views/visible-user.js';
import { handle } from '../define.js';

export const getFeedHandler = handle(getFeed, async (input, { services, session }) => {
  const me = session.user.id;
  const page = { page: input.page, limit: input.limit };
  const { feed } = services.repos;
  const search = input.search_keys?.replace(/^\$/, '#');
  let rows;
  if (input.userId) {
    await loadVisibleUser(services, input.userId, me);
    rows = await feed.byAuthor(input.userId, me, page);
  } else if (input.organizationId) rows = await feed.byOrganization(input.organizationId, me, page);
  // What the viewer muted leaves My feed, Discover, hashtag pages and searches, each page filled after the cut; a
  // profile or organization shows all.
  else if (search?.startsWith('#') && search.length > 1) {
    const tag = search.slice(1).toLowerCase();
    rows = await mutedCutPage(services, me, page, (at) => feed.byHashtag(tag, me, at));
  } else if (search) rows = await mutedCutPage(services, me, page, (at) => feed.search(search, me, at));
  else if (input.typeId === 'following' || input.only_follow === true)
    rows = await mutedCutPage(services, me, page, (at) => feed.myFeed(me, at));
  else rows = await mutedCutPage(services, me, page, (at) => feed.discover(me, at));
  return feedItems(services, rows, me);
});

export const getFeedAttachmentsHandler = handle(getFeedAttachments, async (input, { services, session }) => {
  await loadVisibleUser(services, input.userId, session.user.id);
  const rows = (await services.repos.feed.attachments(input.userId, { page: input.page, limit: input.limit })).map(
    ({ alt, ...row }) => ({ ...row, ...(alt && { alt }) }),
  );
  const variants = await variantsOf(services, rows);
  return rows.map((row) => presentAttachment(row, variants));
});

export const getLikesHandler = handle(getLikes, async (input, { services, session }) => {
  const post = await loadActedOn(services, input.feedId, session.user.id);
  const rows = await services.repos.feed.likers(post.id, session.user.id, input);
  return rows.map(presentAuthor);
});

export const likeHandler = handle(like, async ({ id }, { services, session }) => {
  await services.rateLimits.consume('hitByUser', String(session.user.id));
  const row = await loadActedOn(services, id, session.user.id);
  const told = await hitNotifications(services, session.user.id, row);
  // The hit, its count and the owners' notification land together.
  const result = await services.repos.transaction(async (tx) => {
    const result = await tx.feed.toggleHit(row.id, session.user.id);
    if (result.hit) await notifyAll(services, told, tx);
    return result;
  });
  services.jobs.wake(deliverJob);
  return result;
});

export const searchMentionsHandler = handle(searchMentions, async ({ name }, { services, session }) => {
  const text = name.replace(/^@/, '');
  const [people, organizations] = await Promise.all([
    services.repos.users.searchByName(text, session.user.id, 5),
    services.repos.organizations.search(text, 5),
  ]);
  const suggestions = [
    ...people.map((u) => ({ ...presentAuthor(u), name: u.username, type: 1 as const })),
    ...organizations.map((o) => ({
      id: o.id,
      name: o.code,
      fullname: o.name,
      photoUrl: o.logoUrl,
      username: o.code,
      type: 2 as const,
    })),
  ];
  return suggestions
    .slice(0, 5)
    .map(({ id, name, fullname, photoUrl, type }) => ({ id, name, fullname, photoUrl, type }));
});
