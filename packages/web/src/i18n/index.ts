import { languages } from '@gamefolk/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './detector';
import { defaultLanguage } from './language';
import { localeBackend } from './resources';

function syncHtmlLang(language: string) {
  document.documentElement.lang = language;
  // The server reads it to send the public pages already rendered in this language (web-app.ts, pageLanguage).
  document.cookie = `language=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}

/** Namespaces every screen needs; the others load with the routes that use them (see app/routes.tsx). */
const initialNamespaces = ['common', 'layout'];

/** Resolves once the current language's base namespaces are loaded, so the first paint is already translated. */
export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', syncHtmlLang);
  await i18n
    .use(localeBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...languages],
      fallbackLng: defaultLanguage,
      load: 'languageOnly',
      ns: initialNamespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  syncHtmlLang(i18n.resolvedLanguage ?? defaultLanguage);
  return i18n;
}

/** Loads namespaces before a lazily loaded screen renders, so it never flashes raw keys. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}
