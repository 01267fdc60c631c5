import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { loadNamespaces } from '../i18n';
import { PublicLayout } from './layout/public/PublicLayout';
import { AdaptiveLayout, GuestOnly, RequireAuth } from './guards';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';
import type { RouteHandle } from '../lib/title';

/** A page's module and where it lies under src/ (without its extension), which names its chunk in Vite's manifest. */
type Source<M> = (() => Promise<M>) & { file: string };
const source = <M,>(file: string, load: () => Promise<M>): Source<M> => Object.assign(load, { file });

/** What a route's page loads: the server preloads it from the HTML of a cold load (see routePreloads). */
export interface PagePreload {
  file: string;
  namespaces: readonly string[];
}

/** Each page is its own chunk, loaded with its translation namespaces when its route is first visited. */
function page<M>(
  load: Source<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly string[] = ['pages'],
): RouteObject['lazy'] {
  const lazy = async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
  const preload: PagePreload = { file: load.file, namespaces };
  return Object.assign(lazy, { preload });
}

/** The page a lazy route loads, if it is one of ours. */
export function pagePreload(route: RouteObject): PagePreload | undefined {
  return (route.lazy as { preload?: PagePreload } | undefined)?.preload;
}

// The welcome page's texts are in `public`; the longer pages bring theirs (`info`, `legal`) with their own chunk.
const publicNs = ['public'];
const infoNs = ['public', 'info'];
const legalNs = ['legal'];
const title = (publicTitle: RouteHandle['publicTitle']): RouteHandle => ({ publicTitle });
const authNs = ['auth', 'errors'];

const pub = {
  welcome: page(
    source('features/public/WelcomePage', () => import('../features/public/WelcomePage')),
    (m) => m.WelcomePage,
    publicNs,
  ),
  about: page(
    source('features/public/AboutPage', () => import('../features/public/AboutPage')),
    (m) => m.AboutPage,
    infoNs,
  ),
  mission: page(
    source('features/public/MissionPage', () => import('../features/public/MissionPage')),
    (m) => m.MissionPage,
    infoNs,
  ),
  faq: page(
    source('features/public/FaqPage', () => import('../features/public/FaqPage')),
    (m) => m.FaqPage,
    infoNs,
  ),
  privacy: page(
    source('features/public/PrivacyPage', () => import('../features/public/PrivacyPage')),
    (m) => m.PrivacyPage,
    legalNs,
  ),
  terms: page(
    source('features/public/TermsPage', () => import('../features/public/TermsPage')),
    (m) => m.TermsPage,
    legalNs,
  ),
  rules: page(
    source('features/public/RulesPage', () => import('../features/public/RulesPage')),
    (m) => m.RulesPage,
    legalNs,
  ),
  onePager: page(
    source('features/public/OnePagerPage', () => import('../features/public/OnePagerPage')),
    (m) => m.OnePagerPage,
    infoNs,
  ),
};

const auth = {
  login: page(
    source('features/auth/LoginPage', () => import('../features/auth/LoginPage')),
    (m) => m.LoginPage,
    authNs,
  ),
  oauth: page(
    source('features/auth/OAuthLoginPage', () => import('../features/auth/OAuthLoginPage')),
    (m) => m.OAuthLoginPage,
    authNs,
  ),
  register: page(
    source('features/auth/RegisterPage', () => import('../features/auth/RegisterPage')),
    (m) => m.RegisterPage,
    authNs,
  ),
  activate: page(
    source('features/auth/ActivatePage', () => import('../features/auth/ActivatePage')),
    (m) => m.ActivatePage,
    authNs,
  ),
  reset: page(
    source('features/auth/ResetPasswordPage', () => import('../features/auth/ResetPasswordPage')),
    (m) => m.ResetPasswordPage,
    authNs,
  ),
};

const soon = source('features/notices/pages', () => import('../features/notices/pages'));
const shopNs = ['shop', 'errors'];
const shop = {
  list: source('features/shop/ShopPage', () => import('../features/shop/ShopPage')),
  product: source('features/shop/ProductPage', () => import('../features/shop/ProductPage')),
  result: source('features/shop/PaymentResultPage', () => import('../features/shop/PaymentResultPage')),
  orders: source('features/shop/OrdersPage', () => import('../features/shop/OrdersPage')),
  order: source('features/shop/OrderPage', () => import('../features/shop/OrderPage')),
  manage: source('features/shop/ManageShopPage', () => import('../features/shop/ManageShopPage')),
};
const games = source('features/games/pages', () => import('../features/games/pages'));
const gamesNs = ['games', 'errors'];

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { index: true, lazy: pub.welcome, handle: title(null) },
              { path: 'login', lazy: auth.login },
              { path: 'register', lazy: auth.register },
            ],
          },
          { path: 'about', lazy: pub.about, handle: title('about') },
          { path: 'about-us', lazy: pub.about, handle: title('about') },
          { path: 'mission', lazy: pub.mission, handle: title('mission') },
          { path: 'faq', lazy: pub.faq, handle: title('faq') },
          { path: 'privacy-policy', lazy: pub.privacy, handle: title('privacy') },
          { path: 'terms-of-service', lazy: pub.terms, handle: title('terms') },
          { path: 'rules', lazy: pub.rules },
          { path: 'one-pager', lazy: pub.onePager, handle: title('onePager') },
          { path: 'login/:userKey', lazy: auth.oauth },
          { path: 'activate/:userKey', lazy: auth.activate },
          { path: 'reset-password/:userKey', lazy: auth.reset },
        ],
      },
      {
        element: <AdaptiveLayout />,
        children: [
          // Signed in from the settings, or by a suspended or banned player's standing key (?key=) without a session.
          {
            path: 'settings/standing',
            lazy: page(
              source('features/settings/StandingPage', () => import('../features/settings/StandingPage')),
              (m) => m.StandingPage,
              ['settings', 'legal', 'errors'],
            ),
          },
          { path: 'shop', lazy: page(shop.list, (m) => m.ShopPage, shopNs) },
          { path: 'shop/:id', lazy: page(shop.product, (m) => m.ProductPage, shopNs) },
          { path: 'paytr/ok', lazy: page(shop.result, (m) => m.PaymentOkPage, shopNs) },
          { path: 'paytr/fail', lazy: page(shop.result, (m) => m.PaymentFailPage, shopNs) },
          { path: 'riot.txt', lazy: page(soon, (m) => m.RiotTxtPage) },
          {
            path: 'steam-return',
            lazy: page(
              source('features/auth/SteamReturnPage', () => import('../features/auth/SteamReturnPage')),
              (m) => m.SteamReturnPage,
              ['integrations', 'auth', 'errors'],
            ),
          },
          {
            path: 'shared/:uid',
            lazy: page(
              source('features/feed/PostPages', () => import('../features/feed/PostPages')),
              (m) => m.SharedPostPage,
              ['feed', 'errors'],
            ),
          },
          {
            path: '*',
            lazy: page(
              source('features/not-found/NotFoundPage', () => import('../features/not-found/NotFoundPage')),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'feed',
            lazy: page(
              source('features/feed/FeedPage', () => import('../features/feed/FeedPage')),
              (m) => m.FeedPage,
              ['feed', 'errors', 'games'],
            ),
          },
          {
            path: 'hash/:hashtag',
            lazy: page(
              source('features/feed/HashtagPage', () => import('../features/feed/HashtagPage')),
              (m) => m.HashtagPage,
              ['feed', 'errors'],
            ),
          },
          {
            path: 'post/:share',
            lazy: page(
              source('features/feed/PostPages', () => import('../features/feed/PostPages')),
              (m) => m.PostPage,
              ['feed', 'errors'],
            ),
          },
          {
            path: 'profile/:key',
            lazy: page(
              source('features/profile/ProfilePage', () => import('../features/profile/ProfilePage')),
              (m) => m.ProfilePage,
              ['profile', 'upload', 'feed', 'social', 'riot', 'integrations', 'shop'],
            ),
          },
          {
            path: 'organization/:code',
            lazy: page(
              source(
                'features/organizations/OrganizationPage',
                () => import('../features/organizations/OrganizationPage'),
              ),
              (m) => m.OrganizationPage,
              ['organizations', 'upload', 'feed', 'errors'],
            ),
          },
          {
            path: 'lobby',
            lazy: page(
              source('features/lobbies/LobbiesPage', () => import('../features/lobbies/LobbiesPage')),
              (m) => m.LobbiesPage,
              ['lobbies', 'errors'],
            ),
          },
          {
            path: 'lobby/:id',
            lazy: page(
              source('features/lobbies/LobbyPage', () => import('../features/lobbies/LobbyPage')),
              (m) => m.LobbyPage,
              ['lobbies', 'errors', 'chat', 'premium'],
            ),
          },
          {
            path: 'events',
            lazy: page(
              source('features/events/EventsPage', () => import('../features/events/EventsPage')),
              (m) => m.EventsPage,
              ['events', 'errors'],
            ),
          },
          {
            path: 'events/:id',
            lazy: page(
              source('features/events/EventPage', () => import('../features/events/EventPage')),
              (m) => m.EventPage,
              ['events', 'errors'],
            ),
          },
          {
            path: 'notifications',
            lazy: page(
              source(
                'features/notifications/NotificationsPage',
                () => import('../features/notifications/NotificationsPage'),
              ),
              (m) => m.NotificationsPage,
              ['notifications', 'social'],
            ),
          },
          {
            path: 'moderation',
            lazy: page(
              source('features/moderation/ModerationPage', () => import('../features/moderation/ModerationPage')),
              (m) => m.ModerationPage,
              ['social', 'legal', 'settings', 'errors'],
            ),
          },
          {
            path: 'messages',
            lazy: page(
              source('features/chat/MessagesPage', () => import('../features/chat/MessagesPage')),
              (m) => m.MessagesPage,
              ['chat', 'feed', 'errors'],
            ),
          },
          {
            path: 'riot/callback',
            lazy: page(
              source(
                'features/integrations/RiotCallbackPage',
                () => import('../features/integrations/RiotCallbackPage'),
              ),
              (m) => m.RiotCallbackPage,
              ['riot', 'errors'],
            ),
          },
          {
            path: 'settings',
            lazy: page(
              source('features/settings/SettingsPage', () => import('../features/settings/SettingsPage')),
              (m) => m.SettingsPage,
              ['settings', 'auth', 'social', 'riot', 'integrations'],
            ),
          },
          {
            // The data export's mailed link: the settings page, at its download.
            path: 'settings/data/:id',
            lazy: page(
              source('features/settings/SettingsPage', () => import('../features/settings/SettingsPage')),
              (m) => m.SettingsPage,
              ['settings', 'auth', 'social', 'riot', 'integrations'],
            ),
          },
          { path: 'orders', lazy: page(shop.orders, (m) => m.OrdersPage, shopNs) },
          { path: 'orders/:id', lazy: page(shop.order, (m) => m.OrderPage, shopNs) },
          { path: 'shop/manage', lazy: page(shop.manage, (m) => m.ManageShopPage, shopNs) },
          {
            path: 'game-actor-plus',
            lazy: page(
              source('features/premium/PremiumPage', () => import('../features/premium/PremiumPage')),
              (m) => m.PremiumPage,
              ['premium', 'shop', 'errors'],
            ),
          },
          { path: 'games', lazy: page(games, (m) => m.GamesPage, gamesNs) },
          { path: 'games/daily-puzzle', lazy: page(games, (m) => m.DailyPuzzlePage, gamesNs) },
          { path: 'games/category', lazy: page(games, (m) => m.CategoryMatchPage, gamesNs) },
        ],
      },
    ],
  },
];
