import type { Author, FeedItem } from '@gamefolk/contract';
import type { Services } from '../context.js';
import type { PostRow } from '../db/repositories/feed.js';
import type { UserRow } from '../db/schema.js';

export function presentAuthor(row: Pick<UserRow, 'id' | 'username' | 'firstName' | 'lastName' | 'photoUrl'>): Author {
  const fullname = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return { id: row.id, username: row.username, fullname: fullname || row.username, photoUrl: row.photoUrl };
}

/**
 * Turns rows into feed items with three queries in all, whatever the number of rows:
 * the posts reposts point at, the authors, and which of them the viewer has hit.
 */
export async function presentFeed(services: Services, rows: PostRow[], viewerId: number | null): Promise<FeedItem[]> {
  const { feed, users } = services.repos;
  const relatedIds = [...new Set(rows.filter((r) => r.kind === 'repost' && r.parentId).map((r) => r.parentId!))];
  const related = new Map((await feed.byIds(relatedIds)).map((r) => [r.id, r]));
  const all = [...rows, ...related.values()];
  const [authors, hits] = await Promise.all([
    users.byIds([...new Set(all.map((r) => r.userId))]),
    viewerId
      ? feed.hitsBy(
          viewerId,
          all.map((r) => r.id),
        )
      : Promise.resolve(new Set<number>()),
  ]);
  const authorById = new Map(authors.map((a) => [a.id, a]));

  const one = (row: PostRow) => {
    const author = authorById.get(row.userId);
    const visibleAuthor = author && !author.frozenAt && !author.deletedAt ? presentAuthor(author) : null;
    const deleted = row.deletedAt !== null;
    return {
      id: row.id,
      share: row.share,
      content: deleted ? '' : row.content,
      feedAttachments: deleted ? [] : row.attachments,
      typeId: row.kind === 'post' ? (1 as const) : (2 as const),
      feedTypeId: row.kind === 'comment' ? (2 as const) : (1 as const),
      relatedFeedId: row.parentId,
      rootFeedId: row.rootId,
      organizationId: row.organizationId,
      userId: row.userId,
      user: visibleAuthor,
      hitCount: row.hitCount,
      commentCount: row.commentCount,
      repostCount: row.repostCount,
      hit: hits.has(row.id),
      is_deleted: deleted,
      edited: row.updatedAt.getTime() - row.createdAt.getTime() > 1000,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  };
  return rows.map((row) => {
    const parent = row.kind === 'repost' && row.parentId ? related.get(row.parentId) : undefined;
    return { ...one(row), relatedFeed: parent ? one(parent) : null };
  });
}
