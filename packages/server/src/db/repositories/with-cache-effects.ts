// Applies the repositories' declared cache effects (db/repositories/cache-effects.ts): each declared write announces
// the tags it changed once it is done; inside `repos.transaction` (nested ones included) the tags wait for the commit
// (announced before it, a read in between would be kept as it was; a transaction rolled back changed nothing).
import { NONE, type CacheEffects } from './cache-effects.js';
import type { Repositories } from './index.js';

type AnyWrite = (...args: unknown[]) => PromiseLike<unknown>;
type AnyEffect = (result: unknown, ...args: unknown[]) => readonly string[];

export function withCacheEffects(
  repos: Repositories,
  declared: CacheEffects,
  announce: (tags: string[]) => Promise<void>,
): Repositories {
  // The writes with an effect, by repository (NONE touches no cache: left as it is).
  const writes = Object.entries(declared).map(([name, declaration]) => ({
    name,
    effects: Object.entries(declaration.writes as Record<string, unknown>).filter(
      (entry): entry is [string, AnyEffect] => entry[1] !== NONE && typeof entry[1] === 'function',
    ),
  }));

  const wrap = (r: Repositories, told: (tags: readonly string[]) => Promise<void> | void): Repositories => {
    const wrapped: Record<string, unknown> = { ...r };
    for (const { name, effects } of writes) {
      if (!effects.length) continue;
      const repo = (r as unknown as Record<string, Record<string, AnyWrite> | undefined>)[name];
      // Every declared repository exists (cache-effects.test.ts); only a test's stand-in has fewer.
      if (!repo) continue;
      const copy: Record<string, unknown> = { ...repo };
      for (const [method, effect] of effects) {
        const write = repo[method]!;
        copy[method] = async (...args: unknown[]) => {
          const result = await write(...args);
          const changed = effect(result, ...args);
          if (changed.length) await told(changed);
          return result;
        };
      }
      wrapped[name] = copy;
    }
    return wrapped as unknown as Repositories;
  };

  const inside = (tx: Repositories, held: Set<string>): Repositories => {
    const bound = wrap(tx, (changed) => void changed.forEach((tag) => held.add(tag)));
    return { ...bound, transaction: (work) => tx.transaction((inner) => work(inside(inner, held))) };
  };

  return {
    ...wrap(repos, (changed) => announce([...changed])),
    transaction: async (work) => {
      const held = new Set<string>();
      const result = await repos.transaction((tx) => work(inside(tx, held)));
      if (held.size) await announce([...held]);
      return result;
    },
  };
}
