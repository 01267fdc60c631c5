import type { Repositories } from '../db/repositories/index.js';
import type { RealtimeHub } from '../realtime/hub.js';

/**
 * The news of changes for a cache kept in every instance's memory: `after(write, change)` wraps a repository
 * write so that, once it is done, this instance drops what the change touches at once (its next call already
 * sees it) and every other instance hears of it through the hub. Should this instance have missed news (its
 * Redis subscription was lost a while), it drops everything (`dropAll`).
 */
export function cacheNews<Change>(
  hub: RealtimeHub,
  topic: string,
  drop: (change: Change) => void,
  dropAll: () => void,
) {
  hub.subscribe(topic, (payload) => drop(payload as Change));
  hub.onGap(dropAll);
  return {
    after:
      <A extends unknown[], R>(write: (...args: A) => Promise<R>, change: (...args: A) => Change) =>
      async (...args: A) => {
        const result = await write(...args);
        drop(change(...args));
        await hub.publish(topic, change(...args));
        return result;
      },
  };
}

/** Wraps a write so that its change is told once the write is done. */
export type AfterWrite<Change> = <A extends unknown[], R>(
  write: (...args: A) => Promise<R>,
  change: (...args: A) => Change,
) => (...args: A) => Promise<R>;

/**
 * `repos.transaction` for a cache's wrapper: the repositories bound to the transaction get the same wrapped writes
 * (`wrap`), and their news is announced only once the transaction has committed (before, a read in between would
 * cache what is about to change; and a transaction rolled back changed nothing).
 */
export function transactionWithNews<Change>(
  repos: Repositories,
  announce: (change: Change) => Promise<void>,
  wrap: (tx: Repositories, after: AfterWrite<Change>) => Repositories,
): Repositories['transaction'] {
  return async (work) => {
    const news: Change[] = [];
    const held: AfterWrite<Change> =
      (write, change) =>
      async (...args) => {
        const result = await write(...args);
        news.push(change(...args));
        return result;
      };
    const result = await repos.transaction((tx) => work(wrap(tx, held)));
    for (const change of news) await announce(change);
    return result;
  };
}
