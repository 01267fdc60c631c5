import { getAuthProviders } from '@gamefolk/contract';
import { handle } from '../define.js';

/** Steam sign-in (OpenID) needs no key, so it is always offered; Google only with its client id; GIFs with GIPHY's key. */
export const getAuthProvidersHandler = handle(getAuthProviders, async (_input, { services }) => {
  const googleClientId = services.config.google.clientId ?? null;
  return { google: googleClientId !== null, steam: true, googleClientId, gifs: services.giphy.configured };
});
