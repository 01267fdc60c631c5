import type { Database } from '../client.js';
import { gamesRepository } from './games.js';
import { oneTimeKeysRepository } from './one-time-keys.js';
import { sessionsRepository } from './sessions.js';
import { uploadsRepository } from './uploads.js';
import { usersRepository } from './users.js';
import { profilesRepository } from './profiles.js';

export function repositories(db: Database) {
  return {
    users: usersRepository(db),
    games: gamesRepository(db),
    sessions: sessionsRepository(db),
    oneTimeKeys: oneTimeKeysRepository(db),
    uploads: uploadsRepository(db),
    profiles: profilesRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositories>;
