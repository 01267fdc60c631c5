import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

type Person = Awaited<ReturnType<typeof signUp>>;
type Item = {
  id: number;
  share: string;
  content: string;
  userId: number;
  user: { username: string } | null;
  organizationId: number | null;
  organization: { id: number; code: string; name: string; logoUrl: string } | null;
  organizationDeleted: boolean;
  relatedFeed: Omit<Item, 'relatedFeed'> | null;
  changed?: boolean;
};
type Note = {
  type: string;
  related_parameter: number;
  content: number | null;
  organization: { id: number; code: string; name: string } | null;
};

const refused = "You don't have authorization for this action.";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function logo(token: string) {
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  return (await server.secured<{ url: string }>(token, 'uploadFile', { base64: png.toString('base64'), kind: 'logo' }))
    .data.url;
}

/** An organization with a founder, an admin and a plain member. */
async function team(name: string) {
  const [founder, admin, member] = [await signUp(server), await signUp(server), await signUp(server)];
  const { data: org } = await server.secured<{ id: number; code: string; name: string }>(
    founder.token,
    'createOrganization',
    { name, country: 'TUR', category_id: 1, logo_url: await logo(founder.token) },
  );
  await server.secured(founder.token, 'inviteToOrganization', {
    organizationId: org.id,
    userIds: [admin.id, member.id],
  });
  for (const joiner of [admin, member]) {
    await server.secured(joiner.token, 'answerOrganizationInvite', { organizationId: org.id, accept: true });
  }
  await server.secured(founder.token, 'setUserOrganizationRole', {
    organizationId: org.id,
    userIds: [admin.id],
    role: 'Coach',
    isManager: true,
  });
  return { org, founder, admin, member };
}

const say = (who: Person, content: string, extra: object = {}) =>
  server.secured<Item>(who.token, 'post', { content, ...extra });

const myFeed = (who: Person, page = 0) => server.secured<Item[]>(who.token, 'getFeed', { typeId: 1, page });

const notesOf = (who: Person) => server.app.services.repos.notifications.forUser(who.id);

describe('posting as an organization', () => {
  it('lets the founder and admins post in its name, and no one else', async () => {
    const { org, founder, admin, member } = await team('Nova Esports');
    const stranger = await signUp(server);

    const posted = await say(admin, '<p>Roster announcement</p>', { organizationId: org.id });
    expect(posted.status).toBe(202);
    expect(posted.data).toMatchObject({
      userId: admin.id,
      user: { username: admin.username },
      organizationId: org.id,
      organization: { id: org.id, code: org.code, name: 'Nova Esports' },
      organizationDeleted: false,
    });
    expect(posted.data.organization?.logoUrl).toMatch(/^\/files\//);
    expect((await say(founder, 'From the founder', { organizationId: org.id })).status).toBe(202);

    for (const outsider of [member, stranger]) {
      const denied = await say(outsider, 'Not mine to say', { organizationId: org.id });
      expect(denied.status).toBe(403);
      expect(denied.error).toMatchObject({ code: 'unauthorized', description: refused });
    }
    // Comments are always a person's own.
    const asComment = await say(admin, 'A comment', {
      typeId: 2,
      feedTypeId: 2,
      relatedFeedId: posted.data.id,
      organizationId: org.id,
    });
    expect(asComment.error?.code).toBe('invalidInput');

    const listed = await server.secured<Item[]>(stranger.token, 'getFeed', { organizationId: org.id });
    expect(listed.data.map((item) => item.organization?.id)).toEqual([org.id, org.id]);
  });

  it('lets the founder and admins edit or delete its posts; a member may not', async () => {
    const { org, founder, admin, member } = await team('Edit Rights');
    const posted = await say(admin, 'Draft line-up', { organizationId: org.id });
    const byFounder = await server.secured<Item>(founder.token, 'updateFeed', {
      feedId: posted.data.id,
      content: 'Final line-up',
    });
    expect(byFounder.data).toMatchObject({ changed: true, content: 'Final line-up', userId: admin.id });
    const byMember = await server.secured(member.token, 'updateFeed', { feedId: posted.data.id, content: 'Hacked' });
    expect(byMember.error?.description).toBe(refused);
    expect((await server.secured(member.token, 'deleteFeed', { id: posted.data.id })).status).toBe(403);
    expect((await server.secured(founder.token, 'deleteFeed', { id: posted.data.id })).status).toBe(202);

    // Its admins have no say over a person's own post.
    const own = await say(member, 'My own post');
    expect((await server.secured(admin.token, 'deleteFeed', { id: own.data.id })).status).toBe(403);
  });

  it('after deletion its posts show it as deleted, and nobody posts in its name', async () => {
    const { org, founder, admin } = await team('Short Season');
    const posted = await say(admin, 'Last match', { organizationId: org.id });
    const reposter = await signUp(server);
    await say(reposter, '', { typeId: 2, relatedFeedId: posted.data.id });
    expect((await server.secured(founder.token, 'deleteorganization', { organizationId: org.id })).status).toBe(202);

    const shown = await server.open<Item>('getOneFeed', { share: posted.data.share });
    expect(shown.data).toMatchObject({ organizationId: org.id, organization: null, organizationDeleted: true });
    const [repost] = (await server.secured<Item[]>(reposter.token, 'getFeed', { userId: reposter.id })).data;
    expect(repost?.relatedFeed).toMatchObject({ organization: null, organizationDeleted: true });
    expect(repost).toMatchObject({ organization: null, organizationDeleted: false });

    const again = await say(admin, 'Still here?', { organizationId: org.id });
    expect(again.error?.code).toBe('deletedOrganization');
    // The founder's say over its posts went with it; the author keeps theirs.
    expect((await server.secured(founder.token, 'deleteFeed', { id: posted.data.id })).status).toBe(403);
    expect((await server.secured(admin.token, 'deleteFeed', { id: posted.data.id })).status).toBe(202);
  });
});

describe('organizations in My feed', () => {
  it('shows the posts of followed organizations once, newest first, page after page', async () => {
    const { org, admin } = await team('Feed Wolves');
    const fan = await signUp(server);
    await server.secured(fan.token, 'followOrganization', { organizationId: org.id });
    const before = await say(admin, 'Own post, not followed yet');
    const first = await say(admin, 'Org post 1', { organizationId: org.id });
    expect((await myFeed(fan)).data.map((item) => item.id)).toEqual([first.data.id]);

    // Following the admin too: their own posts join, and the organization's posts still show once.
    await server.secured(fan.token, 'followUser', { userId: admin.id });
    const ids = [before.data.id, first.data.id];
    for (let i = 2; i <= 6; i++) {
      const own = await say(admin, `Own post ${i}`);
      const asOrg = await say(admin, `Org post ${i}`, { organizationId: org.id });
      ids.push(own.data.id, asOrg.data.id);
    }
    const newestFirst = ids.reverse();
    const pages = [(await myFeed(fan, 0)).data, (await myFeed(fan, 1)).data, (await myFeed(fan, 2)).data];
    expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
    expect(pages.flat().map((item) => item.id)).toEqual(newestFirst);
    expect(pages[0]!.find((item) => item.id === newestFirst[0])?.organization?.code).toBe(org.code);
  });

  it('hides an organization post whose author is blocked, and a deleted organization', async () => {
    const { org, founder, admin } = await team('Blocked Ravens');
    const fan = await signUp(server);
    await server.secured(fan.token, 'followOrganization', { organizationId: org.id });
    const byAdmin = await say(admin, 'By the admin', { organizationId: org.id });
    const byFounder = await say(founder, 'By the founder', { organizationId: org.id });
    await server.secured(fan.token, 'blockuser', { blocked_user_id: admin.id });
    expect((await myFeed(fan)).data.map((item) => item.id)).toEqual([byFounder.data.id]);
    expect(byAdmin.data.id).toBeLessThan(byFounder.data.id);

    await server.secured(founder.token, 'deleteorganization', { organizationId: org.id });
    expect((await myFeed(fan)).data).toEqual([]);
  });
});

describe('community notifications', () => {
  it('tells the managers of hits and comments on its posts, and commenters of activity in its threads', async () => {
    const { org, founder, admin, member } = await team('Signal Squad');
    const [fan, other] = [await signUp(server), await signUp(server)];
    const posted = await say(admin, 'Tryouts on Friday', { organizationId: org.id });

    await server.secured(fan.token, 'like', { id: posted.data.id });
    const comment = await server.secured<Item>(fan.token, 'createComment', {
      relatedFeedId: posted.data.id,
      content: 'Count me in',
    });
    await server.secured(other.token, 'like', { id: comment.data.id });
    await server.secured(other.token, 'createComment', { relatedFeedId: comment.data.id, content: 'Me too' });

    for (const manager of [founder, admin]) {
      const rows = await notesOf(manager);
      expect(rows).toContainEqual(
        expect.objectContaining({ type: 'community_post_liked', relatedParameter: posted.data.id, actorId: fan.id }),
      );
      // The comment and the reply in its thread share one row, counting both.
      expect(rows).toContainEqual(
        expect.objectContaining({
          type: 'community_commented',
          relatedParameter: posted.data.id,
          actorId: other.id,
          extraParameter: 2,
        }),
      );
      expect(rows.map((r) => r.type)).not.toContain('post_liked');
    }
    expect((await notesOf(member)).map((r) => r.type)).not.toContain('community_post_liked');

    const fans = await notesOf(fan);
    expect(fans).toContainEqual(
      expect.objectContaining({
        type: 'community_comment_liked',
        relatedParameter: comment.data.id,
        actorId: other.id,
      }),
    );
    expect(fans).toContainEqual(
      expect.objectContaining({
        type: 'community_comment_commented',
        relatedParameter: comment.data.id,
        actorId: other.id,
      }),
    );

    const shown = await server.secured<Note[]>(founder.token, 'getNotifications');
    const liked = shown.data.find((n) => n.type === 'community_post_liked');
    expect(liked).toMatchObject({ content: fan.id, organization: { id: org.id, code: org.code, name: org.name } });
    const fanShown = await server.secured<Note[]>(fan.token, 'getNotifications');
    expect(fanShown.data.find((n) => n.type === 'community_comment_liked')?.organization?.id).toBe(org.id);
  });

  it('falls back to the author and the plain types once the organization is deleted', async () => {
    const { org, founder, admin } = await team('Gone Gaming');
    const fan = await signUp(server);
    const posted = await say(admin, 'Farewell', { organizationId: org.id });
    await server.secured(founder.token, 'deleteorganization', { organizationId: org.id });
    await server.secured(fan.token, 'like', { id: posted.data.id });
    expect((await notesOf(admin)).map((r) => r.type)).toContain('post_liked');
    expect((await notesOf(founder)).map((r) => r.type)).not.toContain('post_liked');
  });
});
