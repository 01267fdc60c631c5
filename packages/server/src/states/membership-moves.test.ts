import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';

// Every move of states/membership-moves.ts through the actions players use, its refusals, and races.
let server: TestServer;
let png: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
}, 180_000);
afterAll(() => server.close());

type User = Awaited<ReturnType<typeof signUp>>;
type Answer = { data: unknown; error?: { code: string } };

let made = 0;
/** An organization of `founder`'s, with a logo of their own (an upload is its owner's to use). */
async function organizationOf(founder: User) {
  const base64 = png.toString('base64');
  const logo = await server.secured<{ url: string }>(founder.token, 'uploadFile', { base64, kind: 'logo' });
  const org = await server.secured<{ id: number }>(founder.token, 'createOrganization', {
    name: `Moves ${made++} ${Date.now() % 100_000}`,
    country: 'TUR',
    category_id: 1,
    logo_url: logo.data.url,
  });
  expect(org.error).toBeUndefined();
  return org.data.id;
}
const invite = (manager: User, organizationId: number, users: User[]): Promise<Answer> =>
  server.secured(manager.token, 'inviteToOrganization', { organizationId, userIds: users.map((u) => u.id) });
const answer = (user: User, organizationId: number, accept: boolean): Promise<Answer> =>
  server.secured(user.token, 'answerOrganizationInvite', { organizationId, accept });
const leave = (user: User, organizationId: number): Promise<Answer> =>
  server.secured(user.token, 'leaveOrganization', { organizationId });
const setMember = (manager: User, organizationId: number, user: User, isMember: boolean): Promise<Answer> =>
  server.secured(manager.token, 'setUserOrganizationRole', { organizationId, userIds: [user.id], isMember });
const placeOf = async (user: User, organizationId: number) =>
  (await server.secured<{ me: { status: string } | null }>(user.token, 'organizationId', { id: organizationId })).data
    .me?.status ?? null;
const code = async (answered: Promise<Answer>) => (await answered).error?.code;

describe('membership moves', () => {
  it('makes every allowed move and refuses the others with their codes', async () => {
    const founder = await signUp(server);
    const player = await signUp(server);
    const organizationId = await organizationOf(founder);

    expect(await code(answer(player, organizationId, true))).toBe('noInvitation');
    expect(await code(leave(player, organizationId))).toBe('notOrganizationMember');
    expect((await invite(founder, organizationId, [player])).data).toEqual({ invited: [player.id] });
    expect(await placeOf(player, organizationId)).toBe('invited');
    expect(await code(invite(founder, organizationId, [player]))).toBe('alreadyMember');
    expect(await code(leave(player, organizationId))).toBe('notOrganizationMember');
    expect((await answer(player, organizationId, true)).data).toEqual({ status: 'member' });
    expect(await code(answer(player, organizationId, false))).toBe('noInvitation');
    expect(await code(invite(founder, organizationId, [player]))).toBe('alreadyMember');
    expect((await leave(player, organizationId)).data).toEqual({ left: true });
    expect(await placeOf(player, organizationId)).toBeNull();

    await invite(founder, organizationId, [player]);
    await answer(player, organizationId, true);
    expect((await setMember(founder, organizationId, player, false)).error).toBeUndefined();
    expect(await placeOf(player, organizationId)).toBeNull();
  });

  it('lets one of two answers to one invitation happen, refusing the other', { timeout: 120_000 }, async () => {
    const founder = await signUp(server);
    const organizationId = await organizationOf(founder);
    for (let round = 0; round < 6; round++) {
      const player = await signUp(server);
      await invite(founder, organizationId, [player]);
      const both = await Promise.all([answer(player, organizationId, true), answer(player, organizationId, false)]);
      const won = both.filter((b) => !b.error);
      expect(won).toHaveLength(1);
      expect(both.find((b) => b.error)!.error!.code).toBe('noInvitation');
      const accepted = (won[0]!.data as { status: string }).status === 'member';
      expect(await placeOf(player, organizationId)).toBe(accepted ? 'member' : null);
    }
  });

  it('invites a player once when two managers invite them at once', { timeout: 120_000 }, async () => {
    const founder = await signUp(server);
    const admin = await signUp(server);
    const organizationId = await organizationOf(founder);
    await invite(founder, organizationId, [admin]);
    await answer(admin, organizationId, true);
    await server.secured(founder.token, 'setUserOrganizationRole', {
      organizationId,
      userIds: [admin.id],
      isMember: true,
      isManager: true,
    });
    for (let round = 0; round < 4; round++) {
      const player = await signUp(server);
      const both = await Promise.all([
        invite(founder, organizationId, [player]),
        invite(admin, organizationId, [player]),
      ]);
      expect(both.filter((b) => !b.error)).toHaveLength(1);
      expect(both.find((b) => b.error)!.error!.code).toBe('alreadyMember');
      // A member invited again stays a member.
      await answer(player, organizationId, true);
      const again = await Promise.all([
        invite(founder, organizationId, [player]),
        invite(admin, organizationId, [player]),
      ]);
      expect(again.map((a) => a.error?.code)).toEqual(['alreadyMember', 'alreadyMember']);
      expect(await placeOf(player, organizationId)).toBe('member');
    }
  });

  it('removes a member once when they leave as a manager removes them', { timeout: 120_000 }, async () => {
    const founder = await signUp(server);
    const organizationId = await organizationOf(founder);
    for (let round = 0; round < 6; round++) {
      const player = await signUp(server);
      await invite(founder, organizationId, [player]);
      await answer(player, organizationId, true);
      const both = await Promise.all([
        leave(player, organizationId),
        setMember(founder, organizationId, player, false),
      ]);
      const losers = both.filter((b) => b.error);
      expect(losers).toHaveLength(1);
      expect(losers[0]!.error!.code).toBe('notOrganizationMember');
      expect(await placeOf(player, organizationId)).toBeNull();
    }
  });
});
