import { z } from 'zod';
import { defineAction } from './action.js';
import { signedInSchema } from './account.js';
import * as rules from './rules.js';

/** Your account's security: sessions on other devices, two-step sign-in with an authenticator app (TOTP). */

/** A code from the authenticator app: six digits (RFC 6238, SHA-1, 30 s). */
const totpCode = z
  .string({ error: 'fieldRequired' })
  .trim()
  .min(1, { error: 'fieldRequired' })
  .regex(/^\d{6}$/, { error: 'invalidCode' });

/** A code from the app, or one of the recovery codes shown when TOTP was turned on (spaces and dashes ignored). */
const secondFactorCode = z
  .string({ error: 'fieldRequired' })
  .trim()
  .min(1, { error: 'fieldRequired' })
  .max(40, { error: 'invalidCode' });

export const sessionSchema = z.object({
  id: z.number().int(),
  /** The session this call was made with. */
  current: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The User-Agent header the browser sent at sign-in, as sent (null for sessions from before it was kept). */
  user_agent: z.string().nullable(),
  /** A readable label read from it, such as "Chrome on Android" (null when nothing could be read). */
  device: z.string().nullable(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

export const getSessions = defineAction({
  name: 'getSessions',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ rows: z.array(sessionSchema) }),
});

/** Ends one of the caller's sessions: its calls answer 401 and its sockets close, on every instance. */
export const revokeSession = defineAction({
  name: 'revokeSession',
  access: 'secured',
  input: z.object({ id: rules.rowId }),
  output: z.object({ revoked: z.literal(true) }),
});

/** Signs out every other device; answers how many sessions ended. */
export const revokeOtherSessions = defineAction({
  name: 'revokeOtherSessions',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ revoked: z.number().int() }),
});

/** Whether two-step sign-in is on, and how many recovery codes are left unused. */
export const getTotpStatus = defineAction({
  name: 'getTotpStatus',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() }),
});

/** A new secret for the authenticator app (its `otpauth://` URL for a QR code); nothing changes until confirmTotp. */
export const startTotp = defineAction({
  name: 'startTotp',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

/** A code from the app turns TOTP on; the answer holds the ten recovery codes, shown this once. */
export const confirmTotp = defineAction({
  name: 'confirmTotp',
  access: 'secured',
  input: z.object({ code: totpCode }),
  output: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const disableTotp = defineAction({
  name: 'disableTotp',
  access: 'secured',
  input: z.object({ code: secondFactorCode }),
  output: z.object({ disabled: z.literal(true) }),
});

/** The second step of a sign-in that answered `{ secondFactor: true, ticket }`; the ticket lives 5 minutes. */
export const authSecondFactor = defineAction({
  name: 'authSecondFactor',
  access: 'open',
  input: z.object({
    ticket: z
      .string({ error: 'fieldRequired' })
      .min(1, { error: 'fieldRequired' })
      .max(200, { error: 'secondFactorExpired' }),
    code: secondFactorCode,
  }),
  output: signedInSchema,
});

export const securityActions = {
  getSessions,
  revokeSession,
  revokeOtherSessions,
  getTotpStatus,
  startTotp,
  confirmTotp,
  disableTotp,
  authSecondFactor,
};
