import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { loadNamespaces } from '../i18n';
import { PublicLayout } from '../features/layout/public/PublicLayout';
import { AdaptiveLayout, GuestOnly, RequireAuth } from './guards';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';
import type { RouteHandle } from './title';

/** Each page is its own chunk, loaded with its translation namespaces when its route is first visited. */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly string[] = ['pages'],
): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}

// The welcome page's texts are in `public`; the longer pages bring theirs (`info`, `legal`) with their own chunk.
const publicNs = ['public'];
const infoNs = ['public', 'info'];
const legalNs = ['legal'];
const title = (publicTitle: RouteHandle['publicTitle']): RouteHandle => ({ publicTitle });
const authNs = ['auth', 'errors'];

const pub = {
  welcome: page(
    () => import('../features/public/WelcomePage'),
    (m) => m.WelcomePage,
    publicNs,
  ),
  about: page(
    () => import('../features/public/AboutPage'),
    (m) => m.AboutPage,
    infoNs,
  ),
  mission: page(
    () => import('../features/public/MissionPage'),
    (m) => m.MissionPage,
    infoNs,
  ),
  faq: page(
    () => import('../features/public/FaqPage'),
    (m) => m.FaqPage,
    infoNs,
  ),
  privacy: page(
    () => import('../features/public/PrivacyPage'),
    (m) => m.PrivacyPage,
    legalNs,
  ),
  terms: page(
    () => import('../features/public/TermsPage'),
    (m) => m.TermsPage,
    legalNs,
  ),
  onePager: page(
    () => import('../features/public/OnePagerPage'),
    (m) => m.OnePagerPage,
    infoNs,
  ),
};

const auth = {
  login: page(
    () => import('../features/auth/LoginPage'),
    (m) => m.LoginPage,
    authNs,
  ),
  oauth: page(
    () => import('../features/auth/OAuthLoginPage'),
    (m) => m.OAuthLoginPage,
    authNs,
  ),
  register: page(
    () => import('../features/auth/RegisterPage'),
    (m) => m.RegisterPage,
    authNs,
  ),
  activate: page(
    () => import('../features/auth/ActivatePage'),
    (m) => m.ActivatePage,
    authNs,
  ),
  reset: page(
    () => import('../features/auth/ResetPasswordPage'),
    (m) => m.ResetPasswordPage,
    authNs,
  ),
};

const soon = () => import('../features/soon/pages');
const shopNs = ['shop', 'errors'];
const shop = {
  list: () => import('../features/shop/ShopPage'),
  product: () => import('../features/shop/ProductPage'),
  result: () => import('../features/shop/PaymentResultPage'),
  orders: () => import('../features/shop/OrdersPage'),
  order: () => import('../features/shop/OrderPage'),
  manage: () => import('../features/shop/ManageShopPage'),
};
const games = () => import('../features/games/pages');
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
          { path: 'one-pager', lazy: pub.onePager, handle: title('onePager') },
          { path: 'login/:userKey', lazy: auth.oauth },
          { path: 'activate/:userKey', lazy: auth.activate },
          { path: 'reset-password/:userKey', lazy: auth.reset },
        ],
      },
      {
        element: <AdaptiveLayout />,
        children: [
          { path: 'shop', lazy: page(shop.list, (m) => m.ShopPage, shopNs) },
          { path: 'shop/:id', lazy: page(shop.product, (m) => m.ProductPage, shopNs) },
          { path: 'paytr/ok', lazy: page(shop.result, (m) => m.PaymentOkPage, shopNs) },
          { path: 'paytr/fail', lazy: page(shop.result, (m) => m.PaymentFailPage, shopNs) },
          { path: 'riot.txt', lazy: page(soon, (m) => m.RiotTxtPage) },
          {
            path: 'steam-return',
            lazy: page(
              () => import('../features/integrations/SteamReturnPage'),
              (m) => m.SteamReturnPage,
              ['integrations', 'auth', 'errors'],
            ),
          },
          {
            path: 'shared/:uid',
            lazy: page(
              () => import('../features/feed/PostPages'),
              (m) => m.SharedPostPage,
              ['feed', 'errors'],
            ),
          },
          {
            path: '*',
            lazy: page(
              () => import('../features/not-found/NotFoundPage'),
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
              () => import('../features/feed/FeedPage'),
              (m) => m.FeedPage,
              ['feed', 'errors', 'games'],
            ),
          },
          {
            path: 'hash/:hashtag',
            lazy: page(
              () => import('../features/feed/HashtagPage'),
              (m) => m.HashtagPage,
              ['feed', 'errors'],
            ),
          },
          {
            path: 'post/:share',
            lazy: page(
              () => import('../features/feed/PostPages'),
              (m) => m.PostPage,
              ['feed', 'errors'],
            ),
          },
          {
            path: 'profile/:key',
            lazy: page(
              () => import('../features/profile/ProfilePage'),
              (m) => m.ProfilePage,
              ['profile', 'upload', 'feed', 'social', 'riot', 'integrations', 'shop'],
            ),
          },
          {
            path: 'organization/:code',
            lazy: page(
              () => import('../features/organizations/OrganizationPage'),
              (m) => m.OrganizationPage,
              ['organizations', 'upload', 'feed', 'errors'],
            ),
          },
          {
            path: 'lobby',
            lazy: page(
              () => import('../features/lobbies/LobbiesPage'),
              (m) => m.LobbiesPage,
              ['lobbies', 'errors'],
            ),
          },
          {
            path: 'lobby/:id',
            lazy: page(
              () => import('../features/lobbies/LobbyPage'),
              (m) => m.LobbyPage,
              ['lobbies', 'errors', 'chat', 'premium'],
            ),
          },
          {
            path: 'events',
            lazy: page(
              () => import('../features/events/EventsPage'),
              (m) => m.EventsPage,
              ['events', 'errors'],
            ),
          },
          {
            path: 'events/:id',
            lazy: page(
              () => import('../features/events/EventPage'),
              (m) => m.EventPage,
              ['events', 'errors'],
            ),
          },
          {
            path: 'notifications',
            lazy: page(
              () => import('../features/notifications/NotificationsPage'),
              (m) => m.NotificationsPage,
              ['notifications', 'social'],
            ),
          },
          {
            path: 'moderation',
            lazy: page(
              () => import('../features/moderation/ModerationPage'),
              (m) => m.ModerationPage,
              ['social'],
            ),
          },
          {
            path: 'messages',
            lazy: page(
              () => import('../features/chat/MessagesPage'),
              (m) => m.MessagesPage,
              ['chat', 'feed', 'errors'],
            ),
          },
          {
            path: 'riot/callback',
            lazy: page(
              () => import('../features/integrations/RiotCallbackPage'),
              (m) => m.RiotCallbackPage,
              ['riot', 'errors'],
            ),
          },
          {
            path: 'settings',
            lazy: page(
              () => import('../features/settings/SettingsPage'),
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
              () => import('../features/premium/PremiumPage'),
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
