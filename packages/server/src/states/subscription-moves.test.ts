import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User as SessionUser } from '@gamefolk/contract';
import type { DatabaseHandle } from '../db/client.js';
import { repositories, type Repositories } from '../db/repositories/index.js';
import { openTestDatabase } from '../test/database.js';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';
import { grantSubscription, withdrawSubscription } from '../services/shop/premium.js';
import { moveSubscription, stretchState } from './subscription-moves.js';

// Every move of states/subscription-moves.ts, its refusals, and refunds racing for one stretch.
let server: TestServer;
let database: DatabaseHandle;
let repos: Repositories;
let orders = 0;
const nextOrder = () => `moves-order-${Date.now()}-${orders++}`;
const day = 24 * 3600_000;

beforeAll(async () => {
  database = await openTestDatabase();
  repos = repositories(database.db);
  server = await startTestServer({}, { database });
}, 180_000);
afterAll(async () => {
  await server.close();
  await database.close();
});

type User = Awaited<ReturnType<typeof signUp>>;
const me = async (user: User) => (await server.secured<SessionUser>(user.token, 'user')).data;
const grant = (user: User, order = nextOrder(), at = new Date()) =>
  repos.transaction((tx) => grantSubscription(tx, user.id, 'premium', 1, order, at));
const withdraw = (user: User, order: string, at = new Date()) =>
  repos.transaction((tx) => withdrawSubscription(tx, user.id, order, at));
const stretch = async (order: string) => (await repos.premium.byOrder(order))!;

describe('subscription moves', () => {
  it('grants, reminds, withdraws and shifts, each as the member sees it', async () => {
    const member = await signUp(server);
    const first = await grant(member);
    expect(stretchState(first)).toBe('live');
    expect((await grant(member, first.orderRef)).id).toBe(first.id);
    const second = await grant(member);
    expect(second.startsAt.getTime()).toBe(first.endsAt.getTime());
    expect(await me(member)).toMatchObject({ premium: 'premium', premiumEndsAt: second.endsAt.toISOString() });

    // Near its end, with nothing after it, the second stretch is claimed for its reminder once.
    const near = new Date(second.endsAt.getTime() - 2 * day);
    const claimed = await repos.premium.claimReminders(near, new Date(second.endsAt.getTime() + 1), near);
    expect(claimed.map((s) => s.id)).toContain(second.id);
    expect(stretchState(await stretch(second.orderRef))).toBe('reminded');

    // The first is refunded now: withdrawn, its unused time taken out, the reminded second shifted back by it.
    const at = new Date();
    expect(await withdraw(member, first.orderRef, at)).toBe(true);
    expect(stretchState(await stretch(first.orderRef))).toBe('withdrawn');
    const shifted = await stretch(second.orderRef);
    expect(stretchState(shifted)).toBe('reminded');
    expect(shifted.endsAt.getTime()).toBe(second.endsAt.getTime() - (first.endsAt.getTime() - at.getTime()));
    expect((await me(member)).premiumEndsAt).toBe(shifted.endsAt.toISOString());
  });

  it('refuses a move from a state the table does not start it from', async () => {
    const member = await signUp(server);
    const first = await grant(member);
    const second = await grant(member);
    expect(await withdraw(member, first.orderRef)).toBe(true);
    const endsAt = (await stretch(second.orderRef)).endsAt;
    // Withdrawn is final: no second withdrawal, no shift, no reminder; the member's end stays where it is.
    expect(await withdraw(member, first.orderRef)).toBe(false);
    const withdrawn = await stretch(first.orderRef);
    expect(await moveSubscription(repos, withdrawn, 'shift', new Date(), { endsAt: new Date() })).toBeUndefined();
    expect(await moveSubscription(repos, withdrawn, 'withdraw', new Date(), {})).toBeUndefined();
    const claimed = await repos.premium.claimReminders(new Date(0), new Date(endsAt.getTime() + day), new Date());
    expect(claimed.map((s) => s.id)).not.toContain(withdrawn.id);
    expect((await stretch(second.orderRef)).endsAt.getTime()).toBe(endsAt.getTime());
    expect((await me(member)).premiumEndsAt).toBe(endsAt.toISOString());
    // A move read before another made it: the row as read is live, the row as stored is not.
    const stale = { ...withdrawn, withdrawnAt: null, remindedAt: null };
    expect(await moveSubscription(repos, stale, 'withdraw', new Date(), { endsAt: new Date() })).toBeUndefined();
    expect((await stretch(first.orderRef)).endsAt.getTime()).toBe(withdrawn.endsAt.getTime());
  });

  it('withdraws a stretch once when two refunds of its order race', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 6; round++) {
      const member = await signUp(server);
      const first = await grant(member);
      const second = await grant(member);
      const at = new Date();
      const both = await Promise.all([withdraw(member, first.orderRef, at), withdraw(member, first.orderRef, at)]);
      expect(both.filter(Boolean)).toHaveLength(1);
      // The second stretch moved back once, by the first's unused time, not twice.
      const removed = first.endsAt.getTime() - at.getTime();
      expect((await stretch(second.orderRef)).endsAt.getTime()).toBe(second.endsAt.getTime() - removed);
    }
  });
});
