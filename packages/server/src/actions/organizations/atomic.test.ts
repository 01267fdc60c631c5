// Multi-step writes are whole or not at all: a list is checked before any of it is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Member = { id: number; role: string | null; isManager: boolean };

async function organizationWith(founderToken: string, members: { id: number; token: string }[]) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const logo = await server.secured<{ url: string }>(founderToken, 'uploadFile', {
    base64: png.toString('base64'),
    kind: 'logo',
  });
  const org = await server.secured<{ id: number }>(founderToken, 'createOrganization', {
    name: `Whole Or None ${Date.now() % 100000}`,
    country: 'TUR',
    category_id: 1,
    logo_url: logo.data.url,
  });
  const organizationId = org.data.id;
  await server.secured(founderToken, 'inviteToOrganization', { organizationId, userIds: members.map((m) => m.id) });
  for (const m of members) await server.secured(m.token, 'answerOrganizationInvite', { organizationId, accept: true });
  return organizationId;
}

describe('atomic writes', () => {
  it('a role change that fails on its third user changes no one', async () => {
    const founder = await signUp(server);
    const [first, second, outsider] = [await signUp(server), await signUp(server), await signUp(server)];
    const organizationId = await organizationWith(founder.token, [first, second]);

    const refused = await server.secured(founder.token, 'setUserOrganizationRole', {
      organizationId,
      userIds: [first.id, second.id, outsider.id],
      role: 'Captain',
      isManager: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('notOrganizationMember');

    const members = await server.secured<Member[]>(founder.token, 'organizationUsersDetail', { organizationId });
    for (const id of [first.id, second.id]) {
      expect(members.data.find((m) => m.id === id)).toMatchObject({ isManager: false, role: null });
    }
    const told = await server.secured<{ type: string }[]>(first.token, 'getNotifications');
    expect(told.data.map((n) => n.type)).not.toContain('organizationRoleCreated');

    // The same list without the outsider changes both, and tells both.
    const done = await server.secured<Member[]>(founder.token, 'setUserOrganizationRole', {
      organizationId,
      userIds: [first.id, second.id],
      role: 'Captain',
    });
    expect(done.data.map((m) => m.role)).toEqual(['Captain', 'Captain']);
    const news = await server.secured<{ type: string }[]>(second.token, 'getNotifications');
    expect(news.data.map((n) => n.type)).toContain('organizationRoleCreated');
  });

  it('an invitation list with one member already in invites no one', async () => {
    const founder = await signUp(server);
    const [member, first, second] = [await signUp(server), await signUp(server), await signUp(server)];
    const organizationId = await organizationWith(founder.token, [member]);

    const refused = await server.secured(founder.token, 'inviteToOrganization', {
      organizationId,
      userIds: [first.id, second.id, member.id],
    });
    expect(refused.error?.code).toBe('alreadyMember');
    const invited = await server.secured<Member[]>(founder.token, 'organizationUsersDetail', {
      organizationId,
      invited: true,
    });
    expect(invited.data).toEqual([]);
    expect((await server.secured<unknown[]>(first.token, 'getNotifications')).data).toEqual([]);
  });

  it("moderation's remove content is a delete: the comment leaves its post's count", async () => {
    const [author, critic, mod] = [await signUp(server), await signUp(server), await signUp(server)];
    const post = await server.secured<{ id: number; share: string }>(author.token, 'post', {
      typeId: 1,
      content: 'a post',
      feedAttachments: [],
    });
    const comment = await server.secured<{ id: number }>(critic.token, 'post', {
      typeId: 2,
      feedTypeId: 2,
      relatedFeedId: post.data.id,
      content: 'a rude comment',
      feedAttachments: [],
    });
    const count = async () =>
      (await server.open<{ commentCount: number }>('getOneFeed', { share: post.data.share })).data.commentCount;
    expect(await count()).toBe(1);

    const report = await server.secured<{ id: number }>(author.token, 'createReport', {
      report_type: 'comment',
      related_id: comment.data.id,
      category: 'bullying',
    });
    await server.app.services.repos.users.update(mod.id, { isManager: true });
    const resolved = await server.secured(mod.token, 'resolveReport', { id: report.data.id, action: 'removeContent' });
    expect(resolved.data).toEqual({ id: report.data.id, status: 'actioned' });
    expect(await count()).toBe(0);
    // Deleting it again (the author, after the moderator) does not count it out twice.
    await server.secured(critic.token, 'deleteFeed', { id: comment.data.id });
    expect(await count()).toBe(0);
  });
});
