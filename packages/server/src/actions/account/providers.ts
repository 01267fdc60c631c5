import { getAuthProviders } from '@gamefolk/contract';
import { handle } from '../define.js';

/** Steam sign-in is not served yet: it says false until its provider lands with keys of its own. */
export const getAuthProvidersHandler = handle(getAuthProviders, async (_input, { services }) => {
  const googleClientId = services.config.google.clientId ?? null;
  return { google: googleClientId !== null, steam: false, googleClientId };
});
