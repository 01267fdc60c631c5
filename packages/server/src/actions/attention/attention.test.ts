// Issue 44 (items 2, 3): mutes, muted words and notification settings, as the players on each side see them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { startPushService } from '../../test/push-service.js';
import { openSocket } from '../../test/socket.js';

const DAY = 86_400_000;
let clock = Date.now();
let server: TestServer;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
  server = await startTestServer(
    { push: { ...loadConfig({}).push, ...push.config } },
    { now: () => new Date(clock), jobs: { tickMs: 0, pollSeconds: 0.5, retryDelay: 1 } },
  );
});
afterAll(async () => {
  await server.close();
  await push.close();
});

type Item = { id: number; userId: number; content: string; muted?: boolean; relatedFeed: { id: number } | null };
type Note = { type: string; related_parameter: number; content: number | null };
type Player = Awaited<ReturnType<typeof signUp>>;

const write = async (who: Player, content: string) =>
  (await server.secured<Item>(who.token, 'post', { typeId: 1, content: `<p>${content}</p>`, feedAttachments: [] }))
    .data;
const ids = (items: Item[]) => items.map((i) => i.id);
/** Every page of My feed. */
const myFeed = async (who: Player) => {
  const all: number[] = [];
  for (let page = 0; ; page++) {
    const items = (await server.secured<Item[]>(who.token, 'getFeed', { typeId: 1, page })).data;
    if (!items.length) return all;
    all.push(...ids(items));
  }
};
const discover = async (who: Player) => ids((await server.secured<Item[]>(who.token, 'getFeed', { typeId: 2 })).data);
const hashtag = async (who: Player, tag: string) =>
  ids((await server.secured<Item[]>(who.token, 'getFeed', { search_keys: `#${tag}` })).data);
const notes = async (who: Player) => (await server.secured<Note[]>(who.token, 'getNotifications')).data;
const mention = (who: Player) =>
  `<span data-type="mention" data-id="${who.id}" data-kind="user">@${who.username}</span>`;

describe('muting a player', () => {
  it("takes the player's posts, reposts and notifications out of the muter's feeds, and the muted player sees no change", async () => {
    const [mia, noisy, friend] = [await signUp(server), await signUp(server), await signUp(server)];
    await server.secured(mia.token, 'followUser', { userId: noisy.id });
    await server.secured(mia.token, 'followUser', { userId: friend.id });
    await server.secured(noisy.token, 'followUser', { userId: mia.id });
    const loud = await write(noisy, 'look at my #loudtag play');
    const calm = await write(friend, 'a quiet #loudtag game');
    const repost = (
      await server.secured<Item>(friend.token, 'post', { typeId: 2, relatedFeedId: loud.id, content: '' })
    ).data;
    const miasOwn = await write(mia, 'my own post');
    expect(await myFeed(mia)).toEqual(expect.arrayContaining([loud.id, calm.id, repost.id]));

    const muted = await server.secured<{ until: string | null }>(mia.token, 'muteUser', { userId: noisy.id });
    expect(muted).toMatchObject({ status: 202, data: { userId: noisy.id, muted: true, until: null } });

    const seen = await myFeed(mia);
    expect(seen).toContain(calm.id);
    expect(seen).not.toContain(loud.id);
    expect(seen).not.toContain(repost.id);
    expect(await discover(mia)).not.toContain(loud.id);
    expect(await hashtag(mia, 'loudtag')).toEqual([calm.id]);
    // Their profile still shows what they wrote, to anyone who goes there.
    const profile = await server.secured<Item[]>(mia.token, 'getFeed', { userId: noisy.id });
    expect(ids(profile.data)).toContain(loud.id);

    // Their acts make no notification for the muter; others' still do.
    await server.secured(noisy.token, 'like', { id: miasOwn.id });
    await server.secured(friend.token, 'like', { id: miasOwn.id });
    const likes = (await notes(mia)).filter((n) => n.type === 'post_liked' && n.related_parameter === miasOwn.id);
    expect(likes.map((n) => n.content)).toEqual([friend.id]);

    // The muted player is not told: their own feed, Mia's profile and posts are as before.
    expect(await hashtag(noisy, 'loudtag')).toEqual(expect.arrayContaining([loud.id, calm.id]));
    expect(await myFeed(noisy)).toContain(miasOwn.id);
    expect((await notes(noisy)).some((n) => n.content === mia.id && n.type !== 'followed')).toBe(false);

    // The settings list them; unmuting brings everything back.
    const listed = await server.secured<{ users: { user: { id: number }; until: string | null }[] }>(
      mia.token,
      'getMutes',
    );
    expect(listed.data.users.map((u) => u.user.id)).toEqual([noisy.id]);
    await server.secured(mia.token, 'unmuteUser', { userId: noisy.id });
    expect(await myFeed(mia)).toEqual(expect.arrayContaining([loud.id, repost.id]));
  }, 60_000);

  it('fills each page of a feed after the cut, so that a short page is the last, as the spec says', async () => {
    const [ivy, loud, pal] = [await signUp(server), await signUp(server), await signUp(server)];
    await server.secured(ivy.token, 'followUser', { userId: loud.id });
    await server.secured(ivy.token, 'followUser', { userId: pal.id });
    const older: number[] = [];
    for (let i = 0; i < 4; i++) older.push((await write(pal, `older ${i}`)).id);
    for (let i = 0; i < 6; i++) await write(loud, `loud ${i}`);
    const newer: number[] = [];
    for (let i = 0; i < 2; i++) newer.push((await write(pal, `newer ${i}`)).id);
    await server.secured(ivy.token, 'muteUser', { userId: loud.id });
    const page = async (at: number) =>
      ids((await server.secured<Item[]>(ivy.token, 'getFeed', { typeId: 1, page: at })).data);
    // Newest first: the two newer posts, then three of the four older, past Loud's six.
    expect(await page(0)).toEqual([newer[1], newer[0], older[3], older[2], older[1]]);
    expect(await page(1)).toEqual([older[0]]);
    expect(await page(2)).toEqual([]);
    // Loud sees their own and Pal's in pages of five as before.
    expect(
      (await server.secured<Item[]>(loud.token, 'getFeed', { userId: loud.id })).data.map((i) => i.userId),
    ).toEqual(Array(5).fill(loud.id));
  }, 60_000);

  it('ends a mute for some days by itself once the days have passed', async () => {
    const [mia, noisy] = [await signUp(server), await signUp(server)];
    await server.secured(mia.token, 'followUser', { userId: noisy.id });
    const loud = await write(noisy, 'a post for a while');
    const muted = await server.secured<{ until: string }>(mia.token, 'muteUser', { userId: noisy.id, days: 3 });
    expect(new Date(muted.data.until).getTime()).toBe(clock + 3 * DAY);
    expect(await myFeed(mia)).not.toContain(loud.id);
    clock += 3 * DAY + 1000;
    try {
      expect(await myFeed(mia)).toContain(loud.id);
      expect((await server.secured<{ users: unknown[] }>(mia.token, 'getMutes')).data.users).toEqual([]);
    } finally {
      clock -= 3 * DAY + 1000;
    }
  });

  it('folds a muted player’s comments under a post instead of leaving them out', async () => {
    const [mia, noisy, friend] = [await signUp(server), await signUp(server), await signUp(server)];
    const post = await write(mia, 'what do you think');
    const comment = (content: string, who: Player) =>
      server.secured<Item>(who.token, 'createComment', { relatedFeedId: post.id, content: `<p>${content}</p>` });
    const loud = (await comment('first!', noisy)).data;
    const kind = (await comment('nice one', friend)).data;
    await server.secured(mia.token, 'muteUser', { userId: noisy.id });
    const thread = (await server.secured<Item[]>(mia.token, 'getComments', { feedId: post.id, page: 0 })).data;
    expect(thread.find((c) => c.id === loud.id)).toMatchObject({ muted: true, content: '<p>first!</p>' });
    expect(thread.find((c) => c.id === kind.id)?.muted).toBeUndefined();
    // Seen by the muted player, nothing is folded.
    const theirs = (await server.secured<Item[]>(noisy.token, 'getComments', { feedId: post.id, page: 0 })).data;
    expect(theirs.every((c) => c.muted === undefined)).toBe(true);
  });

  it('refuses muting oneself, and players nobody may see', async () => {
    const mia = await signUp(server);
    const self = await server.secured(mia.token, 'muteUser', { userId: mia.id });
    expect(self).toMatchObject({ status: 400, error: { code: 'cannotMuteSelf' } });
    const nobody = await server.secured(mia.token, 'muteUser', { userId: 2_000_000_000 });
    expect(nobody).toMatchObject({ status: 404, error: { code: 'unknownUser' } });
    const tooLong = await server.secured(mia.token, 'muteUser', { userId: mia.id + 1, days: 366 });
    expect(tooLong).toMatchObject({ status: 400, error: { code: 'invalidInput' } });
  });
});

describe('muted words', () => {
  it('match whole words whatever their case and accents, Turkish capitals included', async () => {
    const [mia, writer] = [await signUp(server), await signUp(server)];
    await server.secured(mia.token, 'followUser', { userId: writer.id });
    const saved = await server.secured<{ words: string[] }>(mia.token, 'saveMutedWords', {
      words: ['İSTANBUL', 'pokemon', 'Çay', '#Spoiler', 'elden ring'],
    });
    expect(saved).toMatchObject({
      status: 202,
      data: { words: ['İSTANBUL', 'pokemon', 'Çay', '#Spoiler', 'elden ring'] },
    });
    const hidden = [
      await write(writer, 'Bu akşam istanbul maçı'),
      await write(writer, "Istanbul'da buluşalım"),
      await write(writer, 'ıstanbul yazımı da'),
      await write(writer, 'New POKÉMON game'),
      await write(writer, 'bir cay içelim'),
      await write(writer, 'big #spoiler ahead'),
      await write(writer, 'Elden   Ring boss'),
    ];
    const shown = [
      await write(writer, 'istanbullu oyuncular'),
      await write(writer, 'pokemons everywhere'),
      await write(writer, 'the elden lord rings'),
    ];
    const seen = await myFeed(mia);
    for (const post of hidden) expect(seen, post.content).not.toContain(post.id);
    for (const post of shown) expect(seen, post.content).toContain(post.id);
    expect(await hashtag(mia, 'spoiler')).toEqual([]);
    // The writer sees all of it.
    expect(await myFeed(writer)).toEqual(expect.arrayContaining(ids([...hidden, ...shown])));
    const listed = await server.secured<{ words: string[] }>(mia.token, 'getMutes');
    expect(listed.data.words).toContain('İSTANBUL');
  });

  it('silences the comments and mentions that hold a muted word, and no other notification', async () => {
    const [mia, writer] = [await signUp(server), await signUp(server)];
    await server.secured(mia.token, 'saveMutedWords', { words: ['İSTANBUL'] });
    const post = await write(mia, 'my clip');
    const comment = (content: string) =>
      server.secured<Item>(writer.token, 'createComment', { relatedFeedId: post.id, content: `<p>${content}</p>` });
    await comment("Istanbul'da buluşalım");
    await write(writer, `ıstanbul maçı ${mention(mia)}`);
    const heard = (await comment('gg')).data;
    const mentioned = await write(writer, `good game ${mention(mia)}`);
    await expect
      .poll(async () => (await notes(mia)).map((n) => [n.type, n.related_parameter]))
      .toEqual(
        expect.arrayContaining([
          ['post_commented', post.id],
          ['mentioned', mentioned.id],
        ]),
      );
    const all = await notes(mia);
    expect(all.map((n) => n.type).sort()).toEqual(['mentioned', 'post_commented']);
    expect(heard.id).toBeGreaterThan(0);
  });

  it('keeps at most 100 words of at most 30 characters', async () => {
    const mia = await signUp(server);
    const many = await server.secured(mia.token, 'saveMutedWords', {
      words: Array.from({ length: 101 }, (_, i) => `w${i}`),
    });
    expect(many).toMatchObject({ status: 400, error: { code: 'tooManyMutedWords' } });
    const long = await server.secured(mia.token, 'saveMutedWords', { words: ['x'.repeat(31)] });
    expect(long).toMatchObject({ status: 400, error: { code: 'mutedWordTooLong' } });
    const notList = await server.secured(mia.token, 'saveMutedWords', { words: 'spoiler' });
    expect(notList).toMatchObject({ status: 400, error: { code: 'invalidInput' } });
  });
});

describe('notification settings', () => {
  it('lists every kind with every channel on, and the digest off, until changed', async () => {
    const mia = await signUp(server);
    const got = await server.secured<{ types: Record<string, object>; digest: boolean }>(
      mia.token,
      'getNotificationSettings',
    );
    expect(got.data.digest).toBe(false);
    expect(got.data.types.mentioned).toEqual({ inApp: true, push: true, mail: true });
    expect(got.data.types.chat).toEqual({ inApp: true, push: true, mail: true });
    const bad = await server.secured(mia.token, 'saveNotificationSettings', {
      types: { nonsense: { inApp: false, push: true, mail: true } },
    });
    expect(bad).toMatchObject({ status: 400, error: { code: 'invalidInput' } });
  });

  it('keeps a kind turned off out of the app and off the devices, the other kinds still arriving', async () => {
    const [mia, writer] = [await signUp(server), await signUp(server)];
    await server.secured(mia.token, 'userDevice', { device_token: push.subscription(`mia-${mia.id}`) });
    const pushes = () => push.received.filter((r) => r.path.endsWith(`mia-${mia.id}`));
    const saved = await server.secured<{ types: Record<string, object> }>(mia.token, 'saveNotificationSettings', {
      types: {
        mentioned: { inApp: false, push: true, mail: true },
        post_liked: { inApp: true, push: false, mail: true },
      },
    });
    expect(saved.data.types.mentioned).toEqual({ inApp: false, push: true, mail: true });
    expect(saved.data.types.followed).toEqual({ inApp: true, push: true, mail: true });

    // A mention: pushed to the closed app, but not listed in it.
    const mentioning = await write(writer, `hey ${mention(mia)}`);
    await expect.poll(() => pushes().length, { timeout: 10_000 }).toBe(1);
    expect((await notes(mia)).some((n) => n.type === 'mentioned')).toBe(false);

    // A like: listed, and heard live with the app open, but never pushed.
    const own = await write(mia, 'like this');
    await server.secured(writer.token, 'like', { id: own.id });
    await expect.poll(async () => (await notes(mia)).some((n) => n.type === 'post_liked')).toBe(true);
    const read = await server.secured<{ unread: number }>(mia.token, 'readNotifications', { id: 2_000_000_000 });
    expect(read.data.unread).toBe(1);

    // Turned off everywhere, a kind is not even recorded; the settings keep what was not sent again.
    await server.secured(mia.token, 'saveNotificationSettings', {
      types: { followed: { inApp: false, push: false, mail: false } },
    });
    const live = await openSocket(server.url, '/ws/notifications', mia.token);
    try {
      await live.next('ready');
      await server.secured(writer.token, 'followUser', { userId: mia.id });
      await server.secured(writer.token, 'like', { id: (await write(mia, 'again')).id });
      const frame = (await live.next('notification')) as unknown as { notification: Note };
      expect(frame.notification.type).toBe('post_liked');
      expect(live.frames.some((f) => (f as { notification?: Note }).notification?.type === 'followed')).toBe(false);
    } finally {
      live.close();
    }
    expect(
      await server.app.services.repos.notifications.find({
        userId: mia.id,
        type: 'followed',
        relatedParameter: writer.id,
      }),
    ).toBeUndefined();
    expect(pushes()).toHaveLength(1);
    const after = await server.secured<{ types: Record<string, object> }>(mia.token, 'getNotificationSettings');
    expect(after.data.types.mentioned).toEqual({ inApp: false, push: true, mail: true });
    expect(mentioning.id).toBeGreaterThan(0);
  });

  it('asks the same rule before a chat push: a muted sender or chat turned off reaches no device', async () => {
    const { mayReach } = await import('../../services/attention/attention.js');
    const [mia, noisy, friend] = [await signUp(server), await signUp(server), await signUp(server)];
    const reach = (actorId: number) =>
      mayReach(server.app.services, { recipientId: mia.id, actorId, kind: 'chat', channel: 'push' });
    expect(await reach(noisy.id)).toBe(true);
    await server.secured(mia.token, 'muteUser', { userId: noisy.id, days: 1 });
    expect([await reach(noisy.id), await reach(friend.id)]).toEqual([false, true]);
    await server.secured(mia.token, 'saveNotificationSettings', {
      types: { chat: { inApp: true, push: false, mail: true } },
    });
    expect(await reach(friend.id)).toBe(false);
  });
});

describe('the daily digest', () => {
  it('mails what a player missed after a day away, once, with a one-click unsubscribe that needs no sign-in', async () => {
    const [mia, writer] = [await signUp(server), await signUp(server)];
    await server.secured(mia.token, 'saveNotificationSettings', {
      digest: true,
      types: { post_liked: { inApp: true, push: true, mail: false } },
    });
    const own = await write(mia, 'a post to be liked');
    await server.secured(writer.token, 'like', { id: own.id });
    await write(writer, `calling ${mention(mia)} over`);
    const digests = () => server.smtp.inbox.filter((m) => m.to === mia.email && /missed/.test(m.subject));

    // Still around (a session seen today): no digest.
    await server.app.scheduler.tick();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(digests()).toEqual([]);

    clock += DAY + 3_600_000;
    try {
      await server.app.scheduler.tick();
      const mail = await server.smtp.waitFor(mia.email, /missed/);
      expect(mail.text).toContain(`${writer.username} mentioned you`);
      expect(mail.text).not.toMatch(/liked/);
      const link = /http:\/\/gamefolk\.test(\/api\/unsubscribe\/[\w.-]+)/.exec(mail.text)![1]!;
      expect(mail.headers.get('list-unsubscribe')).toBe(`<http://gamefolk.test${link}>`);
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

      // Another run the same day mails nothing more.
      await server.app.scheduler.tick();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(digests()).toHaveLength(1);

      // The mail program's one click, with no session; a forged token changes nothing.
      const forged = await fetch(`${server.url}${link.replace(/\.[\w-]+$/, `.${'A'.repeat(43)}`)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(forged.status).toBe(400);
      const clicked = await fetch(`${server.url}${link}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(clicked.status).toBe(200);
      const settings = await server.secured<{ digest: boolean }>(mia.token, 'getNotificationSettings');
      expect(settings.data.digest).toBe(false);
      // The link in the mail's text works the same when opened.
      const opened = await fetch(`${server.url}${link}`);
      expect([opened.status, await opened.text()]).toEqual([200, expect.stringContaining('unsubscribed')]);
    } finally {
      clock -= DAY + 3_600_000;
    }
  });
});
