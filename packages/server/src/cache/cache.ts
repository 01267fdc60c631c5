// The one cache of this server: what a read made, kept in this instance's memory under a key, with the tags that
// say what it shows (`post:7`, `viewer:3`, `lobbies`: cache/tags.ts). A write names tags (the repositories' declared
// effects, db/repositories/cache-effects.ts); its news drops every entry carrying one of them, here at once and on
// every other instance through the hub (Redis). An instance that may have missed news (its subscription was lost a
// while) drops everything.
//
// A read that was under way while news named one of its tags is answered (the caller asked before the change) but
// not kept: each piece of news is counted, every tag remembers the count of its last news, and a read keeps what it
// made only if none of its tags changed after the count it began at. Callers asking for the same key meanwhile share
// one read, unless news came since it began. Entries also end after their namespace's ttl (a bound on changes made
// around the repositories, by hand in the database), and the oldest go past `maxEntries`.
import type { RealtimeHub } from '../realtime/hub.js';
import { ALL } from './tags.js';
import { systemMs } from '../clock.js';

const TOPIC = 'cache:news';
/** How often tag marks nobody can still need are forgotten (and expired entries dropped). */
const PRUNE_MS = 60_000;

export interface Namespace {
  /**
   * What `key` names: kept, or read with `load` and kept under the tags `tagsOf` gives (undefined: not kept, such as
   * nothing found), until news names one of them, its ttl passes, or `until` (ms) from `tagsOf` comes.
   */
  read<T>(key: string, load: () => Promise<T>, tagsOf: (value: T) => Kept | undefined): Promise<T>;
  /** Forgets what this namespace keeps under `key` (the caller found it no longer fits). */
  forget(key: string): void;
}

/** The tags a value is kept under, and optionally when it ends regardless. */
export interface Kept {
  tags: string[];
  until?: number;
}

export interface Cache {
  namespace(name: string, options: { ttlMs: number; maxEntries: number }): Namespace;
  /** Tells every instance (this one at once) that what carries these tags changed. */
  announce(tags: string[]): Promise<void>;
  /** The news count now: what is read from here on is read after every piece of news counted so far. */
  seq(): number;
  /** Whether news named `tag` (or everything) after count `since`. */
  changedSince(tag: string, since: number): boolean;
  /** The caches' clock, in ms. */
  now(): number;
  /** Reads answered from memory (or joining one under way) and reads that loaded, per namespace, since start. */
  counts(): { namespace: string; hits: number; misses: number }[];
}

interface Entry {
  value: unknown;
  tags: string[];
  until: number;
}

/**
 * Hears the tags of every write, from this instance at once and from the others through the hub (Redis), and ALL
 * when this instance may have missed some. Listeners hear in the order they subscribed: the cache first.
 */
export function cacheNews(hub: RealtimeHub, listener: (tags: string[]) => void) {
  hub.subscribe(TOPIC, (payload) => listener((payload as { tags: string[] }).tags));
  hub.onGap(() => listener([ALL]));
}

export function createCache(hub: RealtimeHub, now = systemMs): Cache {
  let seq = 0;
  let allAt = 0;
  /** Tag → the count of the last news naming it (forgotten once no read under way can have begun before it). */
  const changedAt = new Map<string, number>();
  /** Reads begun before it are not kept: the marks they would be judged by may have been forgotten. */
  let forgottenBefore = 0;
  const spaces: { entries: Map<string, Entry>; byTag: Map<string, Set<string>> }[] = [];
  const counted = new Map<string, { hits: number; misses: number }>();

  const unindex = (space: (typeof spaces)[number], key: string, entry: Entry) => {
    for (const tag of entry.tags) {
      const keys = space.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) space.byTag.delete(tag);
    }
  };

  const apply = (tags: string[]) => {
    seq++;
    for (const tag of tags) {
      if (tag === ALL) {
        allAt = seq;
        for (const space of spaces) {
          space.entries.clear();
          space.byTag.clear();
        }
        continue;
      }
      changedAt.set(tag, seq);
      for (const space of spaces) {
        const keys = space.byTag.get(tag);
        if (!keys) continue;
        for (const key of keys) {
          const entry = space.entries.get(key);
          space.entries.delete(key);
          if (entry) unindex(space, key, entry);
        }
      }
    }
  };
  cacheNews(hub, apply);

  // A count from before the marks last forgotten cannot be judged: it counts as changed.
  const changedSince = (tag: string, since: number) =>
    since < forgottenBefore || allAt > since || (changedAt.get(tag) ?? 0) > since;

  let mark = 0;
  const prune = setInterval(() => {
    for (const [tag, at] of changedAt) if (at <= mark) changedAt.delete(tag);
    forgottenBefore = mark;
    mark = seq;
    const at = now();
    for (const space of spaces)
      for (const [key, entry] of space.entries)
        if (entry.until <= at) {
          space.entries.delete(key);
          unindex(space, key, entry);
        }
  }, PRUNE_MS);
  prune.unref();

  return {
    namespace(name, { ttlMs, maxEntries }) {
      const space = { entries: new Map<string, Entry>(), byTag: new Map<string, Set<string>>() };
      spaces.push(space);
      let count = counted.get(name);
      if (!count) counted.set(name, (count = { hits: 0, misses: 0 }));
      const reads = count;
      const loading = new Map<string, { seq: number; made: Promise<unknown> }>();
      const remove = (key: string) => {
        const entry = space.entries.get(key);
        if (!entry) return;
        space.entries.delete(key);
        unindex(space, key, entry);
      };
      const keep = (key: string, value: unknown, kept: Kept, startedAt: number, until: number) => {
        if (kept.tags.some((tag) => changedSince(tag, startedAt)) || changedSince(ALL, startedAt)) return;
        remove(key);
        if (space.entries.size >= maxEntries) remove(space.entries.keys().next().value!);
        const entry: Entry = { value, tags: kept.tags, until: Math.min(until, kept.until ?? Infinity) };
        space.entries.set(key, entry);
        for (const tag of kept.tags) {
          let keys = space.byTag.get(tag);
          if (!keys) space.byTag.set(tag, (keys = new Set()));
          keys.add(key);
        }
      };
      return {
        read<T>(key: string, load: () => Promise<T>, tagsOf: (value: T) => Kept | undefined): Promise<T> {
          const kept = space.entries.get(key);
          if (kept) {
            if (kept.until > now()) {
              reads.hits++;
              return Promise.resolve(kept.value as T);
            }
            remove(key);
          }
          const under = loading.get(key);
          if (under && under.seq === seq) {
            reads.hits++;
            return under.made as Promise<T>;
          }
          reads.misses++;
          const startedAt = seq;
          const until = now() + ttlMs;
          const made = load()
            .then((value) => {
              const tags = tagsOf(value);
              if (tags) keep(key, value, tags, startedAt, until);
              return value;
            })
            .finally(() => {
              if (loading.get(key)?.made === made) loading.delete(key);
            });
          loading.set(key, { seq: startedAt, made });
          return made;
        },
        forget: remove,
      };
    },
    announce: (tags) => hub.publish(TOPIC, { tags }),
    seq: () => seq,
    changedSince,
    now,
    counts: () => [...counted].map(([namespace, { hits, misses }]) => ({ namespace, hits, misses })),
  };
}

/** Puts `value` last in `map`, dropping the oldest entry past `max` (for a viewer's parts kept beside the cache). */
export function keepAtMost<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * A kept list's rows read again by id once news names them (their counts moved, say), so that a list whose order
 * does not depend on them is not read whole again. `since` is the news count when the list was read; `reread`,
 * kept beside the list, holds each row read again with the count before that read.
 */
export async function asNow<R extends { id: number }>(
  cache: Pick<Cache, 'seq' | 'changedSince'>,
  list: { since: number; reread: Map<number, { row: R; seq: number }> },
  rows: R[],
  tagsOf: (row: R) => string[],
  load: (ids: number[]) => Promise<R[]>,
): Promise<R[]> {
  const changed = (row: R) => {
    const at = list.reread.get(row.id)?.seq ?? list.since;
    return tagsOf(row).some((tag) => cache.changedSince(tag, at));
  };
  const stale = rows.filter(changed).map((row) => row.id);
  if (stale.length) {
    const startedAt = cache.seq();
    for (const row of await load(stale)) {
      const kept = list.reread.get(row.id);
      if (!kept || kept.seq < startedAt) list.reread.set(row.id, { row, seq: startedAt });
    }
  }
  return rows.map((row) => list.reread.get(row.id)?.row ?? row);
}
