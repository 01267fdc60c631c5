import { languages, type Language } from '@gamefolk/contract';
import i18n from 'i18next';

export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language the UI currently shows, always one of the supported three. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : defaultLanguage;
}

export async function changeLanguage(language: Language): Promise<void> {
  if (currentLanguage() === language && i18n.language === language) return;
  await i18n.changeLanguage(language);
}
