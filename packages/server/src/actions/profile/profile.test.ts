import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let ayse: Awaited<ReturnType<typeof signUp>>;
let can: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer();
  ayse = await signUp(server, 'ayse');
  can = await signUp(server, 'can');
});
afterAll(() => server.close());

describe('profiles', () => {
  // Issue 47 item 11: a profile says what a block means, to each side, instead of offering actions that would fail.
  it('tells each side of a block where it stands, and nobody else', async () => {
    const [blocker, blocked, other] = [await signUp(server), await signUp(server), await signUp(server)];
    expect((await server.secured(blocker.token, 'blockuser', { blocked_user_id: blocked.id })).status).toBe(202);
    const seenBy = async (viewer: { token: string }, code: string) =>
      (await server.secured<{ block?: string }>(viewer.token, 'getUserByCode', { code })).data;
    expect((await seenBy(blocker, blocked.username)).block).toBe('mine');
    expect((await seenBy(blocked, blocker.username)).block).toBe('theirs');
    expect(
      (await server.secured<{ block?: string }>(blocked.token, 'getUserById', { id: blocker.id })).data.block,
    ).toBe('theirs');
    expect(await seenBy(other, blocker.username)).not.toHaveProperty('block');
    expect(await seenBy(blocker, blocker.username)).not.toHaveProperty('block');
    await server.secured(blocker.token, 'unblockUser', { blocked_user_id: blocked.id });
    expect(await seenBy(blocked, blocker.username)).not.toHaveProperty('block');
  });

  it('round-trips personals, and hides the phone from others', async () => {
    const saved = await server.secured(ayse.token, 'savePersonals', {
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      about: 'Support main. Night owl.',
      phone: '905551112233',
      country: 'TUR',
      socials: { twitch: 'https://www.twitch.tv/ayse', x: 'x.com/ayse' },
      platforms: { steam: 'ayse_gg', playstation: 'AyseY' },
    });
    expect(saved.status).toBe(202);
    const mine = await server.secured<Record<string, unknown>>(ayse.token, 'getPersonals', { userId: ayse.id });
    expect(mine.data).toMatchObject({
      about: 'Support main. Night owl.',
      phone: '905551112233',
      country: 'TUR',
      socials: { twitch: 'https://www.twitch.tv/ayse', x: 'x.com/ayse' },
      platforms: { steam: 'ayse_gg', playstation: 'AyseY' },
    });
    const theirs = await server.secured<Record<string, unknown>>(can.token, 'getPersonals', { userId: ayse.id });
    expect(theirs.data.phone).toBeNull();
    expect(theirs.data.about).toBe('Support main. Night owl.');
    const card = await server.secured(can.token, 'getUserByCode', { code: 'AYSE' });
    expect(card.data).toMatchObject({ id: ayse.id, fullname: 'Ayşe Yılmaz', isSelf: false });
  });

  it.each([
    [{ about: 'x'.repeat(251) }, 'textTooLong', 'about'],
    [{ first_name: 'x'.repeat(31) }, 'textTooLong', 'first_name'],
    [{ phone: '+90 555' }, 'invalidPhone', 'phone'],
    [{ phone: '555abc' }, 'invalidPhone', 'phone'],
    [{ socials: { instagram: 'https://evil.example.com/instagram.com' } }, 'socialLinkInvalid', 'socials.instagram'],
    [{ socials: { kick: 'javascript:alert(1)' } }, 'socialLinkInvalid', 'socials.kick'],
    [{ favouriteGames: [1, 2, 3, 4, 5] }, 'tooManyFavouriteGames', 'favouriteGames'],
  ])('refuses %j with %s', async (payload, code, field) => {
    const answer = await server.secured(ayse.token, 'savePersonals', payload);
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code, field });
  });

  it("refuses to edit someone else's profile with the spec's text", async () => {
    for (const [action, payload] of [
      ['savePersonals', { userId: ayse.id, about: 'hacked' }],
      ['saveUserSystem', { userId: ayse.id, gpu: 'hacked' }],
      ['saveGamingStatus', { userId: ayse.id, gaming_status: 'hacked' }],
    ] as const) {
      const answer = await server.secured(can.token, action, payload);
      expect(answer.status).toBe(403);
      expect(answer.error?.description).toBe("You don't have authorization for this action.");
    }
    const mine = await server.secured<{ about: string }>(ayse.token, 'getPersonals', { userId: ayse.id });
    expect(mine.data.about).not.toBe('hacked');
  });

  it('saves hardware, accessories and gaming status', async () => {
    await server.secured(ayse.token, 'saveUserSystem', { gpu: 'RTX 4070', processor: 'Ryzen 7 7800X3D', ram: '32 GB' });
    await server.secured(ayse.token, 'saveUserAccessories', { mouse: 'G Pro X Superlight', chair: 'Secretlab' });
    await server.secured(ayse.token, 'saveGamingStatus', { gaming_status: 'Looking for duo' });
    expect((await server.secured(can.token, 'getUserSystem', { userId: ayse.id })).data).toEqual({
      gpu: 'RTX 4070',
      processor: 'Ryzen 7 7800X3D',
      ram: '32 GB',
    });
    expect((await server.secured(can.token, 'getUserAccessories', { userId: ayse.id })).data).toEqual({
      mouse: 'G Pro X Superlight',
      chair: 'Secretlab',
    });
    const personals = await server.secured<{ gaming_status: string }>(can.token, 'getPersonals', { userId: ayse.id });
    expect(personals.data.gaming_status).toBe('Looking for duo');
  });

  it('sets a profile photo from an own upload, never from someone else’s', async () => {
    const image = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0af' } })
      .png()
      .toBuffer();
    const mine = await server.secured<{ url: string }>(ayse.token, 'uploadFile', { base64: image.toString('base64') });
    const saved = await server.secured<{ photoUrl: string }>(ayse.token, 'saveUserPhotos', {
      profile_photo: mine.data.url,
      addPhotos: [mine.data.url],
    });
    expect(saved.data.photoUrl).toBe(mine.data.url);
    expect((await server.secured<{ photoUrl: string }>(can.token, 'getUserById', { id: ayse.id })).data.photoUrl).toBe(
      mine.data.url,
    );
    const gallery = await server.secured<unknown[]>(can.token, 'getUserPhotos', { userId: ayse.id, page: 1 });
    expect(gallery.data).toHaveLength(1);

    const stolen = await server.secured(can.token, 'saveUserPhotos', { profile_photo: mine.data.url });
    expect(stolen.status).toBe(403);
    const outside = await server.secured(can.token, 'saveUserPhotos', {
      profile_photo: 'https://evil.example.com/x.png',
    });
    expect(outside.status).toBe(400);
  });

  it('answers unknownUser for a missing user', async () => {
    const answer = await server.secured(can.token, 'getUserById', { id: 999_999 });
    expect(answer).toMatchObject({ status: 404, error: { code: 'unknownUser' } });
  });
});
