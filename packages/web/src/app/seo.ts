import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec section 2: only these pages may be indexed by search engines. */
const indexablePaths = new Set(['/', '/about-us', '/mission', '/login', '/register']);

export function isIndexable(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return indexablePaths.has(normalized);
}

const NOINDEX_DELAY_MS = 100;

function robotsMeta(): HTMLMetaElement | null {
  return document.head.querySelector('meta[name="robots"]');
}

/** Adds a noindex robots meta 100 ms after landing on a non-indexable page, and removes it on indexable ones. */
export function useRobotsMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isIndexable(pathname)) {
      robotsMeta()?.remove();
      return;
    }
    const timer = window.setTimeout(() => {
      let meta = robotsMeta();
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'robots';
        document.head.appendChild(meta);
      }
      meta.content = 'noindex';
    }, NOINDEX_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

/** The page scrolls to the top on every route change. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
