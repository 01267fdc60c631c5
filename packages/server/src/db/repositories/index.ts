import type { Database } from '../client.js';
import { feedRepository } from './feed.js';
import { devicesRepository } from './devices.js';
import { connectionsRepository } from './connections.js';
import { reportsRepository } from './reports.js';
import { moderationLogRepository } from './moderation-log.js';
import { moderationRepository } from './moderation.js';
import { chatRepository } from './chat.js';
import { organizationsRepository } from './organizations.js';
import { settingsRepository } from './settings.js';
import { gamesRepository } from './games.js';
import { graphRepository } from './graph.js';
import { notificationsRepository } from './notifications.js';
import { oneTimeKeysRepository } from './one-time-keys.js';
import { sessionsRepository } from './sessions.js';
import { totpRepository } from './totp.js';
import { passkeysRepository } from './passkeys.js';
import { dataExportsRepository } from './data-exports.js';
import { uploadsRepository } from './uploads.js';
import { usersRepository } from './users.js';
import { profilesRepository } from './profiles.js';
import { puzzlesRepository } from './puzzles.js';
import { questsRepository } from './quests.js';
import { lobbiesRepository } from './lobbies.js';
import { eventsRepository } from './events.js';
import { riotRepository } from './riot.js';
import { steamRepository } from './steam.js';
import { premiumRepository } from './premium.js';
import { shopRepository } from './shop.js';
import { attentionRepository } from './attention.js';
import { rawSql, type ExecuteSql } from './raw-sql.js';
import { systemClock, type Clock } from '../../clock.js';

function bound(db: Database, now: Clock) {
  return {
    users: usersRepository(db),
    games: gamesRepository(db),
    feed: feedRepository(db),
    devices: devicesRepository(db),
    connections: connectionsRepository(db),
    reports: reportsRepository(db),
    moderationLog: moderationLogRepository(db),
    moderation: moderationRepository(db),
    chat: chatRepository(db),
    organizations: organizationsRepository(db),
    settings: settingsRepository(db),
    graph: graphRepository(db),
    notifications: notificationsRepository(db),
    sessions: sessionsRepository(db, now),
    totp: totpRepository(db),
    passkeys: passkeysRepository(db),
    dataExports: dataExportsRepository(db),
    oneTimeKeys: oneTimeKeysRepository(db, now),
    uploads: uploadsRepository(db),
    profiles: profilesRepository(db, now),
    puzzles: puzzlesRepository(db, now),
    quests: questsRepository(db),
    lobbies: lobbiesRepository(db),
    events: eventsRepository(db),
    riot: riotRepository(db),
    steam: steamRepository(db),
    shop: shopRepository(db, now),
    premium: premiumRepository(db, now),
    attention: attentionRepository(db),
  };
}

export type Repositories = ReturnType<typeof bound> & {
  /**
   * Runs `work` in one transaction, with repositories bound to it: all of its writes land, or none. Inside,
   * use only `tx` (on embedded PGlite a query outside the transaction waits for it to end).
   */
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
  /** Plain SQL on the same connection or transaction (for the job queue). */
  sql: ExecuteSql;
};

/**
 * The repositories over `db`; `now` stamps the rows they write and judges what is still live (compose.ts gives
 * `services.now`).
 */
export function repositories(db: Database, now: Clock = systemClock): Repositories {
  return {
    ...bound(db, now),
    transaction: (work) => db.transaction((tx) => work(repositories(tx as unknown as Database, now))),
    sql: rawSql(db),
  };
}
