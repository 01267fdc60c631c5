import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

let unreadChats = 0;
const listeners = new Set<() => void>();

/** Chat (a later issue) reports unread channels here; the tab title then gets a "(1)" prefix. */
export function setUnreadChatCount(count: number): void {
  unreadChats = count;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function titleWithUnread(title: string, unread: number): string {
  return unread > 0 ? `(1) ${title}` : title;
}

function useFullTitle(title: string | null): string {
  const { t } = useTranslation();
  return title ? t('pageTitle', { title }) : `${t('appName')} · ${t('tagline')}`;
}

function useUnreadChats(): number {
  return useSyncExternalStore(
    subscribe,
    () => unreadChats,
    () => 0,
  );
}

/** Outside a browser (entry-server.tsx) the page's title is written here while rendering, for the HTML's <title>. */
export const ServerTitle = createContext<{ value: string } | null>(null);

function useServerTitle(title: string | undefined): void {
  const sink = useContext(ServerTitle);
  if (sink && title !== undefined) sink.value = title;
}

/** Sets the tab title of the current page; pass null on the welcome page to show just the product name. */
export function usePageTitle(title: string | null): void {
  const full = useFullTitle(title);
  const unread = useUnreadChats();
  useServerTitle(full);
  useEffect(() => {
    document.title = titleWithUnread(full, unread);
  }, [full, unread]);
}

/** Public pages name themselves with the footer's labels; null is the welcome page. */
export type PublicPageTitle = 'about' | 'mission' | 'faq' | 'privacy' | 'terms' | 'onePager' | null;

export interface RouteHandle {
  publicTitle?: PublicPageTitle;
}

/** For routes whose page component does not set a title itself: the title comes from the route's handle. */
export function useRouteHandleTitle(): void {
  const { t } = useTranslation('layout');
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const key = handle?.publicTitle;
  const full = useFullTitle(key ? t(`footer.${key}`) : null);
  const unread = useUnreadChats();
  useServerTitle(key !== undefined ? full : undefined);
  useEffect(() => {
    if (key !== undefined) document.title = titleWithUnread(full, unread);
  }, [key, full, unread]);
}
