import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';

// web-push's own encryption library (RFC 8188), to read a push as the browser would: it ships no types.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface ReceivedPush {
  path: string;
  authorization: string;
  encoding: string;
  ttl: string;
  bytes: number;
  /** Web Push `Topic`: a later push with the same topic replaces one not yet delivered. */
  topic: string;
  /** The payload as the browser reads it (decrypted with the subscription's keys), when it was one of ours. */
  payload?: { title: string; body: string; url: string; tag?: string };
}

/**
 * A stand-in push service on loopback over real TLS (its own certificate, which the server is told to trust):
 * it records what arrives, and answers 201, or 410 for endpoints marked gone.
 */
export async function startPushService() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  const keys = new Map<string, { ecdh: ECDH; auth: string }>();
  const read = (at: string, body: Buffer) => {
    const key = keys.get(at);
    if (!key || !body.length) return undefined;
    const text = ece.decrypt(body, { version: 'aes128gcm', privateKey: key.ecdh, authSecret: key.auth });
    return JSON.parse(text.toString('utf8')) as ReceivedPush['payload'];
  };
  let down = false;
  const server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (down) return res.writeHead(503).end();
      received.push({
        path: req.url ?? '',
        authorization: String(req.headers.authorization ?? ''),
        encoding: String(req.headers['content-encoding'] ?? ''),
        ttl: String(req.headers.ttl ?? ''),
        bytes: Buffer.concat(chunks).length,
        topic: String(req.headers.topic ?? ''),
        payload: read(req.url ?? '', Buffer.concat(chunks)),
      });
      res.writeHead(gone.has(req.url ?? '') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ca: cert,
    /** The push settings that let the server send here (on loopback, by address). */
    config: { ca: cert, endpointHosts: ['127.0.0.1'], allowAddresses: ['127.0.0.1'] },
    received,
    /** A browser-like subscription: a real P-256 key pair and auth secret, on this service. */
    subscription(name: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      keys.set(`/push/${name}`, { ecdh, auth });
      return {
        endpoint: `${base}/push/${name}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    markGone: (name: string) => gone.add(`/push/${name}`),
    /** While down, every push is answered 503 (and not recorded): the push service is unavailable. */
    setDown: (value: boolean) => (down = value),
    close: () =>
      new Promise<void>((resolve) => {
        fs.rmSync(dir, { recursive: true, force: true });
        server.close(() => resolve());
      }),
  };
}
