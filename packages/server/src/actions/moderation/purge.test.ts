// Issue 42 item 8: frozen, deleted and banned accounts are purged 30 days later with their uploads, by the one
// scheduler's purge job; within the 30 days a frozen account signs in again (and is offered to reopen it).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeDeletedAccounts } from '../../jobs/purge-accounts.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { postUpload } from '../../test/upload.js';

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
let ahead = 0;
beforeAll(async () => {
  server = await startTestServer(
    { managerEmails: ['purgeboss@example.com'] },
    { now: () => new Date(Date.now() + ahead) },
  );
});
afterAll(() => server.close());

describe('the 30 days', () => {
  it('purges a frozen and a banned account with their uploads after 30 days, not before; their names are free', async () => {
    const boss = await signUp(server, 'purgeboss');
    const [frozen, banned, kept] = [await signUp(server), await signUp(server), await signUp(server)];
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const upload = await postUpload(server.url, banned.token, png, 'avatar.png', 'image');
    expect(upload.status).toBe(202);
    await server.secured(banned.token, 'post', {
      content: 'look',
      feedAttachments: [{ type: 'image', attachmentUrl: upload.data!.url }],
    });
    expect((await fetch(`${server.url}${upload.data!.url}`)).status).toBe(200);
    expect((await server.secured(frozen.token, 'freezeAccount')).status).toBe(202);
    expect(
      (await server.secured(boss.token, 'moderateUser', { userId: banned.id, action: 'ban', rule: 'spam' })).status,
    ).toBe(202);

    try {
      ahead = 29 * DAY;
      await purgeDeletedAccounts(server.app.services);
      const within = await server.open<{ user: { is_frozen: boolean } }>('auth', {
        login: frozen.username,
        password: frozen.password,
      });
      expect(within.data.user.is_frozen).toBe(true);
      expect((await server.open('auth', { login: banned.username, password: banned.password })).error?.code).toBe(
        'accountSuspended',
      );

      ahead = 31 * DAY;
      expect(await purgeDeletedAccounts(server.app.services)).toBeGreaterThanOrEqual(2);
      for (const gone of [frozen, banned]) {
        expect((await server.open('auth', { login: gone.username, password: gone.password })).error?.code).toBe(
          'badCredentials',
        );
        expect((await server.open('namecheck', { name: gone.username })).status).toBe(202);
      }
      expect((await fetch(`${server.url}${upload.data!.url}`)).status).toBe(404);
      // Nobody else is touched, and the log keeps the ban.
      expect((await server.open('auth', { login: kept.username, password: kept.password })).status).toBe(202);
      const again = await server.open<{ token: string }>('auth', { login: boss.username, password: boss.password });
      const log = await server.secured<{ rows: { action: string }[] }>(again.data.token, 'getModerationLog', {
        page: 0,
        userId: banned.id,
      });
      expect(log.data.rows.map((r) => r.action)).toEqual(['ban']);
    } finally {
      ahead = 0;
    }
  });
});
