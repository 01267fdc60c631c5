import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromName } from '../../services/views/organization-names.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Org = {
  id: number;
  code: string;
  name: string;
  me: { isFounder: boolean; isManager: boolean; role: string | null } | null;
  memberCount: number;
};
type Member = { id: number; role: string | null; isManager: boolean; isFounder: boolean };

async function logo(token: string) {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  return (await server.secured<{ url: string }>(token, 'uploadFile', { base64: png.toString('base64'), kind: 'logo' }))
    .data.url;
}

async function found(token: string, name: string) {
  return server.secured<Org>(token, 'createOrganization', {
    name,
    country: 'TUR',
    category_id: 1,
    logo_url: await logo(token),
  });
}

describe('organization names', () => {
  it.each([
    ['Çılgın Şövalyeler & Co', 'cilgin-sovalyeler-co'],
    ['Team Liquid', 'team-liquid'],
    ['  Ağır   Çekim!! ', 'agir-cekim'],
    ['İstanbul Wildcats', 'istanbul-wildcats'],
    ['Öğle Ünlüleri-', 'ogle-unluleri'],
  ])('%s → %s', (name, code) => expect(codeFromName(name)).toBe(code));

  it('enforces every naming rule with its code', async () => {
    const { token } = await signUp(server);
    const url = await logo(token);
    const attempt = (payload: object) =>
      server.secured(token, 'createOrganization', {
        name: 'Valid Name',
        country: 'TUR',
        category_id: 2,
        logo_url: url,
        ...payload,
      });
    expect((await attempt({ name: '' })).error?.code).toBe('fieldRequired');
    expect((await attempt({ name: 'x'.repeat(31) })).error?.code).toBe('textTooLong');
    expect((await attempt({ name: 'Game Folk Esports' })).error?.code).toBe('stealingName');
    expect((await attempt({ name: 'The GAMEFOLK team' })).error?.code).toBe('stealingName');
    expect((await attempt({ name: 'Official Admins' })).error?.code).toBe('organizationNameNotAccepted');
    expect((await attempt({ name: 'Destek Ekibi' })).error?.code).toBe('organizationNameNotAccepted');
    expect((await attempt({ name: '!!!' })).error?.code).toBe('organizationNameNotAccepted');
    expect((await attempt({ description: 'x'.repeat(251) })).error?.code).toBe('textTooLong');
    expect((await attempt({ country: undefined })).error?.code).toBe('fieldRequired');
    expect((await attempt({ category_id: undefined })).error?.code).toBe('fieldRequired');
    expect((await attempt({ logo_url: undefined })).error?.code).toBe('missingLogo');
  });

  it('gives a taken code an underscore and a digit', async () => {
    const { token } = await signUp(server);
    const first = await found(token, 'Çılgın Şövalyeler & Co');
    expect(first.data.code).toBe('cilgin-sovalyeler-co');
    const second = await found(token, 'Cilgin Sovalyeler Co');
    expect(second.data.code).toMatch(/^cilgin-sovalyeler-co_\d$/);
    expect(
      (await server.secured<{ available: boolean }>(token, 'checkOrganizationCode', { name: 'cilgin sovalyeler co' }))
        .data.available,
    ).toBe(false);
  });
});

describe('members and roles', () => {
  it('lets the founder and admins change roles, never a member or a stranger', async () => {
    const founder = await signUp(server);
    const admin = await signUp(server);
    const member = await signUp(server);
    const stranger = await signUp(server);
    const { data: org } = await found(founder.token, 'Role Testers');
    expect(org.me).toMatchObject({ isFounder: true, isManager: true });

    const invited = await server.secured<{ invited: number[] }>(founder.token, 'inviteToOrganization', {
      organizationId: org.id,
      userIds: [admin.id, member.id],
    });
    expect(invited.data.invited).toEqual([admin.id, member.id]);
    const note = (await server.secured<{ type: string; related_parameter: number }[]>(admin.token, 'getNotifications'))
      .data[0];
    expect(note).toMatchObject({ type: 'inviteOrganization', related_parameter: org.id });
    await server.secured(admin.token, 'answerOrganizationInvite', { organizationId: org.id, accept: true });
    await server.secured(member.token, 'answerOrganizationInvite', { organizationId: org.id, accept: true });

    const promote = await server.secured<Member[]>(founder.token, 'setUserOrganizationRole', {
      organizationId: org.id,
      userIds: [admin.id],
      role: 'Captain',
      isManager: true,
    });
    expect(promote.data[0]).toMatchObject({ role: 'Captain', isManager: true });
    const byAdmin = await server.secured<Member[]>(admin.token, 'setUserOrganizationRole', {
      organizationId: org.id,
      userIds: [member.id],
      role: 'Support main',
    });
    expect(byAdmin.data[0]).toMatchObject({ role: 'Support main', isManager: false });
    const types = (await server.secured<{ type: string }[]>(member.token, 'getNotifications')).data.map((n) => n.type);
    expect(types).toContain('organizationRoleCreated');

    for (const outsider of [member, stranger]) {
      const denied = await server.secured(outsider.token, 'setUserOrganizationRole', {
        organizationId: org.id,
        userIds: [admin.id],
        role: 'Benched',
      });
      expect(denied.error?.description).toBe("You don't have authorization for this action.");
    }
    const demoteFounder = await server.secured(admin.token, 'setUserOrganizationRole', {
      organizationId: org.id,
      userIds: [founder.id],
      role: 'Nobody',
    });
    expect(demoteFounder.status).toBe(403);

    const members = await server.secured<Member[]>(stranger.token, 'organizationUsersDetail', {
      organizationId: org.id,
    });
    expect(members.data.map((m) => m.role)).toEqual(['Founder', 'Captain', 'Support main']);
    expect((await server.secured(member.token, 'leaveOrganization', { organizationId: org.id })).status).toBe(202);
    expect((await server.secured(founder.token, 'leaveOrganization', { organizationId: org.id })).error?.code).toBe(
      'founderCannotLeave',
    );
  });

  it('declining an invitation leaves nothing behind', async () => {
    const founder = await signUp(server);
    const player = await signUp(server);
    const { data: org } = await found(founder.token, 'Decline Club');
    await server.secured(founder.token, 'inviteToOrganization', { organizationId: org.id, userIds: [player.id] });
    expect(
      (await server.secured(player.token, 'answerOrganizationInvite', { organizationId: org.id, accept: false })).data,
    ).toEqual({ status: 'declined' });
    expect(
      (await server.secured(player.token, 'answerOrganizationInvite', { organizationId: org.id, accept: true })).error
        ?.code,
    ).toBe('noInvitation');
    expect((await server.secured<Org>(player.token, 'organizationId', { id: org.id })).data.me).toBeNull();
  });

  it('transfers for good: the old founder can no longer delete or transfer', async () => {
    const founder = await signUp(server);
    const heir = await signUp(server);
    const { data: org } = await found(founder.token, 'Handover FC');
    await server.secured(founder.token, 'inviteToOrganization', { organizationId: org.id, userIds: [heir.id] });
    expect(
      (await server.secured(founder.token, 'transferOrganization', { organizationId: org.id, userId: heir.id })).error
        ?.code,
    ).toBe('notOrganizationMember');
    await server.secured(heir.token, 'answerOrganizationInvite', { organizationId: org.id, accept: true });
    const moved = await server.secured<Org & { founder_id: number }>(founder.token, 'transferOrganization', {
      organizationId: org.id,
      userId: heir.id,
    });
    expect(moved.data.founder_id).toBe(heir.id);
    expect(
      (await server.secured(founder.token, 'transferOrganization', { organizationId: org.id, userId: founder.id }))
        .status,
    ).toBe(403);
    expect((await server.secured(founder.token, 'deleteorganization', { organizationId: org.id })).status).toBe(403);
    const mine = await server.secured<{ id: number; isManager: boolean }[]>(heir.token, 'getUserOrganizations', {
      isManager: 1,
    });
    expect(mine.data.map((o) => o.id)).toContain(org.id);
  });

  it('deleting hides the page', async () => {
    const founder = await signUp(server);
    const { data: org } = await found(founder.token, 'Short Lived');
    expect((await server.secured(founder.token, 'deleteorganization', { organizationId: org.id })).status).toBe(202);
    const gone = await server.secured(founder.token, 'organizationCode', { code: org.code });
    expect(gone).toMatchObject({ status: 404, error: { code: 'deletedOrganization' } });
  });

  it('follows and is found by search and mentions as type 2', async () => {
    const founder = await signUp(server);
    const fan = await signUp(server);
    const { data: org } = await found(founder.token, 'Zephyr Esports');
    expect((await server.secured(fan.token, 'followOrganization', { organizationId: org.id })).data).toEqual({
      following: true,
    });
    expect(
      (await server.secured<Org & { followerCount: number }>(fan.token, 'organizationCode', { code: 'zephyr-esports' }))
        .data.followerCount,
    ).toBe(1);
    const search = await server.secured<{ type: number; username: string }[]>(fan.token, 'searchUser', {
      name: 'zephyr',
    });
    expect(search.data).toContainEqual(expect.objectContaining({ type: 2, username: 'zephyr-esports' }));
    const mentions = await server.secured<{ type: number; name: string }[]>(fan.token, 'searchMentions', {
      name: 'zeph',
    });
    expect(mentions.data).toContainEqual(expect.objectContaining({ type: 2, name: 'zephyr-esports' }));
  });
});
