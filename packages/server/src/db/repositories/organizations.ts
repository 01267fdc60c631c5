import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { organizationFollows, organizationMembers, organizations, users, type MemberStatus } from '../schema.js';
import { organizationStands, userStands } from './user-stands.js';

export type OrganizationRow = typeof organizations.$inferSelect;
export type MemberRow = typeof organizationMembers.$inferSelect;
export type { MemberStatus };
/** What a move of a membership sets beside its status; a field left out keeps its value. */
export type MemberChanges = Partial<Pick<MemberRow, 'role' | 'isAdmin'>>;

export function organizationsRepository(db: Database) {
  const live = organizationStands;
  return {
    codeTaken: (code: string) =>
      db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.code, code))
        .then((rows) => rows.length > 0),

    /** Creates the organization with its founder as an admin member, in one transaction. */
    create: (values: typeof organizations.$inferInsert) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(organizations).values(values).returning();
        await tx.insert(organizationMembers).values({
          organizationId: row!.id,
          userId: values.founderId,
          status: 'member',
          role: 'Founder',
          isAdmin: true,
        });
        return row!;
      }),

    byId: (id: number) =>
      db
        .select()
        .from(organizations)
        .where(eq(organizations.id, id))
        .then((rows) => rows[0]),

    byCode: (code: string) =>
      db
        .select()
        .from(organizations)
        .where(eq(organizations.code, code.toLowerCase()))
        .then((rows) => rows[0]),

    byIds: (ids: number[]) =>
      ids.length
        ? db
            .select()
            .from(organizations)
            .where(and(inArray(organizations.id, ids), live))
        : Promise.resolve([]),

    update: (id: number, values: Partial<typeof organizations.$inferInsert>) =>
      db
        .update(organizations)
        .set(values)
        .where(eq(organizations.id, id))
        .returning()
        .then((rows) => rows[0]!),

    counts: async (id: number) => {
      const [[members], [followers]] = await Promise.all([
        db
          .select({ n: count() })
          .from(organizationMembers)
          .where(and(eq(organizationMembers.organizationId, id), eq(organizationMembers.status, 'member'))),
        db.select({ n: count() }).from(organizationFollows).where(eq(organizationFollows.organizationId, id)),
      ]);
      return { members: members?.n ?? 0, followers: followers?.n ?? 0 };
    },

    /** The membership rows (any status) of these users in the organization: one query for a whole list. */
    memberships: (organizationId: number, userIds: number[]) =>
      userIds.length
        ? db
            .select()
            .from(organizationMembers)
            .where(
              and(eq(organizationMembers.organizationId, organizationId), inArray(organizationMembers.userId, userIds)),
            )
        : Promise.resolve([] as MemberRow[]),

    membership: (organizationId: number, userId: number) =>
      db
        .select()
        .from(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
        .then((rows) => rows[0]),

    /** The founder and the admins: who speaks for the organization and hears about its posts. */
    managerIds: (organizationId: number) =>
      db
        .select({ id: organizationMembers.userId })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.status, 'member'),
            sql`(${organizationMembers.isAdmin} or ${organizationMembers.userId} = ${organizations.founderId})`,
          ),
        )
        .then((rows) => rows.map((r) => r.id)),

    members: (organizationId: number, status: 'invited' | 'member', page?: { page: number; limit: number }) => {
      const query = db
        .select({ member: organizationMembers, user: users })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.status, status),
            userStands,
          ),
        )
        .orderBy(desc(organizationMembers.isAdmin), organizationMembers.createdAt);
      return page ? query.limit(page.limit).offset(page.page * page.limit) : query;
    },

    /**
     * The compare-and-set of states/membership-moves.ts: from no row (`null` in `from`) an INSERT that does nothing
     * when the player has one; otherwise an UPDATE to `to`, or a DELETE when `to` is `null`, only while the status is
     * one of `from`. The row written (as it was, when deleted), or undefined when the move did not happen.
     */
    moveMember: async (
      organizationId: number,
      userId: number,
      from: readonly (MemberStatus | null)[],
      to: MemberStatus | null,
      changes: MemberChanges = {},
    ): Promise<MemberRow | undefined> => {
      if (from.includes(null)) {
        if (to === null) return undefined;
        const [inserted] = await db
          .insert(organizationMembers)
          .values({ organizationId, userId, status: to, ...changes })
          .onConflictDoNothing()
          .returning();
        return inserted;
      }
      const where = and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
        inArray(organizationMembers.status, from as MemberStatus[]),
      );
      const [moved] =
        to === null
          ? await db.delete(organizationMembers).where(where).returning()
          : await db
              .update(organizationMembers)
              .set({ ...changes, status: to })
              .where(where)
              .returning();
      return moved;
    },

    /** Hands the organization over: the new founder becomes an admin; the old one stays an admin. */
    transfer: (organizationId: number, newFounderId: number) =>
      db.transaction(async (tx) => {
        await tx
          .update(organizationMembers)
          .set({ isAdmin: true })
          .where(
            and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, newFounderId)),
          );
        return tx
          .update(organizations)
          .set({ founderId: newFounderId })
          .where(eq(organizations.id, organizationId))
          .returning()
          .then((rows) => rows[0]!);
      }),

    toggleFollow: (organizationId: number, userId: number) =>
      db.transaction(async (tx) => {
        const added = await tx
          .insert(organizationFollows)
          .values({ organizationId, userId })
          .onConflictDoNothing()
          .returning();
        if (added.length) return true;
        await tx
          .delete(organizationFollows)
          .where(and(eq(organizationFollows.organizationId, organizationId), eq(organizationFollows.userId, userId)));
        return false;
      }),

    isFollowing: (organizationId: number, userId: number) =>
      db
        .select({ x: organizationFollows.userId })
        .from(organizationFollows)
        .where(and(eq(organizationFollows.organizationId, organizationId), eq(organizationFollows.userId, userId)))
        .then((rows) => rows.length > 0),

    followers: (organizationId: number, page: { page: number; limit: number }) =>
      db
        .select({ user: users })
        .from(organizationFollows)
        .innerJoin(users, eq(users.id, organizationFollows.userId))
        .where(and(eq(organizationFollows.organizationId, organizationId), userStands))
        .orderBy(desc(organizationFollows.createdAt))
        .limit(page.limit)
        .offset(page.page * page.limit),

    /** The organizations a user is a member of; which of them they manage is policies/organization.ts's call. */
    ofUser: (userId: number) =>
      db
        .select({ organization: organizations, member: organizationMembers })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.status, 'member'), live))
        .orderBy(organizations.name),

    /** Live organizations whose name or code starts with or contains the text, for search and mentions. */
    search: (text: string, limit: number) => {
      const q = text.toLowerCase().replace(/[\\%_]/g, '\\$&');
      return db
        .select()
        .from(organizations)
        .where(
          and(live, sql`(lower(${organizations.name}) like ${`%${q}%`} or ${organizations.code} like ${`%${q}%`})`),
        )
        .orderBy(sql`lower(${organizations.name}) like ${`${q}%`} desc`, organizations.name)
        .limit(limit);
    },
  };
}
