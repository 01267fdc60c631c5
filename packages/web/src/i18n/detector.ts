import type { Language } from '@gamefolk/contract';
import type { LanguageDetectorModule } from 'i18next';
import { readStorage, storageKeys, writeStorage } from '../lib/storage';
import { defaultLanguage, isLanguage } from './language';

/** The stored choice first, then the browser's languages ('tr-TR' counts as 'tr'), else English. */
export function detectLanguage(stored: string | null, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

// A few lines instead of i18next-browser-languagedetector: only local storage and the browser matter here.
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectLanguage(readStorage(storageKeys.language), navigator.languages ?? [navigator.language]),
  cacheUserLanguage: (language: string) => {
    if (isLanguage(language)) writeStorage(storageKeys.language, language);
  },
};
