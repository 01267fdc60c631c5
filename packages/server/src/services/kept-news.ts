// News for the caches kept per set of filters on every instance (lobby search, upcoming events): one way of
// counting news, of judging a read against the news heard while it was under way, and of announcing writes.
//
// Each piece of news is counted (`seq`). A read keeps what it made only if no news heard while it was under way
// touches it (the cache says what a change touches); while reads never stop, the news heard is held up to a
// bound, and past it every read under way is spoiled rather than judged. A viewer's own part (their blocks, their
// answers) is read at a count and stays good until news names them (or says everything changed). News older than
// one round of the bound can make nothing stale (whatever was read before it has outlived the bound), so the ids
// it named are forgotten after two rounds.
import type { Repositories } from '../db/repositories/index.js';
import type { RealtimeHub } from '../realtime/hub.js';

/** What every such cache's news can say besides its own: everything changed, or these viewers' own parts did. */
export interface KeptChange {
  all?: true;
  viewers?: number[];
}

/** Wraps a write so that its change, worked out from its result and arguments, is announced once it is done. */
export type AnnouncedWrite<Change> = <A extends unknown[], R>(
  write: (...args: A) => Promise<R>,
  change: (result: R, ...args: A) => Change,
) => (...args: A) => Promise<R>;

/** News heard while reads are under way, past which they are spoiled instead of judged. */
const MAX_RECENT = 1_000;

/** Puts `value` last in `map`, dropping the oldest entry past `max`. */
export function keepAtMost<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}

export function keptNews<Change extends KeptChange>(
  hub: RealtimeHub,
  topic: string,
  ttlMs: number,
  /** Drops what the change touches from the cache (everything for `all`). */
  drop: (change: Change) => void,
) {
  let seq = 0;
  let allChangedAt = 0;
  /** Per kind of id news names (viewers, and whatever the cache tracks): the count when each last changed. */
  const tracked: { named: (change: Change) => number[] | undefined; at: Map<number, number> }[] = [];
  let recent: { seq: number; change: Change }[] = [];
  let reading = 0;
  /** Reads begun before it are not kept: set instead of holding news without end while reads never stop. */
  let spoiledBefore = 0;
  const loading = new Map<string, { seq: number; made: Promise<unknown> }>();

  const apply = (change: Change) => {
    seq++;
    if (change.all) allChangedAt = seq;
    for (const { named, at } of tracked) for (const id of named(change) ?? []) at.set(id, seq);
    drop(change);
    if (reading) recent.push({ seq, change });
    if (recent.length > MAX_RECENT) {
      recent = [];
      spoiledBefore = seq;
    }
  };
  hub.subscribe(topic, (payload) => apply(payload as Change));
  // News possibly missed (Redis was unreachable a while): nothing kept is trusted.
  hub.onGap(() => apply({ all: true } as Change));
  // Applied here at once (the hub delivers to this instance's listeners as it publishes), then everywhere else.
  const publish = (change: Change) => hub.publish(topic, change);

  /** Ids named by news (`named` picks them from a change): whether one changed since a count. */
  const track = (named: (change: Change) => number[] | undefined) => {
    const at = new Map<number, number>();
    tracked.push({ named, at });
    return { changedSince: (id: number, since: number) => allChangedAt > since || (at.get(id) ?? 0) > since };
  };
  const viewers = track((change) => change.viewers);

  const prunes: (() => void)[] = [];
  let mark = 0;
  const prune = setInterval(() => {
    for (const { at } of tracked) for (const [id, changedAt] of at) if (changedAt <= mark) at.delete(id);
    mark = seq;
    for (const run of prunes) run();
  }, ttlMs);
  prune.unref();

  /**
   * Reads what `key` names, one read at a time per key (callers meanwhile share it, unless news came since it
   * began), and hands it to `keep` unless news heard while it was under way `touches` it; answers it either way
   * (the caller asked before that news).
   */
  const read = <T>(
    key: string,
    load: () => Promise<T>,
    touches: (made: T, change: Change) => boolean,
    keep: (made: T) => void,
  ): Promise<T> => {
    const under = loading.get(key);
    if (under && under.seq === seq) return under.made as Promise<T>;
    const startedAt = seq;
    reading++;
    const made = load()
      .then((value) => {
        const spoiled =
          startedAt < spoiledBefore || recent.some((news) => news.seq > startedAt && touches(value, news.change));
        if (!spoiled) keep(value);
        return value;
      })
      .finally(() => {
        if (--reading === 0) recent = [];
        if (loading.get(key)?.made === made) loading.delete(key);
      });
    loading.set(key, { seq: startedAt, made });
    return made;
  };

  /**
   * The repositories with the writes `wrap` names announced: outside a transaction once each is done; inside one
   * only after the commit (announced before it, a read in between would be kept as it was, and one rolled back
   * would announce a change that never happened).
   */
  const announced = (
    repos: Repositories,
    wrap: (r: Repositories, after: AnnouncedWrite<Change>) => Repositories,
  ): Repositories => {
    const afterThen =
      (announce: (change: Change) => unknown): AnnouncedWrite<Change> =>
      (write, change) =>
      async (...args) => {
        const result = await write(...args);
        await announce(change(result, ...args));
        return result;
      };
    return {
      ...wrap(repos, afterThen(publish)),
      transaction: async (work) => {
        const news: Change[] = [];
        const result = await repos.transaction((tx) =>
          work(
            wrap(
              tx,
              afterThen((change) => news.push(change)),
            ),
          ),
        );
        for (const change of news) await publish(change);
        return result;
      },
    };
  };

  return {
    /** The news count now: what is read from here on is read after every piece of news counted so far. */
    seq: () => seq,
    /** Whether a viewer's own part read at count `since` is stale. */
    viewerChangedSince: viewers.changedSince,
    track,
    read,
    announced,
    /** Runs with each round of the bound (to drop what has outlived it). */
    onPrune: (run: () => void) => void prunes.push(run),
  };
}
