import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type errors from './locales/en/errors.json';
import type layout from './locales/en/layout.json';
import type pages from './locales/en/pages.json';
import type publicPages from './locales/en/public.json';

// Keys are typed from the English files: a key missing there fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      auth: typeof auth;
      common: typeof common;
      errors: typeof errors;
      layout: typeof layout;
      pages: typeof pages;
      public: typeof publicPages;
    };
  }
}
