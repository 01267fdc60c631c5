import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagePreload, routes } from './routes';

function pageRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [...(pagePreload(route) ? [route] : []), ...pageRoutes(route.children ?? [])]);
}

// The server preloads each route's chunk by the file its route names (scripts/prerender.mjs): a name that is not the
// module the route loads would preload the wrong page on every cold load.
describe('each page route names the module it loads', () => {
  it.each(pageRoutes(routes).map((route) => [route.path ?? '/', route] as const))('%s', async (_path, route) => {
    const { file, namespaces } = pagePreload(route)!;
    const modules = import.meta.glob<Record<string, unknown>>('../features/**/*.{ts,tsx}');
    const load = modules[`../${file}.tsx`] ?? modules[`../${file}.ts`];
    expect(load, file).toBeDefined();
    const [named, loaded] = await Promise.all([load!(), (route.lazy as () => Promise<{ Component: unknown }>)()]);
    expect(Object.values(named)).toContain(loaded.Component);
    expect(namespaces.length).toBeGreaterThan(0);
  });
});
