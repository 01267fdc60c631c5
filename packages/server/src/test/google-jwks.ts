import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/** A stand-in for Google's certificate endpoint, publishing keys this test generated. */
export async function startGoogleJwks(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const sign = (claims: JWTPayload, opts: { key?: 'ours' | 'stranger'; expiresIn?: string | number } = {}) =>
    new SignJWT({ iss: 'https://accounts.google.com', aud: clientId, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(opts.key === 'stranger' ? stranger.privateKey : privateKey);

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`,
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
