import type { Country } from '@gamefolk/contract';
import countries from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import tr from 'i18n-iso-countries/langs/tr.json' with { type: 'json' };

// The package's default entry registers all of its ~80 languages; we speak three.
countries.registerLocale(en);
countries.registerLocale(tr);
countries.registerLocale(es);

/** Two regional-indicator symbols make the flag: "TR" → 🇹🇷. */
function flagOf(code2: string): string {
  return String.fromCodePoint(...[...code2.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Every name the package knows in our three languages ("Turkey" and "Türkiye"), and both ISO codes. */
function namesOf(code2: string, code3: string): string[] {
  const all = (['en', 'tr', 'es'] as const).flatMap((language) => {
    const names = countries.getName(code2, language, { select: 'all' }) as string[] | string | undefined;
    return Array.isArray(names) ? names : names ? [names] : [];
  });
  return [...new Set([...all, code2, code3])];
}

let cached: Country[] | undefined;

/** Every ISO 3166-1 country, labelled in our three languages and sorted by the English label; built once. */
export function countryList(): Country[] {
  cached ??= Object.entries(countries.getAlpha2Codes())
    .map(([code2, value]) => ({
      value,
      code2,
      flag: flagOf(code2),
      names: namesOf(code2, value),
      label: {
        tr: countries.getName(code2, 'tr') ?? countries.getName(code2, 'en')!,
        en: countries.getName(code2, 'en')!,
        es: countries.getName(code2, 'es') ?? countries.getName(code2, 'en')!,
      },
    }))
    .sort((a, b) => a.label.en.localeCompare(b.label.en, 'en'));
  return cached;
}
