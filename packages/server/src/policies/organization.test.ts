import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';

// policies/organization.ts is the one rule of who manages an organization: the founder and admins whose
// membership is active. Presenters once read the admin flag alone, so an invitation marked admin showed as a manager.
type Me = { status: string; isManager: boolean; isFounder: boolean } | null;
type Member = { id: number; isManager: boolean; isMember: boolean };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function foundOrganization(token: string, name: string) {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();
  const logo = await server.secured<{ url: string }>(token, 'uploadFile', {
    base64: png.toString('base64'),
    kind: 'logo',
  });
  const org = await server.secured<{ id: number }>(token, 'createOrganization', {
    name,
    country: 'TUR',
    category_id: 1,
    logo_url: logo.data.url,
  });
  expect(org.status).toBe(202);
  return org.data.id;
}

describe('who manages an organization', () => {
  it('is never a member whose membership is not active, even one marked admin', async () => {
    const founder = await signUp(server);
    const invitee = await signUp(server);
    const organizationId = await foundOrganization(founder.token, 'Pending Invites');
    await server.secured(founder.token, 'inviteToOrganization', { organizationId, userIds: [invitee.id] });
    // An invitation carrying the admin flag: no action makes one today, which is why the rule must not read it.
    await server.app.services.repos.organizations.moveMember(organizationId, invitee.id, ['invited'], 'invited', {
      isAdmin: true,
    });

    const page = await server.secured<{ me: Me }>(invitee.token, 'organizationId', { id: organizationId });
    expect(page.data.me).toMatchObject({ status: 'invited', isManager: false, isFounder: false });
    const invitations = await server.secured<Member[]>(founder.token, 'organizationUsersDetail', {
      organizationId,
      invited: true,
      page: 0,
    });
    expect(invitations.data.find((m) => m.id === invitee.id)).toMatchObject({ isManager: false, isMember: false });
    const edit = await server.secured(invitee.token, 'updateOrganization', { organizationId, description: 'mine' });
    expect(edit.error?.code).toBe('unauthorized');
    const managed = await server.secured<{ id: number }[]>(invitee.token, 'getUserOrganizations', { isManager: 1 });
    expect(managed.data).toEqual([]);
  });

  it('is the founder even after they took their own admin flag away', async () => {
    const founder = await signUp(server);
    const organizationId = await foundOrganization(founder.token, 'Humble Founders');
    const unflagged = await server.secured(founder.token, 'setUserOrganizationRole', {
      organizationId,
      userIds: [founder.id],
      isManager: false,
    });
    expect(unflagged.status).toBe(202);
    const managed = await server.secured<{ id: number; isManager: boolean }[]>(founder.token, 'getUserOrganizations', {
      isManager: 1,
    });
    expect(managed.data.map((o) => [o.id, o.isManager])).toEqual([[organizationId, true]]);
    const page = await server.secured<{ me: Me }>(founder.token, 'organizationId', { id: organizationId });
    expect(page.data.me).toMatchObject({ isManager: true, isFounder: true });
  });

  it("lets an admin edit the organization's events, in the list as on the event's page", async () => {
    const founder = await signUp(server);
    const admin = await signUp(server);
    const member = await signUp(server);
    const organizationId = await foundOrganization(founder.token, 'Event Runners');
    await server.secured(founder.token, 'inviteToOrganization', { organizationId, userIds: [admin.id, member.id] });
    for (const { token } of [admin, member]) {
      await server.secured(token, 'answerOrganizationInvite', { organizationId, accept: true });
    }
    await server.secured(founder.token, 'setUserOrganizationRole', {
      organizationId,
      userIds: [admin.id],
      isManager: true,
    });
    const event = await server.secured<{ id: number }>(founder.token, 'createEvent', {
      name: 'Org cup',
      organizationId,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      kind: 'online',
    });
    expect(event.status).toBe(202);

    const canEdit = async (token: string) => {
      const list = await server.secured<{ rows: { id: number; me: { canEdit: boolean } }[] }>(token, 'getEvents', {});
      const page = await server.secured<{ me: { canEdit: boolean } }>(token, 'getEvent', { id: event.data.id });
      return [list.data.rows.find((row) => row.id === event.data.id)?.me.canEdit, page.data.me.canEdit];
    };
    expect(await canEdit(admin.token)).toEqual([true, true]);
    expect(await canEdit(member.token)).toEqual([false, false]);
    expect(await canEdit(founder.token)).toEqual([true, true]);
  });
});
