// Every write people could spam has a per-user budget; past it the answer is 429 with Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
/** Where the players are made (sign-up has limits of its own). */
let roomy: TestServer;
/** The same database behind budgets of one: the second of anything is over the limit. */
let strict: TestServer;
beforeAll(async () => {
  database = await openTestDatabase();
  roomy = await startTestServer({}, { database });
  strict = await startTestServer({ rateLimitScale: 0.0001 }, { database });
});
afterAll(async () => {
  await strict.close();
  await roomy.close();
  await database.close();
});

describe('write limits', () => {
  it('answers 429 with Retry-After past each budget', async () => {
    const [me, other, third] = [await signUp(roomy), await signUp(roomy), await signUp(roomy)];
    const post = await roomy.secured<{ id: number }>(other.token, 'post', {
      typeId: 1,
      content: 'hi',
      feedAttachments: [],
    });
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const logo = await roomy.secured<{ url: string }>(me.token, 'uploadFile', { base64: png, kind: 'logo' });
    const org = await roomy.secured<{ id: number }>(me.token, 'createOrganization', {
      name: `Limit Testers ${Date.now() % 100000}`,
      country: 'TUR',
      category_id: 1,
      logo_url: logo.data.url,
    });
    expect(org.status).toBe(202);

    const channel = await roomy.secured<{ id: number }>(me.token, 'createChannels', { receivingUserId: other.id });
    expect(channel.status).toBe(202);

    const writes: [string, () => Promise<{ status: number; headers: Headers }>][] = [
      [
        'chat message',
        () => strict.secured(me.token, 'postChat', { chatchannelId: channel.data.id, message: { content: 'hey' } }),
      ],
      ['lobby application', () => strict.secured(me.token, 'applyLobby', { id: 999_999, Description: 'me' })],
      ['post', () => strict.secured(me.token, 'post', { typeId: 1, content: 'again', feedAttachments: [] })],
      [
        'comment',
        () =>
          strict.secured(me.token, 'post', {
            typeId: 2,
            feedTypeId: 2,
            relatedFeedId: post.data.id,
            content: 'a comment',
            feedAttachments: [],
          }),
      ],
      ['hit', () => strict.secured(me.token, 'like', { id: post.data.id })],
      ['follow', () => strict.secured(me.token, 'followUser', { userId: other.id })],
      ['organization follow', () => strict.secured(other.token, 'followOrganization', { organizationId: org.data.id })],
      ['connection request', () => strict.secured(me.token, 'connectionRequest', { userId: third.id })],
      [
        'report',
        () =>
          strict.secured(me.token, 'createReport', {
            report_type: 'post',
            related_id: post.data.id,
            category: 'fraud',
          }),
      ],
      [
        'invitation',
        () => strict.secured(me.token, 'inviteToOrganization', { organizationId: org.data.id, userIds: [third.id] }),
      ],
    ];
    for (const [what, write] of writes) {
      const first = await write();
      expect(first.status, what).not.toBe(429);
      const second = await write();
      expect(second.status, what).toBe(429);
      expect(Number(second.headers.get('retry-after')), what).toBeGreaterThan(0);
    }
  });

  // Issue 30: 100 events in a row reached everyone's list. Each write below by a fresh user, so budgets shared by
  // several actions (made, edited, deleted) are each seen spent by the second call.
  it('limits lobby, event, participation and application writes per user', async () => {
    const startsAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const event = { name: 'Cup', startsAt, kind: 'online', category: 'tournament', location: 'here' };
    const lobby = { gameId: 1, server: 'TR', minMembers: 1, maxMembers: 4, description: 'x', type: 'individual' };
    const writes: [string, string, object][] = [
      ['event made', 'createEvent', event],
      ['event edited', 'updateEvent', { id: 999_999, ...event }],
      ['event deleted', 'deleteEvent', { id: 999_999 }],
      ['participation', 'setParticipation', { id: 999_999, status: 'going' }],
      ['lobby made', 'createLobby', lobby],
      ['lobby edited', 'updateLobby', { id: 999_999, ...lobby }],
      ['lobby deleted', 'deleteLobby', { id: 999_999 }],
      ['application edited', 'updateLobbyApplication', { id: 999_999, description: 'me' }],
      ['application withdrawn', 'deleteLobbyApplication', { id: 999_999 }],
      ['application answered', 'answerLobbyApplication', { id: 999_999, status: 1 }],
      ['lobby left', 'leaveLobby', { id: 999_999 }],
      ['member removed', 'removeLobbyMember', { id: 999_999 }],
    ];
    for (const [what, action, payload] of writes) {
      const writer = await signUp(roomy);
      const first = await strict.secured(writer.token, action, payload);
      expect(first.status, what).toBeLessThan(429);
      const second = await strict.secured(writer.token, action, payload);
      expect({ what, status: second.status, code: second.error?.code }).toEqual({
        what,
        status: 429,
        code: 'tooManyRequests',
      });
    }
  });
});
