import type { createRemoteJWKSet } from 'jose';
import { AppError } from '../errors/app-error.js';

export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  picture: string | undefined;
}

export interface GoogleVerifier {
  verify(credential: string): Promise<GoogleIdentity>;
}

const issuers = ['accounts.google.com', 'https://accounts.google.com'];

/** Verifies a Google Identity Services ID token: RS256 against Google's keys, issuer, audience, expiry. */
export function createGoogleVerifier(clientId: string | undefined, jwksUrl: string): GoogleVerifier {
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  return {
    async verify(credential) {
      if (!clientId) throw new AppError('notConfigured');
      // Loaded with the first Google sign-in rather than at start.
      const { createRemoteJWKSet, errors: joseErrors, jwtVerify } = await import('jose');
      jwks ??= createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: 60 * 60 * 1000 });
      try {
        const { payload } = await jwtVerify(credential, jwks, {
          algorithms: ['RS256'],
          issuer: issuers,
          audience: clientId,
          clockTolerance: 30,
          requiredClaims: ['sub', 'exp'],
        });
        const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
        return {
          sub: String(payload.sub),
          email: str(payload.email)?.toLowerCase(),
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          givenName: str(payload.given_name),
          familyName: str(payload.family_name),
          picture: str(payload.picture),
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) throw new AppError('googleLoginFailed');
        throw error;
      }
    },
  };
}
