// How the one cache judges a read against the news heard while it was under way, and shares reads.
import { describe, expect, it } from 'vitest';
import { createHub } from '../realtime/hub.js';
import { createCache } from './cache.js';
import { ALL } from './tags.js';

/** A read whose answer the test gives when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function setUp() {
  const cache = createCache(createHub(undefined, 'gf:test:'));
  const games = cache.namespace('games', { ttlMs: 60_000, maxEntries: 10 });
  const loads: ReturnType<typeof deferred<string>>[] = [];
  /** Reads the list of game `gameId`, kept under its tag (its value is whatever the test answers). */
  const read = (gameId: number) =>
    games.read(
      `game ${gameId}`,
      () => {
        const load = deferred<string>();
        loads.push(load);
        return load.promise;
      },
      () => ({ tags: [`game:${gameId}`] }),
    );
  return { cache, games, loads, read };
}

describe('the cache', () => {
  it('answers a read that news touched while it was under way, but does not keep it', async () => {
    const { cache, loads, read } = setUp();
    const inFlight = read(1);
    // The write lands while the read is under way: the read may have seen the row before it.
    await cache.announce(['game:1']);
    loads[0]!.resolve('before the write');
    expect(await inFlight).toBe('before the write');
    // The next read asks again and sees the write.
    const next = read(1);
    expect(loads).toHaveLength(2);
    loads[1]!.resolve('after the write');
    expect(await next).toBe('after the write');
    expect(await read(1)).toBe('after the write');
    expect(loads).toHaveLength(2);
  });

  it('keeps a read that only unrelated news came during, and drops it on news that names it', async () => {
    const { cache, loads, read } = setUp();
    const first = read(1);
    await cache.announce(['game:2']);
    loads[0]!.resolve('kept');
    expect(await first).toBe('kept');
    expect(await read(1)).toBe('kept');
    expect(loads).toHaveLength(1);
    await cache.announce(['game:1']);
    const again = read(1);
    expect(loads).toHaveLength(2);
    loads[1]!.resolve('read again');
    expect(await again).toBe('read again');
  });

  it('shares one read among callers until news comes', async () => {
    const { cache, loads, read } = setUp();
    const [a, b] = [read(1), read(1)];
    expect(loads).toHaveLength(1);
    await cache.announce(['game:3']);
    const c = read(1);
    expect(loads).toHaveLength(2);
    loads[0]!.resolve('first');
    loads[1]!.resolve('second');
    expect([await a, await b, await c]).toEqual(['first', 'first', 'second']);
  });

  it('drops everything on news of everything, and tells a count from before it', async () => {
    const { cache, loads, read } = setUp();
    const first = read(1);
    loads[0]!.resolve('kept');
    await first;
    const before = cache.seq();
    expect(cache.changedSince('viewer:5', before)).toBe(false);
    await cache.announce([ALL]);
    expect(cache.changedSince('viewer:5', before)).toBe(true);
    void read(1);
    expect(loads).toHaveLength(2);
  });

  it('reads again what outlived its bound, and keeps at most its namespace bound', async () => {
    let clock = 0;
    const cache = createCache(createHub(undefined, 'gf:test:'), () => clock);
    const space = cache.namespace('short', { ttlMs: 1_000, maxEntries: 2 });
    let loads = 0;
    const read = (key: string) =>
      space.read(
        key,
        async () => `${key} #${++loads}`,
        () => ({ tags: [] }),
      );
    expect(await read('a')).toBe('a #1');
    expect(await read('a')).toBe('a #1');
    clock = 1_000;
    expect(await read('a')).toBe('a #2');
    await read('b');
    await read('c');
    // 'a' was the oldest of three: gone.
    expect(await read('a')).toBe('a #5');
  });
});
