import type { Database } from '../client.js';
import { oneTimeKeysRepository } from './one-time-keys.js';
import { sessionsRepository } from './sessions.js';
import { usersRepository } from './users.js';

export function repositories(db: Database) {
  return {
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    oneTimeKeys: oneTimeKeysRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositories>;
