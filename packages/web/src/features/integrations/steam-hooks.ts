import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call, type Input } from '../../api/client';
import { setToken } from '../../api/session';
import { changeLanguage } from '../../i18n/language';
import { accountKeys, setRecoveryPending, withSecondFactor, type AskSecondFactor } from '../../entities/account';

export const steamKeys = {
  all: ['steam'] as const,
  integrations: (userId: number) => [...steamKeys.all, 'integrations', userId] as const,
  featured: (userId: number) => [...steamKeys.all, 'featured', userId] as const,
  activity: (userId: number) => [...steamKeys.all, 'activity', userId] as const,
  genres: (userId: number) => [...steamKeys.all, 'genres', userId] as const,
  library: (userId: number, page: number, search: string) =>
    [...steamKeys.all, 'library', userId, page, search] as const,
  achievements: (userId: number, appId: number) => [...steamKeys.all, 'achievements', userId, appId] as const,
};

/** The page Steam sends the browser back to, on our own origin. */
export const steamReturnUrl = (path: string) => `${window.location.origin}${path}`;

/** True when the address carries Steam's OpenID answer. */
export const hasSteamAnswer = (search: string) => new URLSearchParams(search).has('openid.mode');

/** Steam's answer and our state out of an address, so a reload or a shared link does not carry them. */
export function withoutSteamAnswer(href: string): string {
  const clean = new URL(href);
  for (const key of [...clean.searchParams.keys()]) {
    if (key.startsWith('openid.') || key === 'steam_state') clean.searchParams.delete(key);
  }
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

type SteamStart = 'signIn' | 'link';
const startedKey = 'gf.steamStarted';

/**
 * Whether this tab went to Steam for `kind` (the mark is taken either way): an answer nobody here started, such as
 * a link someone sent, is never acted on. The server's state check is the real guard; this one spares the call.
 */
export function takeSteamStart(kind: SteamStart): boolean {
  try {
    const started = sessionStorage.getItem(startedKey);
    sessionStorage.removeItem(startedKey);
    return started === kind;
  } catch {
    return false;
  }
}

function markSteamStart(kind: SteamStart) {
  try {
    sessionStorage.setItem(startedKey, kind);
  } catch {
    // Without storage the answer is refused here; the server would have bound it to this browser anyway.
  }
}

/** Sign-in: asks for Steam's OpenID URL (coming back to `path`), remembers that this tab asked, and goes there. */
export function useSteamRedirectMutation() {
  return useMutation({
    mutationFn: (path: string) => call('steamLoginUrl', { return_url: steamReturnUrl(path) }),
    onSuccess: ({ url }) => {
      markSteamStart('signIn');
      window.location.assign(url);
    },
  });
}

/** Linking: a URL whose answer only the signed-in user can link, back to `path` (Settings, the own profile). */
export function useSteamLinkRedirectMutation() {
  return useMutation({
    mutationFn: (path: string) => call('steamLinkUrl', { return_url: steamReturnUrl(path) }),
    onSuccess: ({ url }) => {
      markSteamStart('link');
      window.location.assign(url);
    },
  });
}

/** The SteamID64 an answer names (its claimed id), shown when asking before linking. */
export function steamIdOf(href: string): string | null {
  const claimed = new URL(href).searchParams.get('openid.claimed_id') ?? '';
  return /\/openid\/id\/(\d{17})\/?$/.exec(claimed)?.[1] ?? null;
}

export function useSteamLoginMutation(ask: AskSecondFactor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'loginWithSteam'>) => withSecondFactor(call('loginWithSteam', input), ask),
    onSuccess: async ({ token, user }) => {
      if (user.is_frozen) setRecoveryPending(true);
      setToken(token);
      queryClient.setQueryData(accountKeys.user(), user);
      await changeLanguage(user.language);
    },
  });
}

/** Steam and Riot status of a user (Settings, the profile's Steam section). */
export function useIntegrationsQuery(userId: number | undefined) {
  return useQuery({
    queryKey: steamKeys.integrations(userId ?? 0),
    queryFn: () => call('userIntegrations', { userId: userId! }),
    enabled: userId !== undefined,
  });
}

function useRefreshSteam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: steamKeys.all });
}

export function useSteamAuthMutation() {
  const refresh = useRefreshSteam();
  return useMutation({
    mutationFn: (returnUrl: string) => call('steamAuth', { return_url: returnUrl }),
    onSettled: refresh,
  });
}

export function useSyncSteamMutation() {
  const refresh = useRefreshSteam();
  return useMutation({ mutationFn: () => call('syncSteamLibrary', {}), onSettled: refresh });
}

export function useRemoveSteamMutation() {
  const refresh = useRefreshSteam();
  return useMutation({ mutationFn: () => call('removeSteam', {}), onSettled: refresh });
}

/**
 * On a page Steam returns to for linking (Settings, the own profile): takes the answer out of the address at once,
 * and only when this tab started the link asks "Link Steam account … to your Gamefolk account?" (`confirm`), then
 * sends it to steamAuth once. An answer this tab did not start is dropped.
 */
export function useSteamLinkReturn(
  enabled: boolean,
  confirm: (steamId: string, link: () => void) => void,
  onDone: (error: unknown) => void,
) {
  const link = useSteamAuthMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (!enabled || sent.current || !hasSteamAnswer(window.location.search)) return;
    sent.current = true;
    const href = window.location.href;
    window.history.replaceState(window.history.state, '', withoutSteamAnswer(href));
    const steamId = steamIdOf(href);
    if (!takeSteamStart('link') || !steamId) return;
    confirm(steamId, () => link.mutate(href, { onSuccess: () => onDone(null), onError: (error) => onDone(error) }));
  }, [enabled, link, confirm, onDone]);
  return link;
}

export function useSteamFeaturedQuery(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: steamKeys.featured(userId),
    queryFn: () => call('getFeaturedSteam', { userId }),
    enabled,
    retry: false,
  });
}

export function useSteamActivityQuery(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: steamKeys.activity(userId),
    queryFn: () => call('getSteamActivity', { userId }),
    enabled,
    retry: false,
  });
}

export function useSteamGenresQuery(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: steamKeys.genres(userId),
    queryFn: () => call('getUserGenres', { userId }),
    enabled,
    retry: false,
  });
}

export function useSteamLibraryQuery(userId: number, page: number, search: string, enabled: boolean) {
  return useQuery({
    queryKey: steamKeys.library(userId, page, search),
    queryFn: () => call('getSteamLibraryV2', { userId, page, limit: 50, ...(search && { search_keys: search }) }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useSteamAchievementsQuery(userId: number, appId: number | null) {
  return useQuery({
    queryKey: steamKeys.achievements(userId, appId ?? 0),
    queryFn: () => call('getUserAchievements', { userId, steamapp_id: appId! }),
    enabled: appId !== null,
    retry: false,
  });
}
