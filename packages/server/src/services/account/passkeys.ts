// Passkeys through @simplewebauthn/server. The relying party is APP_URL's host and the origin APP_URL's. Each
// challenge is stored (passkey_challenges, so any instance may take the answer), lives two minutes and is taken in
// the statement that checks it, so an answer is never accepted twice. User verification is required both ways:
// a passkey sign-in stands for the password and the second factor together.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Services } from '../../context.js';
import type { PasskeyPurpose, PasskeyRow } from '../../db/repositories/passkeys.js';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { deviceLabel } from '../../presenters/sessions.js';
import { hashSecret } from './keys.js';

const CHALLENGE_TTL_MS = 2 * 60 * 1000;
export const MAX_PASSKEYS = 20;

function relyingParty(services: Services) {
  const url = new URL(services.config.appUrl);
  return { rpID: url.hostname, origin: url.origin };
}

async function keepChallenge(services: Services, challenge: string, purpose: PasskeyPurpose, userId: number | null) {
  const now = services.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await services.repos.passkeys.addChallenge(hashSecret(challenge), purpose, userId, expiresAt, now);
}

/** For `expectedChallenge`: true, once only, for a live challenge of this purpose (and user). */
const takesChallenge = (services: Services, purpose: PasskeyPurpose, userId: number | null) => (challenge: string) =>
  services.repos.passkeys.takeChallenge(hashSecret(challenge), purpose, userId, services.now());

const transportsOf = (row: Pick<PasskeyRow, 'transports'>) =>
  (row.transports ? row.transports.split(',') : undefined) as AuthenticatorTransport[] | undefined;

export async function registrationOptions(services: Services, user: UserRow) {
  const { rpID } = relyingParty(services);
  const existing = await services.repos.passkeys.ofUser(user.id);
  const options = await generateRegistrationOptions({
    rpName: 'Gamefolk',
    rpID,
    userName: user.username,
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
    userID: new TextEncoder().encode(`gamefolk-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(services, options.challenge, 'register', user.id);
  return options;
}

export async function loginOptions(services: Services) {
  const { rpID } = relyingParty(services);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  await keepChallenge(services, options.challenge, 'login', null);
  return options;
}

/** Whatever the library found wrong (a bad signature, origin, challenge…), the client hears one code. */
async function checked<T>(work: () => Promise<T & { verified: boolean }>): Promise<T> {
  const result = await work().catch(() => undefined);
  if (!result?.verified) throw new AppError('passkeyFailed', 'response');
  return result;
}

/** Verifies a new passkey's attestation; the credential to store. */
export async function verifyRegistration(services: Services, user: UserRow, response: object, userAgent?: string) {
  const { rpID, origin } = relyingParty(services);
  const { registrationInfo } = await checked(() =>
    verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: takesChallenge(services, 'register', user.id),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }),
  );
  const { credential, credentialBackedUp } = registrationInfo!;
  return {
    userId: user.id,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports?.join(',').slice(0, 200) ?? null,
    backedUp: credentialBackedUp,
    name: (deviceLabel(userAgent) ?? 'Passkey').slice(0, 60),
  };
}

/** The stored passkey a sign-in's answer was signed by, once its signature, challenge and counter check out. */
export async function verifyLogin(services: Services, response: { id: string }): Promise<PasskeyRow> {
  const { rpID, origin } = relyingParty(services);
  const passkey = await services.repos.passkeys.byCredentialId(response.id);
  if (!passkey) throw new AppError('passkeyFailed', 'response');
  const { authenticationInfo } = await checked(() =>
    verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: takesChallenge(services, 'login', null),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
    }),
  );
  // A counter that did not move forward is a cloned authenticator (or a replay racing this sign-in).
  if (!(await services.repos.passkeys.markUsed(passkey.id, authenticationInfo.newCounter, services.now()))) {
    throw new AppError('passkeyFailed', 'response');
  }
  return passkey;
}
