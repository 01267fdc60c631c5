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
