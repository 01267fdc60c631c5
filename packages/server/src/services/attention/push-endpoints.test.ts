import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startPushService } from '../../test/push-service.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { pushAgent } from './push-endpoints.js';

// Issue 16, item 5: a push endpoint is a URL the client chose; the server must not connect just anywhere.
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

let push: Awaited<ReturnType<typeof startPushService>>;
let strict: TestServer;
let withStandIn: TestServer;
beforeAll(async () => {
  push = await startPushService();
  // The real settings, except that `localhost` is taken for a push service's host name.
  const defaults = loadConfig({}).push;
  strict = await startTestServer({ push: { ...defaults, endpointHosts: [...defaults.endpointHosts, 'localhost'] } });
  withStandIn = await startTestServer({ push: { ...defaults, ...push.config } });
});
afterAll(async () => {
  await strict.close();
  await withStandIn.close();
  await push.close();
});

describe('userDevice endpoints', () => {
  it('refuses endpoints that are not https on a push service, or that reach a private address', async () => {
    const player = await signUp(strict, 'pushprober');
    const bad = [
      'http://127.0.0.1:6379/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/push/x',
      'https://[::ffff:127.0.0.1]/push/x',
      'https://10.0.0.7/push/x',
      'https://2130706433/push/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.attacker.test/fcm/send/x',
      'https://attacker.test/push/x',
      'ftp://updates.push.services.mozilla.com/x',
      'not a url',
      // On the list of hosts, but resolving to loopback:
      'https://localhost/push/x',
    ];
    for (const endpoint of bad) {
      const answer = await strict.secured(player.token, 'userDevice', { device_token: { endpoint, keys } });
      expect({ endpoint, status: answer.status, code: answer.error?.code }).toMatchObject({ endpoint, status: 400 });
      expect(['pushEndpointInvalid', 'invalidInput']).toContain(answer.error?.code);
    }
    const listed = await strict.app.services.db.execute('select count(*)::int as n from devices');
    expect((listed as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('refuses an endpoint registered to another account instead of moving it', async () => {
    const owner = await signUp(withStandIn, 'deviceowner');
    const thief = await signUp(withStandIn, 'devicethief');
    const device = push.subscription('owned');
    expect((await withStandIn.secured(owner.token, 'userDevice', { device_token: device })).status).toBe(202);
    const taken = await withStandIn.secured(thief.token, 'userDevice', { device_token: device });
    expect(taken.error?.code).toBe('pushEndpointInvalid');
    // The owner refreshing their own subscription is fine, and it is still theirs.
    expect((await withStandIn.secured(owner.token, 'userDevice', { device_token: device })).status).toBe(202);
    expect((await withStandIn.secured(thief.token, 'deleteUserDevice', { device_token: device })).data).toEqual({
      removed: false,
    });
  });
});

describe('sending', () => {
  it('forgets a device whose endpoint breaks the rules instead of sending to it', async () => {
    const player = await signUp(strict, 'olddevice');
    // As if registered before the rules: straight into the table.
    await strict.app.services.repos.devices.upsert(player.id, { endpoint: 'http://127.0.0.1:6379/', keys });
    await strict.app.services.push.send({ endpoint: 'http://127.0.0.1:6379/', payload: '{}' });
    expect(await strict.app.services.repos.devices.byEndpoint('http://127.0.0.1:6379/')).toBeUndefined();
  });

  it('connects to a private address only when the settings name it', async () => {
    const url = push.subscription('direct').endpoint;
    const status = (agent: https.Agent) =>
      new Promise<number | string>((resolve) => {
        https
          .request(url, { method: 'POST', agent }, (res) => resolve(res.statusCode ?? 0))
          .on('error', (error) => resolve(String(error.message)))
          .end();
      });
    const defaults = loadConfig({}).push;
    expect(await status(pushAgent({ ...defaults, ca: push.ca }))).toMatch(/not allowed|private/i);
    expect(await status(pushAgent({ ...defaults, ...push.config }))).toBe(201);
  });
});
