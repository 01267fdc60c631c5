import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planLimits, type Lobby, type PublicUser, type User as SessionUser } from '@gamefolk/contract';
import type { DatabaseHandle } from '../../db/client.js';
import { repositories, type Repositories } from '../../db/repositories/index.js';
import { addMonths, grantSubscription, withdrawSubscription } from '../../services/shop/premium.js';
import { openTestDatabase } from '../../test/database.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let database: DatabaseHandle;
let repos: Repositories;
let clock: Date | undefined;
const now = () => clock ?? new Date();
let gameId = 0;
let orders = 0;
const nextOrder = () => `test-order-${Date.now()}-${orders++}`;

beforeAll(async () => {
  database = await openTestDatabase();
  repos = repositories(database.db);
  server = await startTestServer({}, { database, now });
  const { token } = await signUp(server);
  const games = await server.secured<{ id: number; slug: string }[]>(token, 'getGames', {});
  gameId = games.data.find((g) => g.slug === 'league-of-legends')!.id;
});
afterAll(async () => {
  await server.close();
  await database.close();
});

type User = Awaited<ReturnType<typeof signUp>>;
const me = async (user: User) => (await server.secured<SessionUser>(user.token, 'user')).data;
const grant = (user: User, plan: 'premium' | 'premiumPlus', months: 1 | 12 = 1, order = nextOrder()) =>
  repos.transaction((tx) => grantSubscription(tx, user.id, plan, months, order, now()));
const createLobby = (user: User, description = 'Flex tonight') =>
  server.secured<Lobby>(user.token, 'createLobby', {
    gameId,
    server: 'EUW',
    minMembers: 1,
    maxMembers: 5,
    description,
    type: 'individual',
  });
const upload = async (user: User, format: 'gif' | 'png') => {
  const image = sharp({ create: { width: 64, height: 32, channels: 3, background: '#7c3aed' } });
  const bytes = await (format === 'gif' ? image.gif() : image.png()).toBuffer();
  const answer = await server.secured<{ url: string }>(user.token, 'uploadFile', { base64: bytes.toString('base64') });
  expect(answer.error).toBeUndefined();
  return answer.data.url;
};

describe('premium subscriptions', () => {
  it('shows the plan and its end to the member, the badge to others; buying again renews from the end', async () => {
    const [buyer, viewer] = [await signUp(server), await signUp(server)];
    expect(await me(buyer)).toMatchObject({ premium: null, premiumEndsAt: null });
    const first = await grant(buyer, 'premium', 1);
    const mine = await me(buyer);
    expect(mine.premium).toBe('premium');
    expect(mine.premiumEndsAt).toBe(first.endsAt.toISOString());
    const profile = await server.secured<PublicUser>(viewer.token, 'getUserById', { id: buyer.id });
    expect(profile.data.premium).toBe('premium');
    expect((await server.secured<PublicUser>(viewer.token, 'getUserById', { id: viewer.id })).data.premium).toBeNull();

    // A second order starts where the first ends; granting the same order again adds nothing.
    const second = await grant(buyer, 'premiumPlus', 12);
    expect(second.startsAt.toISOString()).toBe(first.endsAt.toISOString());
    expect(second.endsAt.toISOString()).toBe(addMonths(first.endsAt, 12).toISOString());
    const again = await grant(buyer, 'premiumPlus', 12, second.orderRef);
    expect(again.id).toBe(second.id);
    expect((await me(buyer)).premiumEndsAt).toBe(second.endsAt.toISOString());

    // Refunding the first order takes its remaining time back: the second moves up by as much.
    await repos.transaction((tx) => withdrawSubscription(tx, buyer.id, first.orderRef, now()));
    const after = await me(buyer);
    expect(after.premium).toBe('premiumPlus');
    const moved = new Date(after.premiumEndsAt!).getTime();
    expect(Math.abs(moved - (second.endsAt.getTime() - (first.endsAt.getTime() - Date.now())))).toBeLessThan(60_000);
  });

  it('ends on time: with the clock past the end the member is free again, without any job running', async () => {
    const buyer = await signUp(server);
    const granted = await grant(buyer, 'premium', 1);
    expect((await me(buyer)).premium).toBe('premium');
    clock = new Date(granted.endsAt.getTime() - 1000);
    expect((await me(buyer)).premium).toBe('premium');
    clock = new Date(granted.endsAt.getTime() + 1000);
    try {
      expect(await me(buyer)).toMatchObject({ premium: null, premiumEndsAt: null });
      const gif = await upload(buyer, 'gif');
      const refused = await server.secured(buyer.token, 'saveUserPhotos', { banner: gif });
      expect(refused.error).toMatchObject({ code: 'animatedBannerPremium', field: 'banner' });
    } finally {
      clock = undefined;
    }
  });
});

describe('premium benefits, refused to a free member with a translated code', () => {
  it('animated banner: a GIF banner needs a plan, a PNG does not', async () => {
    const user = await signUp(server);
    const [gif, png] = [await upload(user, 'gif'), await upload(user, 'png')];
    const refused = await server.secured(user.token, 'saveUserPhotos', { banner: gif });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'animatedBannerPremium' });
    expect((await server.secured(user.token, 'saveUserPhotos', { banner: png })).error).toBeUndefined();
    await grant(user, 'premium');
    const saved = await server.secured<{ banner: string }>(user.token, 'saveUserPhotos', { banner: gif });
    expect(saved.data.banner).toBe(gif);
  });

  it('profile photos: 12 free, more with a plan', async () => {
    const user = await signUp(server);
    const png = await upload(user, 'png');
    const add = (n: number) => server.secured(user.token, 'saveUserPhotos', { addPhotos: Array(n).fill(png) });
    expect((await add(10)).error).toBeUndefined();
    expect((await add(2)).error).toBeUndefined();
    const refused = await add(1);
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'photoLimitReached', field: 'addPhotos' });
    await grant(user, 'premium');
    expect((await add(1)).error).toBeUndefined();
  });

  it('open lobbies: 5 at once free, more with a plan', async () => {
    const user = await signUp(server);
    for (let i = 0; i < 5; i++) expect((await createLobby(user, `lobby ${i}`)).error).toBeUndefined();
    const refused = await createLobby(user, 'one too many');
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('openLobbyLimitReached');
    await grant(user, 'premium');
    expect((await createLobby(user, 'with Premium')).error).toBeUndefined();
  });

  it('pinned lobby: Premium Plus only; search lists it first while the plan lasts', async () => {
    const [owner, other, viewer, premium] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ];
    // Premium (not Plus) does not pin.
    const premiumLobby = (await createLobby(premium, 'premium lobby')).data;
    await grant(premium, 'premium');
    expect((await server.secured(premium.token, 'pinLobby', { id: premiumLobby.id })).error?.code).toBe(
      'premiumPlusRequired',
    );
    const pinnedOne = (await createLobby(owner, 'pin me')).data;
    await createLobby(other, 'newer lobby');
    const refused = await server.secured(owner.token, 'pinLobby', { id: pinnedOne.id });
    expect(refused.error?.code).toBe('premiumPlusRequired');
    const plus = await grant(owner, 'premiumPlus');
    expect((await server.secured(other.token, 'pinLobby', { id: pinnedOne.id })).error?.code).toBe('unauthorized');
    expect((await server.secured(owner.token, 'pinLobby', { id: pinnedOne.id })).error).toBeUndefined();
    const search = async () =>
      (
        await server.secured<{ rows: Lobby[] }>(viewer.token, 'searchLobby', {
          page: 0,
          limit: 24,
          only_follow: false,
          status: 0,
          filters: { gameId },
        })
      ).data.rows;
    const first = await search();
    expect(first[0]).toMatchObject({ id: pinnedOne.id, pinned: true });
    expect(first.filter((l) => l.id === pinnedOne.id)).toHaveLength(1);
    // When the owner's paid time is over, the pin stops counting.
    clock = new Date(plus.endsAt.getTime() + 1000);
    try {
      const later = await search();
      expect(later[0]!.id).not.toBe(pinnedOne.id);
      expect(later.find((l) => l.id === pinnedOne.id)?.pinned).toBeUndefined();
    } finally {
      clock = undefined;
    }
  });
});

describe('plan limits on every path, and what a plan gave frozen when it ends', () => {
  const gallery = async (viewer: User, owner: User) => {
    const all: number[] = [];
    for (let page = 1; ; page++) {
      const rows = (await server.secured<{ id: number }[]>(viewer.token, 'getUserPhotos', { userId: owner.id, page }))
        .data;
      all.push(...rows.map((r) => r.id));
      if (rows.length === 0) return all;
    }
  };

  it('reopening a closed lobby counts it: a free member cannot get a sixth open lobby that way', async () => {
    const user = await signUp(server);
    const made: Lobby[] = [];
    for (let i = 0; i < 5; i++) made.push((await createLobby(user, `lobby ${i}`)).data);
    const edit = (lobby: Lobby, status: 'open' | 'closed') =>
      server.secured<Lobby>(user.token, 'updateLobby', {
        id: lobby.id,
        gameId,
        server: 'EUW',
        minMembers: 1,
        maxMembers: 5,
        description: lobby.description,
        type: 'individual',
        status,
      });
    expect((await edit(made[0]!, 'closed')).data.status).toBe('closed');
    expect((await createLobby(user, 'the fifth again')).error).toBeUndefined();
    const refused = await edit(made[0]!, 'open');
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('openLobbyLimitReached');
    // Editing it while it stays closed is fine; with a plan it reopens.
    expect((await edit(made[0]!, 'closed')).error).toBeUndefined();
    await grant(user, 'premium');
    expect((await edit(made[0]!, 'open')).data.status).toBe('open');
  });

  it('two reopenings at once cannot both pass the count', async () => {
    const user = await signUp(server);
    const made: Lobby[] = [];
    for (let i = 0; i < 5; i++) made.push((await createLobby(user, `lobby ${i}`)).data);
    const edit = (lobby: Lobby, status: 'open' | 'closed') =>
      server.secured<Lobby>(user.token, 'updateLobby', {
        id: lobby.id,
        gameId,
        server: 'EUW',
        minMembers: 1,
        maxMembers: 5,
        description: lobby.description,
        type: 'individual',
        status,
      });
    await edit(made[0]!, 'closed');
    await edit(made[1]!, 'closed');
    expect((await createLobby(user, 'a fourth open one')).error).toBeUndefined();
    const answers = await Promise.all([edit(made[0]!, 'open'), edit(made[1]!, 'open')]);
    expect(answers.filter((a) => !a.error)).toHaveLength(1);
    expect(answers.filter((a) => a.error?.code === 'openLobbyLimitReached')).toHaveLength(1);
  });

  it('an animated organization banner needs a plan too', async () => {
    const user = await signUp(server);
    const [gif, png] = [await upload(user, 'gif'), await upload(user, 'png')];
    const found = (banner: string) =>
      server.secured<{ id: number }>(user.token, 'createOrganization', {
        name: `Banner Crew ${Math.random().toString(36).slice(2, 8)}`,
        country: 'TUR',
        category_id: 1,
        logo_url: png,
        banner,
      });
    expect((await found(gif)).error).toMatchObject({ code: 'animatedBannerPremium', field: 'banner' });
    const org = await found(png);
    expect(org.error).toBeUndefined();
    const update = await server.secured(user.token, 'updateOrganization', { organizationId: org.data.id, banner: gif });
    expect(update.error?.code).toBe('animatedBannerPremium');
    await grant(user, 'premium');
    expect(
      (await server.secured(user.token, 'updateOrganization', { organizationId: org.data.id, banner: gif })).error,
    ).toBeUndefined();
  });

  it('an animated banner is hidden from others when the plan ends, kept for its owner, shown when a plan returns', async () => {
    const [owner, viewer] = [await signUp(server), await signUp(server)];
    const granted = await grant(owner, 'premium');
    const gif = await upload(owner, 'gif');
    expect((await server.secured(owner.token, 'saveUserPhotos', { banner: gif })).error).toBeUndefined();
    const banner = async (who: User) =>
      (await server.secured<{ banner: string | null }>(who.token, 'getPersonals', { userId: owner.id })).data.banner;
    expect(await banner(viewer)).toBe(gif);
    clock = new Date(granted.endsAt.getTime() + 1000);
    try {
      expect(await banner(viewer)).toBeNull();
      expect(await banner(owner)).toBe(gif);
      await grant(owner, 'premium');
      expect(await banner(viewer)).toBe(gif);
    } finally {
      clock = undefined;
    }
  });

  it('gallery photos beyond the free count are hidden from others when the plan ends, and shown when one returns', async () => {
    const [owner, viewer] = [await signUp(server), await signUp(server)];
    const granted = await grant(owner, 'premium');
    const png = await upload(owner, 'png');
    for (let i = 0; i < 2; i++)
      expect(
        (await server.secured(owner.token, 'saveUserPhotos', { addPhotos: Array(8).fill(png) })).error,
      ).toBeUndefined();
    const everything = await gallery(owner, owner);
    expect(everything).toHaveLength(16);
    expect(await gallery(viewer, owner)).toHaveLength(16);
    clock = new Date(granted.endsAt.getTime() + 1000);
    try {
      const shown = await gallery(viewer, owner);
      expect(shown).toHaveLength(planLimits.free.galleryPhotos);
      // The oldest stay; the newest (added with the plan) are kept for their owner only.
      expect(new Set(shown)).toEqual(new Set([...everything].sort((a, b) => a - b).slice(0, 12)));
      expect(await gallery(owner, owner)).toHaveLength(16);
      await grant(owner, 'premium');
      expect(await gallery(viewer, owner)).toHaveLength(16);
    } finally {
      clock = undefined;
    }
  });
});

describe('reminder', () => {
  it('mails the member once, three days before the end, in their language, with two instances', async () => {
    const shared = await openTestDatabase();
    let at = new Date('2031-01-10T12:00:00Z');
    const instances = [
      await startTestServer(
        {},
        { database: shared, now: () => at, jobs: { tickMs: 0, pollSeconds: 0.5, retryDelay: 1 } },
      ),
      await startTestServer(
        {},
        { database: shared, now: () => at, jobs: { tickMs: 0, pollSeconds: 0.5, retryDelay: 1 } },
      ),
    ];
    try {
      const member = await signUp(instances[0]!);
      await instances[0]!.secured(member.token, 'saveUserLanguage', { language: 'tr' });
      const sharedRepos = repositories(shared.db);
      const granted = await sharedRepos.transaction((tx) =>
        grantSubscription(tx, member.id, 'premium', 1, nextOrder(), at),
      );
      const inbox = () =>
        instances
          .flatMap((s) => s.smtp.inbox)
          .filter((m) => m.to === member.email && /3 gün içinde bitiyor/.test(m.subject));
      const tickAll = () => Promise.all(instances.map((s) => s.app.scheduler.tick()));

      await tickAll(); // a month before: nothing
      // Kept pause: nothing (more) must come, and no event marks that (the workers look every 0.5 s).
      await new Promise((r) => setTimeout(r, 1500));
      expect(inbox()).toHaveLength(0);

      at = new Date(granted.endsAt.getTime() - 3 * 24 * 3600_000 + 5 * 60_000);
      await tickAll();
      await tickAll();
      await expect.poll(() => inbox().length, { timeout: 10_000 }).toBe(1);
      at = new Date(at.getTime() + 20 * 60_000);
      await tickAll();
      await tickAll();
      // Kept pause: nothing (more) must come, and no event marks that (the workers look every 0.5 s).
      await new Promise((r) => setTimeout(r, 1500));
      expect(inbox()).toHaveLength(1);
      expect(inbox()[0]!.subject).toBe('Premium planın 3 gün içinde bitiyor');
      expect(inbox()[0]!.text).toContain('http://gamefolk.test/game-actor-plus');
    } finally {
      for (const instance of instances) await instance.close();
      await shared.close();
    }
  }, 120_000);
});
