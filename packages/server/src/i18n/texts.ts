// What the server says to people (pushes, mails) comes from the web's own locale files, so each sentence exists once.
import fs from 'node:fs';
import path from 'node:path';
import { languages, type Language } from '@gamefolk/contract';
import i18next, { type Resource, type TOptions } from 'i18next';

/** The namespaces the server speaks from (common: the product's name and tagline for the pages' titles). */
const namespaces = ['notifications', 'mail', 'common'] as const;
export type TextNamespace = (typeof namespaces)[number];

/** packages/web/src/i18n/locales, from src/i18n/ (tsx, tests) and dist/i18n/ (npm start) alike. */
export const webLocalesDir = path.resolve(import.meta.dirname, '../../../web/src/i18n/locales');

export interface Texts {
  /** The text of `namespace:key` in `language`; plurals by `count` follow the language's Intl.PluralRules. */
  t(language: Language, namespace: TextNamespace, key: string, values?: TOptions): string;
  /** Whether the key exists in that language (optional phrasings, such as a row that names its organization). */
  has(language: Language, namespace: TextNamespace, key: string): boolean;
}

/** Reads the locale files once, synchronously (a few kilobytes), so every caller can translate at once. */
export function createTexts(localesDir = webLocalesDir): Texts {
  const resources: Resource = {};
  for (const language of languages) {
    resources[language] = {};
    for (const namespace of namespaces) {
      const file = path.join(localesDir, language, `${namespace}.json`);
      resources[language][namespace] = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    }
  }
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    initAsync: false,
    supportedLngs: [...languages],
    fallbackLng: false,
    ns: [...namespaces],
    // Mails escape every text where it goes into HTML (mail/layout.ts); pushes are plain text.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return {
    t: (language, namespace, key, values) => instance.t(key, { ...values, lng: language, ns: namespace }),
    has: (language, namespace, key) => instance.exists(key, { lng: language, ns: namespace }),
  };
}

/** A stored or sent language code as one we speak; anything else (or nothing) reads as English. */
export const languageOf = (value: string | null | undefined): Language =>
  (languages as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';

let shared: Texts | undefined;
/** The texts of the shipped locale files, read on first use. */
export function texts(): Texts {
  shared ??= createTexts();
  return shared;
}
