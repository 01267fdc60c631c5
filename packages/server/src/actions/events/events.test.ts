import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent, Notification } from '@gamefolk/contract';
import { purgeDeletedAccounts } from '../../jobs/purge-accounts.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { openSocket } from '../../test/socket.js';

let server: TestServer;
let lolId = 0;
/** The server's clock when a test sets it; the real one otherwise. */
let clock: Date | undefined;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock ?? new Date() });
  const { token } = await signUp(server);
  const games = await server.secured<{ id: number; slug: string }[]>(token, 'getGames', {});
  lolId = games.data.find((g) => g.slug === 'league-of-legends')!.id;
  // The embedded database migrates in memory first: over a minute on a busy machine.
}, 180_000);
afterAll(() => server.close());

type User = Awaited<ReturnType<typeof signUp>>;
const inDays = (days: number, hours = 18) =>
  new Date(Date.UTC(2030, 0, 1 + days, hours)).toISOString().replace('.000Z', 'Z');

const tournament = {
  name: 'Friday cup',
  description: 'Best of three, bring your team.',
  startsAt: inDays(10),
  endsAt: inDays(10, 22),
  kind: 'online',
  category: 'tournament',
  location: 'https://twitch.tv/gamefolk',
  tags: ['competitive', 'prizes'],
};

async function create(user: User, payload: object = {}) {
  const answer = await server.secured<GameEvent>(user.token, 'createEvent', { ...tournament, ...payload });
  expect(answer.error).toBeUndefined();
  return answer.data;
}

const rsvp = (user: User, id: number, status: string) =>
  server.secured<GameEvent>(user.token, 'setParticipation', { id, status });

/** The "you're going now" notifications a user holds. */
const promotions = async (user: User) =>
  (await server.secured<Notification[]>(user.token, 'getNotifications', {})).data.filter(
    (n) => n.type === 'eventPromoted',
  );

describe('creating events', () => {
  it('refuses every broken rule with its code and lists the tag catalogue', async () => {
    const user = await signUp(server);
    const attempt = async (payload: object) =>
      (await server.secured(user.token, 'createEvent', { ...tournament, ...payload })).error;
    expect((await attempt({ name: '' }))?.code).toBe('fieldRequired');
    expect((await attempt({ name: 'x'.repeat(81) }))?.code).toBe('textTooLong');
    expect(await attempt({ endsAt: inDays(9) })).toMatchObject({ code: 'eventEndsBeforeStart', field: 'endsAt' });
    expect(await attempt({ startsAt: '2020-01-01T10:00:00Z', endsAt: null })).toMatchObject({
      code: 'eventInPast',
      field: 'startsAt',
    });
    expect((await attempt({ startsAt: 'next friday' }))?.code).toBe('invalidDate');
    expect(await attempt({ gameId: 999_999 })).toMatchObject({ code: 'unknownGame', field: 'gameId' });
    expect((await attempt({ kind: 'mars' }))?.code).toBe('invalidInput');
    expect((await attempt({ tags: ['nonsense'] }))?.code).toBe('invalidInput');
    expect((await attempt({ capacity: 0 }))?.code).toBe('invalidInput');
    expect((await server.secured<string[]>(user.token, 'getTags', {})).data).toContain('competitive');
    const made = await create(user, { startsAt: '2030-03-01T20:00:00+03:00', endsAt: null, gameId: lolId });
    expect(made).toMatchObject({ startsAt: '2030-03-01T17:00:00.000Z', game: { id: lolId }, me: { canEdit: true } });
  });

  it("lets only the creator, or the organization's founder and admins, edit or delete", async () => {
    const [founder, admin, stranger] = [await signUp(server), await signUp(server), await signUp(server)];
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const logo = await server.secured<{ url: string }>(founder.token, 'uploadFile', {
      base64: png.toString('base64'),
      kind: 'logo',
    });
    const org = await server.secured<{ id: number }>(founder.token, 'createOrganization', {
      name: `Cup Hosts ${Date.now() % 100000}`,
      country: 'TUR',
      category_id: 1,
      logo_url: logo.data.url,
    });
    expect(
      (await server.secured(stranger.token, 'createEvent', { ...tournament, organizationId: org.data.id })).error?.code,
    ).toBe('unauthorized');
    await server.secured(founder.token, 'inviteToOrganization', { organizationId: org.data.id, userIds: [admin.id] });
    await server.secured(admin.token, 'answerOrganizationInvite', { organizationId: org.data.id, accept: true });
    await server.secured(founder.token, 'setUserOrganizationRole', {
      organizationId: org.data.id,
      userIds: [admin.id],
      isManager: true,
      isMember: true,
    });
    const event = await create(founder, { organizationId: org.data.id });
    expect(event.organization?.id).toBe(org.data.id);
    const edit = { ...tournament, id: event.id, name: 'Friday cup, season 2' };
    const refused = await server.secured(stranger.token, 'updateEvent', edit);
    expect([refused.status, refused.error?.description]).toEqual([
      403,
      "You don't have authorization for this action.",
    ]);
    expect((await server.secured(stranger.token, 'deleteEvent', { id: event.id })).error?.code).toBe('unauthorized');
    const edited = await server.secured<GameEvent>(admin.token, 'updateEvent', edit);
    expect(edited.data).toMatchObject({ name: 'Friday cup, season 2', organization: { id: org.data.id } });
    expect((await server.secured(admin.token, 'deleteEvent', { id: event.id })).data).toEqual({ deleted: true });
    expect((await server.secured(founder.token, 'getEvent', { id: event.id })).error?.code).toBe('eventNotFound');
  });
});

describe('taking part', () => {
  it('counts answers, puts "going" on a waiting list when full and moves it up when a place frees', async () => {
    const [owner, a, b, c] = [await signUp(server), await signUp(server), await signUp(server), await signUp(server)];
    const event = await create(owner, { capacity: 1 });
    expect((await rsvp(a, event.id, 'going')).data.me.status).toBe('going');
    expect((await rsvp(b, event.id, 'going')).data.me.status).toBe('waiting');
    const after = (await rsvp(c, event.id, 'interested')).data;
    expect(after.counts).toEqual({ going: 1, interested: 1, notGoing: 0, waiting: 1 });
    expect((await rsvp(a, event.id, 'notGoing')).data.counts).toEqual({
      going: 1,
      interested: 1,
      notGoing: 1,
      waiting: 0,
    });
    const going = await server.secured<{ user: { id: number }; status: string }[]>(owner.token, 'getParticipants', {
      id: event.id,
      status: 'going',
    });
    expect(going.data.map((p) => p.user.id)).toEqual([b.id]);
    expect((await rsvp(a, event.id, 'maybe')).error?.code).toBe('invalidInput');
    expect((await rsvp(a, 999_999, 'going')).error?.code).toBe('eventNotFound');
  });

  it('tells the one moved up from the waiting list, and nobody else', async () => {
    const [owner, a, b, c] = [await signUp(server), await signUp(server), await signUp(server), await signUp(server)];
    const event = await create(owner, { capacity: 1 });
    await rsvp(a, event.id, 'going');
    // Each answer says the player's place in line (issue 47 item 23), and so does the event's page.
    expect((await rsvp(b, event.id, 'going')).data.me).toMatchObject({ status: 'waiting', place: 1 });
    expect((await rsvp(c, event.id, 'going')).data.me).toMatchObject({ status: 'waiting', place: 2 });
    expect((await server.secured<GameEvent>(c.token, 'getEvent', { id: event.id })).data.me.place).toBe(2);
    expect((await server.secured<GameEvent>(a.token, 'getEvent', { id: event.id })).data.me).not.toHaveProperty(
      'place',
    );
    expect(await promotions(b)).toHaveLength(0);

    await rsvp(a, event.id, 'notGoing');
    // C is first in line now.
    expect((await server.secured<GameEvent>(c.token, 'getEvent', { id: event.id })).data.me.place).toBe(1);
    expect((await server.secured<GameEvent>(b.token, 'getEvent', { id: event.id })).data.me.status).toBe('going');
    const told = await promotions(b);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ related_parameter: event.id, content: owner.id, extra_parameter: 1, read: false });
    expect(told[0]!.actor?.id).toBe(owner.id);
    expect(await promotions(a)).toHaveLength(0);
    expect(await promotions(c)).toHaveLength(0);
    expect(await promotions(owner)).toHaveLength(0);

    // A block silences both sides: one who blocked the owner while waiting moves up all the same, untold.
    await server.secured(c.token, 'blockuser', { blocked_user_id: owner.id });
    await rsvp(b, event.id, 'notGoing');
    const { rows } = await server.app.services.repos.sql(
      `select status from event_participants where event_id = $1 and user_id = $2`,
      [event.id, c.id],
    );
    expect(rows).toEqual([{ status: 'going' }]);
    expect(await promotions(c)).toHaveLength(0);
  });

  it('lets the longest waiting in when the owner raises the capacity', async () => {
    const [owner, a, b, c, d] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ];
    const event = await create(owner, { capacity: 1 });
    for (const user of [a, b, c, d]) await rsvp(user, event.id, 'going');
    const raised = await server.secured<GameEvent>(owner.token, 'updateEvent', {
      ...tournament,
      id: event.id,
      capacity: 3,
    });
    expect(raised.data.counts).toEqual({ going: 3, interested: 0, notGoing: 0, waiting: 1 });
    const going = await server.secured<{ user: { id: number } }[]>(owner.token, 'getParticipants', {
      id: event.id,
      status: 'going',
    });
    expect(going.data.map((p) => p.user.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect((await rsvp(d, event.id, 'going')).data.me.status).toBe('waiting');
    // Those the edit moved up are told; the one going from the start and the one still waiting are not.
    for (const moved of [b, c]) {
      expect((await promotions(moved)).map((n) => n.related_parameter)).toEqual([event.id]);
    }
    expect(await promotions(a)).toHaveLength(0);
    expect(await promotions(d)).toHaveLength(0);
  });

  it('lets nobody in while a lowered capacity is still full', async () => {
    const [owner, a, b, c] = [await signUp(server), await signUp(server), await signUp(server), await signUp(server)];
    const event = await create(owner, { capacity: 2 });
    for (const user of [a, b, c]) await rsvp(user, event.id, 'going');
    const lowered = await server.secured<GameEvent>(owner.token, 'updateEvent', {
      ...tournament,
      id: event.id,
      capacity: 1,
    });
    // Those going stay going; the place a leaver frees was over the capacity, so the one waiting still waits.
    expect(lowered.data.counts).toMatchObject({ going: 2, waiting: 1 });
    expect((await rsvp(a, event.id, 'notGoing')).data.counts).toMatchObject({ going: 1, waiting: 1 });
    expect(await promotions(c)).toHaveLength(0);
    // Under the capacity again, the next place is a real one.
    expect((await rsvp(b, event.id, 'notGoing')).data.counts).toMatchObject({ going: 1, waiting: 0 });
    expect(await promotions(c)).toHaveLength(1);
  });

  it('keeps the counts the list shows equal to the answers, a purged account taken off with its answers', async () => {
    const [owner, a, b, c, d] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ];
    const unique = `counted ${Date.now()}`;
    const event = await create(owner, { name: unique, capacity: 2, gameId: lolId });
    await rsvp(a, event.id, 'going');
    await rsvp(b, event.id, 'going');
    await rsvp(c, event.id, 'going');
    await rsvp(d, event.id, 'interested');
    await rsvp(d, event.id, 'interested');
    const listed = async () =>
      (await server.secured<{ rows: GameEvent[] }>(d.token, 'getEvents', { page: 0, gameId: lolId })).data.rows.find(
        (e) => e.name === unique,
      )?.counts;
    expect(await listed()).toEqual({ going: 2, interested: 1, notGoing: 0, waiting: 1 });
    // The account going first is deleted, then purged past its grace: its answer goes by cascade.
    await server.app.services.repos.sql(`update users set deleted_at = now() - interval '60 days' where id = $1`, [
      a.id,
    ]);
    expect(await purgeDeletedAccounts(server.app.services)).toBeGreaterThanOrEqual(1);
    // Its place went to the one waiting, as when someone says they are not going, who is told.
    expect(await listed()).toEqual({ going: 2, interested: 1, notGoing: 0, waiting: 0 });
    expect((await promotions(c)).map((n) => [n.related_parameter, n.actor?.id])).toEqual([[event.id, owner.id]]);
    expect(await promotions(b)).toHaveLength(0);
    expect((await rsvp(c, event.id, 'going')).data.me.status).toBe('going');
    expect((await rsvp(b, event.id, 'notGoing')).data.counts).toEqual({
      going: 1,
      interested: 1,
      notGoing: 1,
      waiting: 0,
    });
    // The list read before those answers shows them at once.
    expect(await listed()).toEqual({ going: 1, interested: 1, notGoing: 1, waiting: 0 });
    const { rows } = await server.app.services.repos.sql(
      `select status, count(*)::int as n from event_participants where event_id = $1 group by status order by status`,
      [event.id],
    );
    expect(rows).toEqual([
      { status: 'going', n: 1 },
      { status: 'interested', n: 1 },
      { status: 'notGoing', n: 1 },
    ]);
  });
});

describe('upcoming events', () => {
  it('lists what is not over, soonest first, by game, tag, kind and whom I follow', async () => {
    const [host, followed, viewer] = [await signUp(server), await signUp(server), await signUp(server)];
    const unique = `${Date.now()}`;
    const later = await create(host, { name: `later ${unique}`, startsAt: inDays(30), endsAt: null, gameId: lolId });
    const sooner = await create(followed, {
      name: `sooner ${unique}`,
      startsAt: inDays(20),
      endsAt: null,
      gameId: lolId,
      kind: 'inPerson',
      location: 'Kadıköy, İstanbul',
      tags: ['casual'],
    });
    await server.secured(viewer.token, 'followUser', { userId: followed.id });
    type Page = { rows: GameEvent[]; total_rows: number };
    const list = async (filters: object) =>
      (await server.secured<Page>(viewer.token, 'getEvents', { page: 0, ...filters })).data.rows
        .filter((e) => e.name.endsWith(unique))
        .map((e) => e.id);
    expect(await list({ gameId: lolId })).toEqual([sooner.id, later.id]);
    expect(await list({ gameId: lolId, tag: 'casual' })).toEqual([sooner.id]);
    expect(await list({ gameId: lolId, kind: 'online' })).toEqual([later.id]);
    expect(await list({ onlyFollow: true })).toEqual([sooner.id]);
  });

  it('leaves out an event once it is over, though the list was read before', async () => {
    const [host, viewer] = [await signUp(server), await signUp(server)];
    const unique = `${Date.now()}`;
    const ending = await create(host, { name: `ending ${unique}`, startsAt: inDays(0, 1), endsAt: inDays(0, 2) });
    const next = await create(host, { name: `next ${unique}`, startsAt: inDays(0, 5), endsAt: null });
    type Page = { rows: GameEvent[]; total_rows: number };
    const list = async () => {
      const page = (await server.secured<Page>(viewer.token, 'getEvents', { page: 0 })).data;
      return { ids: page.rows.filter((e) => e.name.endsWith(unique)).map((e) => e.id), total: page.total_rows };
    };
    const before = await list();
    expect(before.ids).toEqual([ending.id, next.id]);
    clock = new Date(inDays(0, 3));
    try {
      expect(await list()).toEqual({ ids: [next.id], total: before.total - 1 });
    } finally {
      clock = undefined;
    }
  });

  it('gives a calendar file that parses as one event at the right time', async () => {
    const user = await signUp(server);
    const event = await create(user, { name: "Watch party; $' finals, live" });
    const calendar = await server.secured<{ filename: string; content: string }>(user.token, 'getEventCalendar', {
      id: event.id,
    });
    expect(calendar.data.filename).toBe('watch-party-finals-live.ics');
    // RFC 5545: lines folded with CRLF and a space; unfold, then read the properties.
    const lines = calendar.data.content.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    const prop = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
    expect(prop('SUMMARY')).toBe("Watch party\\; $' finals\\, live");
    expect(prop('DTSTART')).toBe(tournament.startsAt.replace(/[-:]/g, ''));
    expect(prop('DTEND')).toBe(tournament.endsAt.replace(/[-:]/g, ''));
    expect(prop('URL')).toBe(`http://gamefolk.test/events/${event.id}`);
    // The calendar names who made it (RFC 5545's PRODID): Gamefolk, not the library.
    expect(prop('PRODID')).toBe('-//Gamefolk//Events//EN');
  });
});

describe('reminders', () => {
  it('reminds each "going" player once, whenever they answered, until the event starts', async () => {
    const minute = (m: number) => new Date(Date.UTC(2031, 2, 1, 17, m, 30));
    clock = minute(0);
    try {
      const host = await signUp(server);
      const early = await signUp(server);
      const late = await signUp(server);
      const fickle = await signUp(server);
      const tooLate = await signUp(server);
      // Made 40 minutes ahead: the first run finds nobody going yet.
      const event = await create(host, { startsAt: '2031-03-01T17:40:00Z', endsAt: '2031-03-01T19:00:00Z' });
      const reminded = async (user: User) =>
        (await server.secured<Notification[]>(user.token, 'getNotifications', {})).data.filter(
          (n) => n.type === 'eventReminder' && n.related_parameter === event.id,
        ).length;
      const run = async (m: number) => {
        clock = minute(m);
        await server.app.scheduler.tick();
      };
      await run(1);
      await rsvp(early, event.id, 'going');
      await rsvp(fickle, event.id, 'going');
      await run(2);
      await expect.poll(() => reminded(early), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => reminded(fickle), { timeout: 15_000 }).toBe(1);
      // Said "going" in the last hour: reminded at the next run; those reminded before are not reminded again.
      await rsvp(late, event.id, 'going');
      await rsvp(fickle, event.id, 'interested');
      await rsvp(fickle, event.id, 'going');
      await run(3);
      await expect.poll(() => reminded(late), { timeout: 15_000 }).toBe(1);
      // Once started, nobody more (it runs until 19:00, so a late player may still say "going"). A second event,
      // starting at 18:30, enters its hour at 17:41: its reminder tells that the run at 17:41 is done.
      const later = await create(host, { startsAt: '2031-03-01T18:30:00Z', endsAt: '2031-03-01T20:00:00Z' });
      const sentinel = await signUp(server);
      await rsvp(sentinel, later.id, 'going');
      clock = minute(41);
      expect((await rsvp(tooLate, event.id, 'going')).data.me.status).toBe('going');
      await run(41);
      await expect
        .poll(
          async () =>
            (await server.secured<Notification[]>(sentinel.token, 'getNotifications', {})).data.filter(
              (n) => n.type === 'eventReminder' && n.related_parameter === later.id,
            ).length,
          { timeout: 15_000 },
        )
        .toBe(1);
      expect(await reminded(tooLate)).toBe(0);
      expect([await reminded(early), await reminded(fickle), await reminded(late)]).toEqual([1, 1, 1]);
      // A player's reminder reached them once, not a second notification row with a count above one.
      const [note] = (await server.secured<Notification[]>(fickle.token, 'getNotifications', {})).data.filter(
        (n) => n.type === 'eventReminder',
      );
      expect(note!.extra_parameter).toBe(1);
      // Named by the event's name.
      expect(note!.subject).toEqual({ name: tournament.name });
    } finally {
      clock = undefined;
    }
  }, 60_000);

  // Instances of one deployment hear each other through Redis: without REDIS_URL (the embedded run) this is skipped.
  it.skipIf(!process.env.REDIS_URL)(
    'reaches each "going" player once, an hour before, with two instances',
    async () => {
      const { openTestDatabase } = await import('../../test/database.js');
      const database = await openTestDatabase();
      let clock = new Date('2030-06-01T17:00:30Z');
      const now = () => clock;
      // One cluster: the instances share Redis and a prefix, so the one that runs the delivery reaches a socket on the other.
      const shared = { redisPrefix: `gf:test:${randomBytes(4).toString('hex')}:`, redisUrl: process.env.REDIS_URL };
      const jobs = { tickMs: 0, pollSeconds: 0.5, retryDelay: 1 };
      const instances = [
        await startTestServer(shared, { database, now, jobs }),
        await startTestServer(shared, { database, now, jobs }),
      ];
      try {
        const [host, player, maybe] = [
          await signUp(instances[0]!),
          await signUp(instances[0]!),
          await signUp(instances[1]!),
        ];
        const made = await instances[0]!.secured<GameEvent>(host.token, 'createEvent', {
          ...tournament,
          startsAt: '2030-06-01T18:30:00Z',
          endsAt: null,
        });
        await instances[1]!.secured(player.token, 'setParticipation', { id: made.data.id, status: 'going' });
        const socket = await openSocket(instances[0]!.url, '/ws/notifications', player.token);
        await socket.next('ready');
        await instances[1]!.secured(maybe.token, 'setParticipation', { id: made.data.id, status: 'interested' });
        const reminders = async (user: User) =>
          (await instances[0]!.secured<Notification[]>(user.token, 'getNotifications', {})).data.filter(
            (n) => n.type === 'eventReminder',
          );
        const tickAll = () => Promise.all(instances.map((s) => s.app.scheduler.tick()));

        await tickAll(); // 90 minutes before: nothing yet
        // Kept pause: nothing (more) must come, and no event marks that (the workers look every 0.5 s).
        await new Promise((r) => setTimeout(r, 1500));
        expect(await reminders(player)).toHaveLength(0);

        clock = new Date('2030-06-01T17:31:10Z');
        await tickAll();
        await tickAll();
        await expect.poll(async () => (await reminders(player)).length, { timeout: 10_000 }).toBe(1);
        // The live frame follows through the job queue and Redis: wait for it, then make sure no second one comes.
        const told = () =>
          socket.frames.filter(
            (f) => f.type === 'notification' && (f.notification as Notification).type === 'eventReminder',
          );
        await expect.poll(() => told().length, { timeout: 15_000 }).toBe(1);
        clock = new Date('2030-06-01T17:32:10Z');
        await tickAll();
        await tickAll();
        // Kept pause: nothing (more) must come, and no event marks that (the workers look every 0.5 s).
        await new Promise((r) => setTimeout(r, 1500));
        const [reminder] = await reminders(player);
        expect(reminder).toMatchObject({ related_parameter: made.data.id, extra_parameter: 1, read: false });
        expect(reminder!.actor?.id).toBe(host.id);
        expect(await reminders(maybe)).toHaveLength(0);
        // Told live once: one frame, however many instances ticked and however often.
        expect(told()).toHaveLength(1);
        socket.close();
      } finally {
        for (const instance of instances) await instance.close();
        await database.close();
      }
      // Two instances start and stop here; a stop may wait for a job in hand (bounded: jobs/queue.ts).
    },
    120_000,
  );
});
