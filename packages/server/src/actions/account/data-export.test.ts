// Issue 43: a player takes their data with them. The export is asked for, built by the job, mailed; the mail's link
// is followed signed in as the player, the ZIP read back with yauzl; another player gets nothing; after 7 days
// (a moved clock and the hourly sweep) it is gone. Local storage and S3 alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.js';
import { postUpload } from '../../test/upload.js';
import type { Readable } from 'node:stream';

const DAY = 24 * 60 * 60 * 1000;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Every entry of a ZIP by name. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

describe.each(['local', 's3'] as const)('data export (%s storage)', (mode) => {
  let server: TestServer;
  let s3: S3StandIn | undefined;
  let ahead = 0;
  beforeAll(async () => {
    s3 = mode === 's3' ? await startS3StandIn() : undefined;
    server = await startTestServer(s3 ? { s3: s3.settings } : {}, {
      now: () => new Date(Date.now() + ahead),
      jobs: { pollSeconds: 0.5, retryDelay: 1 },
    });
  });
  let s3Open = true;
  afterAll(async () => {
    await server.close();
    if (s3Open) await s3?.close();
  });

  const exportsOf = async (token: string) =>
    (await server.secured<{ rows: { id: number; status: string }[] }>(token, 'getDataExports')).data.rows;
  const download = async (token: string, id: number) => {
    const answer = await server.secured<{ url: string }>(token, 'downloadDataExport', { id });
    if (answer.status !== 202) return { status: answer.status, code: answer.error?.code };
    const response = await fetch(`${server.url}${answer.data.url}`);
    return { status: response.status, response, url: answer.data.url };
  };

  it('mails a link that hands the player a ZIP of their data, and only them', async () => {
    const [player, friend] = [await signUp(server), await signUp(server)];
    await server.secured(player.token, 'post', { content: 'My first clutch' });
    const channel = await server.secured<{ id: number }>(player.token, 'createChannels', {
      receivingUserId: friend.id,
    });
    await server.secured(player.token, 'postChat', {
      chatchannelId: channel.data.id,
      message: { content: 'gg, rematch tomorrow?' },
    });
    await server.secured(player.token, 'connectionRequest', { userId: friend.id });
    const upload = await postUpload(server.url, player.token, png, 'avatar.png', 'image');
    expect(upload.status).toBe(202);

    const requested = await server.secured<{ id: number }>(player.token, 'requestDataExport');
    expect(requested.status).toBe(202);
    const { id } = requested.data;
    // One at a time.
    const again = await server.secured(player.token, 'requestDataExport');
    expect([again.status, again.error?.code]).toEqual(expect.arrayContaining([400]));

    const mail = await server.smtp.waitFor(player.email, /data is ready/i);
    const link = new RegExp(`http://gamefolk\\.test/settings/data/${id}\\b`);
    expect(mail.text).toMatch(link);
    expect(mail.text).toMatch(/7 days/);
    expect((await exportsOf(player.token))[0]).toMatchObject({ id, status: 'ready' });

    // Another player's session is told it is not there; so is no session at all.
    expect(await download(friend.token, id)).toEqual({ status: 404, code: 'dataExportNotFound' });
    expect((await server.secured(undefined, 'downloadDataExport', { id })).status).toBe(401);

    const got = await download(player.token, id);
    expect(got.status).toBe(200);
    expect(got.response!.headers.get('content-type')).toBe('application/zip');
    expect(got.response!.headers.get('content-disposition')).toMatch(/attachment; filename="gamefolk-data-/);
    const files = await unzip(Buffer.from(await got.response!.arrayBuffer()));
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'profile.json',
        'posts.json',
        'messages.json',
        'connections.json',
        `files/${upload.data!.key}`,
      ]),
    );
    const profile = JSON.parse(files.get('profile.json')!.toString());
    expect(profile.account).toMatchObject({ id: player.id, username: player.username, email: player.email });
    expect(profile.account).not.toHaveProperty('passwordHash');
    expect(JSON.parse(files.get('posts.json')!.toString()).map((p: { content: string }) => p.content)).toEqual([
      expect.stringContaining('My first clutch'),
    ]);
    expect(JSON.parse(files.get('messages.json')!.toString())).toEqual([
      expect.objectContaining({ channelId: channel.data.id, content: 'gg, rematch tomorrow?' }),
    ]);
    expect(JSON.parse(files.get('connections.json')!.toString()).connections).toEqual([
      expect.objectContaining({ requesterId: player.id, receiverId: friend.id }),
    ]);
    // The very bytes the store keeps (an image is stored as we re-encoded it).
    const served = Buffer.from(await (await fetch(`${server.url}/files/${upload.data!.key}`)).arrayBuffer());
    expect(served.length).toBeGreaterThan(0);
    expect(files.get(`files/${upload.data!.key}`)!.equals(served)).toBe(true);

    // The address works once.
    expect((await fetch(`${server.url}${got.url}`)).status).toBe(404);

    // At most one a day: the next is refused with when to come back.
    const tooSoon = await server.secured(player.token, 'requestDataExport');
    expect([tooSoon.status, tooSoon.error?.code]).toEqual([429, 'dataExportTooSoon']);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
  });

  it('is gone after 7 days: the link answers 404 and the file is removed', async () => {
    const player = await signUp(server);
    const { id } = (await server.secured<{ id: number }>(player.token, 'requestDataExport')).data;
    await server.smtp.waitFor(player.email, /data is ready/i);
    const key = (await server.app.services.repos.dataExports.byId(id))!.fileKey!;
    const file = await server.app.services.storage.open(key);
    expect(file?.body).toBeTruthy();
    close(file?.body);
    // The public file address never serves it, even to someone who has its key.
    expect((await fetch(`${server.url}/files/${key}`)).status).toBe(404);
    expect(
      (await fetch(`${server.url}/files/${key}`, { headers: { authorization: `Bearer ${player.token}` } })).status,
    ).toBe(404);

    ahead += 6 * DAY;
    await server.app.scheduler.tick();
    expect((await download(player.token, id)).status).toBe(200);

    ahead += DAY + 60_000;
    expect(await download(player.token, id)).toEqual({ status: 404, code: 'dataExportNotFound' });
    expect((await exportsOf(player.token))[0]).toMatchObject({ id, status: 'expired' });
    await server.app.scheduler.tick();
    // Each look opens the file if it is still there: closed at once (a stream left open fails once the file is gone).
    const stillThere = async () => {
      const opened = await server.app.services.storage.open(key);
      close(opened?.body);
      return opened !== undefined;
    };
    await expect.poll(stillThere, { timeout: 10_000 }).toBe(false);
    // A new week, a new export.
    expect((await server.secured(player.token, 'requestDataExport')).status).toBe(202);
  });

  // Last in the file: the store goes away for good.
  it.runIf(mode === 's3')('says "failed" once the last try has failed, and the player may ask again', async () => {
    const player = await signUp(server);
    const upload = await postUpload(server.url, player.token, png, 'me.png', 'image');
    expect(upload.status).toBe(202);
    await s3!.close();
    s3Open = false;
    expect((await server.secured(player.token, 'requestDataExport')).status).toBe(202);
    await expect.poll(async () => (await exportsOf(player.token))[0]?.status, { timeout: 30_000 }).toBe('failed');
    // A failed one does not count toward the one a day.
    expect((await server.secured(player.token, 'requestDataExport')).status).toBe(202);
  });
});

/** Lets go of a file's stream without reading it; the file may be removed before the stream has opened it. */
function close(body: Readable | undefined) {
  body?.on('error', () => undefined);
  body?.destroy();
}
