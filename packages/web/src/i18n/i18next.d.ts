import type auth from './locales/en/auth.json';
import type chat from './locales/en/chat.json';
import type common from './locales/en/common.json';
import type errors from './locales/en/errors.json';
import type feed from './locales/en/feed.json';
import type games from './locales/en/games.json';
import type info from './locales/en/info.json';
import type integrations from './locales/en/integrations.json';
import type layout from './locales/en/layout.json';
import type legal from './locales/en/legal.json';
import type lobbies from './locales/en/lobbies.json';
import type events from './locales/en/events.json';
import type notifications from './locales/en/notifications.json';
import type organizations from './locales/en/organizations.json';
import type pages from './locales/en/pages.json';
import type premium from './locales/en/premium.json';
import type profile from './locales/en/profile.json';
import type publicPages from './locales/en/public.json';
import type riot from './locales/en/riot.json';
import type settings from './locales/en/settings.json';
import type shop from './locales/en/shop.json';
import type social from './locales/en/social.json';
import type upload from './locales/en/upload.json';
import type voice from './locales/en/voice.json';

// Keys are typed from the English files: a key missing there fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      auth: typeof auth;
      chat: typeof chat;
      common: typeof common;
      errors: typeof errors;
      feed: typeof feed;
      games: typeof games;
      info: typeof info;
      integrations: typeof integrations;
      layout: typeof layout;
      legal: typeof legal;
      lobbies: typeof lobbies;
      events: typeof events;
      notifications: typeof notifications;
      organizations: typeof organizations;
      pages: typeof pages;
      premium: typeof premium;
      profile: typeof profile;
      public: typeof publicPages;
      riot: typeof riot;
      settings: typeof settings;
      shop: typeof shop;
      social: typeof social;
      upload: typeof upload;
      voice: typeof voice;
    };
  }
}
