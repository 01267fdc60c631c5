import { randomInt } from 'node:crypto';
import { limits } from '@gamefolk/contract';
import type { Services } from '../../context.js';

/** A free username that follows the rules, made from a hint such as an email's local part. */
export async function uniqueUsername(services: Services, hint: string): Promise<string> {
  let base = hint
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .slice(0, limits.usernameMax - 5);
  if (base.length < limits.usernameMin || /^(null|undefined)$/i.test(base)) base = `player${base}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(1000, 99999)}`;
    if (!(await services.repos.users.usernameTaken(candidate))) return candidate;
  }
  return `player${randomInt(10_000_000, 99_999_999)}`;
}
