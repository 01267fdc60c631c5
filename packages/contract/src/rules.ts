import { z } from 'zod';
import { languages, limits } from './limits.js';

/** Field rules of spec section 5, written once for the server's checks and the client's live messages. */

const urlLike =
  /(^|[^\p{L}\p{N}])(https?:\/\/|www\.)|^[\p{L}\p{N}-]+\.(com|net|org|io|gg|tv|me|co|tr|es|app|dev|xyz)(\/|$)/iu;

export const username = z
  .string({ error: 'fieldRequired' })
  // Full-width and other compatibility forms are the plain letters they show (ｐｌａｙｅｒ is player).
  .normalize('NFKC')
  .trim()
  .min(1, { error: 'fieldRequired' })
  .refine((v) => !urlLike.test(v), { error: 'usernameUrl', abort: true })
  // Letters and digits only: the spec's "no punctuation" includes `_` (Unicode's connector punctuation). Names
  // taken before this rule keep working: sign-in, profiles and mentions never check a name against it.
  .refine((v) => /^[\p{L}\p{N}]+$/u.test(v), { error: 'usernameInvalid', abort: true })
  .refine((v) => !/^(null|undefined)$/i.test(v), { error: 'usernameReserved', abort: true })
  .refine((v) => v.length >= limits.usernameMin, { error: 'usernameTooShort', abort: true })
  .refine((v) => v.length <= limits.usernameMax, { error: 'usernameTooLong', abort: true });

export const email = z
  .string({ error: 'fieldRequired' })
  .trim()
  .min(1, { error: 'fieldRequired' })
  .max(limits.emailMax, { error: 'invalidEmail' })
  .pipe(z.email({ error: 'invalidEmail' }))
  .transform((v) => v.toLowerCase());

export const password = z
  .string({ error: 'fieldRequired' })
  .min(1, { error: 'fieldRequired' })
  .min(limits.passwordMin, { error: 'passwordTooShort' })
  .max(limits.passwordMax, { error: 'passwordTooLong' })
  .refine((v) => /\p{Lu}/u.test(v) && /\p{Ll}/u.test(v) && /\p{N}/u.test(v) && /[^\p{L}\p{N}\s]/u.test(v), {
    error: 'passwordWeak',
  });

export const language = z.enum(languages, { error: 'unsupportedLanguage' });

export const shortText = z.string().trim().max(limits.shortText, { error: 'textTooLong' });
export const longText = z.string().trim().max(limits.longText, { error: 'textTooLong' });

export const phone = z
  .string()
  .trim()
  .max(limits.shortText, { error: 'textTooLong' })
  .regex(/^[0-9]*$/, { error: 'invalidPhone' });

/** The largest value of a PostgreSQL `integer`, the type of every serial id: a larger number names no row. */
export const maxRowId = 2_147_483_647;

/** The id of a row in a call: a whole number from 1 to `maxRowId`, anything else `invalidInput`. */
export const rowId = z
  .number({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'invalidInput') })
  .int({ error: 'invalidInput' })
  .positive({ error: 'invalidInput' })
  .max(maxRowId, { error: 'invalidInput' });

/** A one-time key from a mailed link: opaque, URL-safe. */
export const linkKey = z.string({ error: 'linkInvalid' }).regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'linkInvalid' });

/**
 * Password and its confirmation, checked together so the mismatch names the confirmation field.
 * An absent confirmation passes only where the shape makes it optional.
 */
export function withConfirmation<T extends z.ZodRawShape>(shape: T, passwordKey: string, confirmKey: string) {
  return z
    .object(shape)
    .refine((v: Record<string, unknown>) => v[confirmKey] === undefined || v[passwordKey] === v[confirmKey], {
      error: 'passwordMismatch',
      path: [confirmKey],
    });
}

/**
 * Control characters no text field takes (NUL, the other C0 and C1 controls, DEL); tab and line breaks pass,
 * the multi-line fields need them and the single-line rules trim or refuse them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const forbiddenCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Half of a UTF-16 pair alone is no character at all: PostgreSQL refuses it in JSON. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text no field takes: a forbidden control character or half a surrogate pair. */
export function hasForbiddenCharacters(value: string): boolean {
  return forbiddenCharacters.test(value) || loneSurrogate.test(value);
}

/**
 * A string held to the text rule of every call (`invalidCharacters`). Calls are checked whole by the envelope
 * (`findForbiddenCharacters`); socket frames pass no envelope, so their schemas start from this one.
 */
export const plainText = (error: string) =>
  z.string({ error }).refine((v) => !hasForbiddenCharacters(v), { error: 'invalidCharacters', abort: true });

/**
 * The path of the first string (or object key) in a payload with a forbidden character, or undefined.
 * Servers check every payload with it before its schema, so one rule covers every text field.
 */
export function findForbiddenCharacters(value: unknown, path: (string | number)[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') {
    return hasForbiddenCharacters(value) ? path.join('.') : undefined;
  }
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && forbiddenCharacters.test(key)) return [...path, 'key'].join('.');
    const found = findForbiddenCharacters(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

// In a browser, schemas parse without compiling code: the web app's CSP has no 'unsafe-eval', and zod's probe for
// it (made when the first object schema is built) is reported as a violation on every page. Servers keep compiling.
// Here because every module of this package that builds schemas imports this one first.
if (typeof document !== 'undefined') z.config({ jitless: true });
