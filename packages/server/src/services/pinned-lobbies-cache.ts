// Every lobby search asks which lobbies are pinned right now. The pins with their Premium Plus stretches are kept
// in memory, and which of them are live at a given moment is worked out from those stretches, so a plan that
// starts or ends needs no news. A pin, an unpin, or a stretch granted or withdrawn drops the list at once on this
// instance and, through the hub, on every other one; the list is read again after TTL_MS at the latest, which
// bounds how long a change made around these repositories (by hand in the database) goes unseen.
import type { Repositories } from '../db/repositories/index.js';
import type { RealtimeHub } from '../realtime/hub.js';
import { cacheNews, transactionWithNews } from './cache-news.js';

/** How long the pins are trusted without reading them again: a bound, not the rule (news drops them at once). */
export const PINNED_LOBBIES_TTL_MS = 5_000;
const TOPIC = 'cache:pinned-lobbies';
type Change = { all: true };
type Window = { lobbyId: number; startsAt: Date; endsAt: Date };

export function withPinnedLobbiesCache(repos: Repositories, hub: RealtimeHub, now = () => Date.now()): Repositories {
  let kept: { windows: Window[]; readAt: Date; until: number } | undefined;
  // Moves on every drop: a read under way while one happened may predate the change, so it is not kept.
  let generation = 0;
  const drop = () => {
    generation++;
    kept = undefined;
  };
  const { after } = cacheNews<Change>(hub, TOPIC, drop, drop);
  const all = (): Change => ({ all: true });

  const { premium } = repos;
  return {
    ...repos,
    premium: {
      ...premium,
      livePinnedLobbyIds: async (at: Date) => {
        const wall = now();
        // A moment before the list was read (a clock set back) may need stretches that had ended by then.
        if (!kept || kept.until <= wall || at < kept.readAt) {
          const before = generation;
          const windows = await premium.pinWindows(at);
          if (generation === before) kept = { windows, readAt: at, until: wall + PINNED_LOBBIES_TTL_MS };
          return liveAt(windows, at);
        }
        return liveAt(kept.windows, at);
      },
      pin: after(premium.pin, all),
      unpin: after(premium.unpin, all),
      insert: after(premium.insert, all),
      update: after(premium.update, all),
    },
    transaction: transactionWithNews<Change>(
      repos,
      async (change) => {
        drop();
        await hub.publish(TOPIC, change);
      },
      (tx, held) => ({
        ...tx,
        premium: {
          ...tx.premium,
          pin: held(tx.premium.pin, all),
          unpin: held(tx.premium.unpin, all),
          insert: held(tx.premium.insert, all),
          update: held(tx.premium.update, all),
        },
      }),
    ),
  };
}

/** The pinned lobbies whose member's stretch covers `at`, each once. */
const liveAt = (windows: Window[], at: Date) => [
  ...new Set(windows.filter((w) => w.startsAt <= at && w.endsAt > at).map((w) => w.lobbyId)),
];
