// "A block hides it": the one rule, in SQL, for a block between two users, whoever made it. Every statement that
// hides across a block (feeds, lists, chat, notifications) builds it from here; policies/visibility.ts is the same
// rule over what is loaded.
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import { blocks } from '../schema.js';

/** SQL condition: a block between the users `a` and `b` (values or columns), either way. */
export const blockBetweenSql = (a: unknown, b: unknown): SQL =>
  sql`exists (select 1 from ${blocks} b where (b.blocker_id = ${a} and b.blocked_id = ${b})
      or (b.blocker_id = ${b} and b.blocked_id = ${a}))`;

/** SQL condition: no block between `viewer` and the user in `column`, either way. */
export const notBlockedSql = (viewer: unknown, column: unknown): SQL => sql`not ${blockBetweenSql(viewer, column)}`;

/** The same condition as text, for a hand-written statement (`a`, `b`: its expressions, such as `$2`). */
export const blockBetweenText = (a: string, b: string) =>
  `exists (select 1 from blocks b where (b.blocker_id = ${a} and b.blocked_id = ${b})
    or (b.blocker_id = ${b} and b.blocked_id = ${a}))`;

/** SQL array: everyone with a block with `viewer`, either way (read once for a statement that checks many). */
export const blockedEitherWaySql = (viewer: unknown): SQL =>
  sql`array(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewer}
    union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewer})`;

/** Everyone with a block with `userId`, either way. */
export const blockedEitherWay = (db: Database, userId: number): Promise<Set<number>> =>
  db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)))
    .then((rows) => new Set(rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId))));
