// Every repository method is declared a read or a write with its cache effects (cache-effects.ts), and the writes
// announce what they changed once it is committed.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheNews } from '../../cache/cache.js';
import { withCacheEffects } from './with-cache-effects.js';
import { tags } from '../../cache/tags.js';
import { createHub } from '../../realtime/hub.js';
import { openTestDatabase } from '../../test/database.js';
import type { DatabaseHandle } from '../client.js';
import { cacheEffects } from './cache-effects.js';
import { repositories } from './index.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});

/** `transaction` is wrapped as a whole (db/repositories/with-cache-effects.ts); `sql` is the job queue's raw SQL, on no kept table. */
const notRepositories = new Set(['transaction', 'sql']);

describe('declared cache effects', () => {
  it('declares every method of every repository as a read or a write, and nothing that is gone', () => {
    const repos = repositories(database.db) as unknown as Record<string, Record<string, unknown>>;
    const declared = cacheEffects as unknown as Record<string, { reads: readonly string[]; writes: object }>;
    const undeclared: string[] = [];
    const both: string[] = [];
    for (const [name, repo] of Object.entries(repos)) {
      if (notRepositories.has(name)) continue;
      const { reads = [], writes = {} } = declared[name] ?? {};
      for (const method of Object.keys(repo).filter((key) => typeof repo[key] === 'function')) {
        const read = reads.includes(method);
        const write = method in writes;
        if (!read && !write) undeclared.push(`${name}.${method}`);
        if (read && write) both.push(`${name}.${method}`);
      }
    }
    const gone = Object.entries(declared).flatMap(([name, { reads, writes }]) =>
      [...reads, ...Object.keys(writes)]
        .filter((method) => typeof repos[name]?.[method] !== 'function')
        .map((method) => `${name}.${method}`),
    );
    // A new repository method must be listed in cache-effects.ts: in `reads`, or in `writes` with the tags it changes
    // (NONE when no cache keeps anything it writes).
    expect(undeclared).toEqual([]);
    expect(both).toEqual([]);
    expect(gone).toEqual([]);
  });

  it('announces a write inside a transaction only once it has committed, and nothing for one rolled back', async () => {
    const hub = createHub(undefined, 'gf:test:');
    const heard: string[][] = [];
    cacheNews(hub, (named) => void heard.push(named));
    const repos = withCacheEffects(repositories(database.db), cacheEffects, (named) =>
      hub.publish('cache:news', { tags: named }),
    );
    const name = () => `fx_${randomBytes(4).toString('hex')}`;
    const [a, b] = await Promise.all(
      [name(), name()].map((username) => repos.users.insert({ username, email: `${username}@example.com` })),
    );

    await repos.transaction(async (tx) => {
      await tx.graph.block(a!.id, b!.id);
      // Announced now, a read in between would keep what is about to change.
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([[tags.viewer(a!.id), tags.viewer(b!.id)]]);

    heard.length = 0;
    await expect(
      repos.transaction(async (tx) => {
        await tx.graph.unblock(a!.id, b!.id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(heard).toEqual([]);

    // Outside a transaction, once the write is done.
    await repos.graph.unblock(a!.id, b!.id);
    expect(heard).toEqual([[tags.viewer(a!.id), tags.viewer(b!.id)]]);
  });
});
