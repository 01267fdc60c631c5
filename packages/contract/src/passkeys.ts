import { z } from 'zod';
import { defineAction } from './action.js';
import { signedInSchema } from './account.js';
import * as rules from './rules.js';

/** Passkeys (WebAuthn): the relying party is APP_URL's host, the origin APP_URL's. */

/** What the browser's WebAuthn call answered, as @simplewebauthn/browser puts it in JSON; the server checks the rest. */
const credentialResponse = z.looseObject(
  {
    id: z.string({ error: 'passkeyFailed' }).min(1, { error: 'passkeyFailed' }).max(1400, { error: 'passkeyFailed' }),
    rawId: z.string({ error: 'passkeyFailed' }).max(1400, { error: 'passkeyFailed' }),
    type: z.literal('public-key', { error: 'passkeyFailed' }),
    response: z.record(z.string(), z.unknown(), { error: 'passkeyFailed' }),
  },
  { error: 'passkeyFailed' },
);

const passkeyName = z
  .string({ error: 'fieldRequired' })
  .trim()
  .min(1, { error: 'fieldRequired' })
  .max(60, { error: 'textTooLong' });

/** Options for the browser's `navigator.credentials.create` (register, signed in) or `.get` (login, anyone). */
export const passkeyOptions = defineAction({
  name: 'passkeyOptions',
  access: 'open',
  input: z.object({ purpose: z.enum(['register', 'login'], { error: 'invalidInput' }) }),
  /** PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON. */
  output: z.looseObject({ challenge: z.string() }),
});

export const passkeyRegister = defineAction({
  name: 'passkeyRegister',
  access: 'secured',
  input: z.object({ response: credentialResponse }),
  output: z.object({ id: z.number().int() }),
});

/** What `auth` answers; a passkey that verified its user counts as both factors, so never a second-factor ticket. */
export const passkeyLogin = defineAction({
  name: 'passkeyLogin',
  access: 'open',
  input: z.object({ response: credentialResponse }),
  output: signedInSchema,
});

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Synced by its provider to the player's other devices. */
  backed_up: z.boolean(),
});
export type PasskeyInfo = z.infer<typeof passkeySchema>;

export const getPasskeys = defineAction({
  name: 'getPasskeys',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ rows: z.array(passkeySchema) }),
});

export const renamePasskey = defineAction({
  name: 'renamePasskey',
  access: 'secured',
  input: z.object({ id: rules.rowId, name: passkeyName }),
  output: passkeySchema,
});

export const removePasskey = defineAction({
  name: 'removePasskey',
  access: 'secured',
  input: z.object({ id: rules.rowId }),
  output: z.object({ removed: z.literal(true) }),
});

export const passkeyActions = {
  passkeyOptions,
  passkeyRegister,
  passkeyLogin,
  getPasskeys,
  renamePasskey,
  removePasskey,
};
