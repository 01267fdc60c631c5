/** Changing or adding the account mail: nothing open, typing the new address, or typing the mailed code. */
export type MailFlow = { step: 'closed' } | { step: 'address' } | { step: 'code'; newMail: string; expiresAt: string };

export const closedMailFlow: MailFlow = { step: 'closed' };

export function isExpired(expiresAt: string, now = Date.now()): boolean {
  return new Date(expiresAt).getTime() <= now;
}
