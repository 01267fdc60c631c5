// How the lobby search and the upcoming-events list judge a read against the news heard while it was under way.
import { describe, expect, it } from 'vitest';
import { createHub } from '../realtime/hub.js';
import { keptNews, type KeptChange } from './kept-news.js';

type Change = KeptChange & { games?: number[] };
const TOPIC = 'cache:test';

/** A read whose answer the test gives when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function setUp() {
  const hub = createHub(undefined, 'gf:test:');
  const dropped: Change[] = [];
  const news = keptNews<Change>(hub, TOPIC, 60_000, (change) => void dropped.push(change));
  const kept: number[] = [];
  const loads: ReturnType<typeof deferred<number>>[] = [];
  /** Reads the list of game `gameId` (its value is whatever the test answers). */
  const read = (gameId: number) =>
    news.read(
      `game ${gameId}`,
      () => {
        const load = deferred<number>();
        loads.push(load);
        return load.promise;
      },
      (_made, change) => Boolean(change.all || change.games?.includes(gameId)),
      (made) => void kept.push(made),
    );
  return { hub, news, dropped, kept, loads, read };
}

describe('news for kept reads', () => {
  it('keeps a read unless news heard while it was under way touches it', async () => {
    const { hub, dropped, kept, loads, read } = setUp();
    const untouched = read(1);
    await hub.publish(TOPIC, { games: [2] });
    loads[0]!.resolve(10);
    expect(await untouched).toBe(10);
    expect(kept).toEqual([10]);

    const touched = read(1);
    await hub.publish(TOPIC, { games: [1] });
    loads[1]!.resolve(11);
    // Answered (the caller asked before the change), not kept.
    expect(await touched).toBe(11);
    expect(kept).toEqual([10]);
    expect(dropped).toEqual([{ games: [2] }, { games: [1] }]);
  });

  it('shares one read among callers until news comes', async () => {
    const { hub, loads, read } = setUp();
    const [a, b] = [read(1), read(1)];
    expect(loads).toHaveLength(1);
    await hub.publish(TOPIC, { games: [3] });
    const c = read(1);
    expect(loads).toHaveLength(2);
    loads[0]!.resolve(1);
    loads[1]!.resolve(2);
    expect([await a, await b, await c]).toEqual([1, 1, 2]);
  });

  it("tells a viewer's part read before news on them, or news on everything, from one read after", async () => {
    const { hub, news } = setUp();
    const before = news.seq();
    await hub.publish(TOPIC, { viewers: [5] });
    expect(news.viewerChangedSince(5, before)).toBe(true);
    expect(news.viewerChangedSince(6, before)).toBe(false);
    const after = news.seq();
    expect(news.viewerChangedSince(5, after)).toBe(false);
    await hub.publish(TOPIC, { all: true });
    expect(news.viewerChangedSince(6, after)).toBe(true);
  });
});
