import type { Config } from '../config.js';
import type { Services } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';

/**
 * A manager: the database flag, or an activated account whose address is in MANAGER_EMAILS. Applied to the
 * user row at every sign-in and session lookup, so a change of the setting holds from the next call.
 */
export function withManagerFlag(config: Config, user: UserRow): UserRow {
  if (user.isManager || !user.activatedAt || !user.email) return user;
  return config.managerEmails.includes(user.email.toLowerCase()) ? { ...user, isManager: true } : user;
}

/** The one site-manager rule: the catalogue, the shop, puzzles, trends and reports are managed by managers only. */
export const isSiteManager = (config: Config, user: UserRow) => withManagerFlag(config, user).isManager;

export function assertSiteManager(services: Services, user: UserRow) {
  if (!isSiteManager(services.config, user)) throw new AppError('unauthorized');
}
