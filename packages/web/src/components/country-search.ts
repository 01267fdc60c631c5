import type { Country } from '@gamefolk/contract';
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

/** Case, accents and Turkish dotted/dotless i set aside: "turkiye" finds "Türkiye", "ispanya" finds "İspanya". */
export function foldForSearch(text: string): string {
  return text.replace(/[İIı]/g, 'i').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export interface CountryOption extends ComboboxItem {
  code2: string;
}

/** The select's options in the interface language, sorted as that language sorts, and a search over every name. */
export function countryOptions(countries: readonly Country[], language: 'tr' | 'en' | 'es') {
  const options: CountryOption[] = countries
    .map((country) => ({ value: country.value, label: country.label[language], code2: country.code2 }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  const terms = new Map(countries.map((c) => [c.value, [c.label[language], ...c.names].map(foldForSearch)]));
  const filter: OptionsFilter = ({ options: items, search }) => {
    const query = foldForSearch(search);
    if (!query) return items;
    return (items as ComboboxParsedItem[]).filter((item) =>
      'value' in item ? (terms.get(item.value) ?? []).some((term) => term.includes(query)) : true,
    );
  };
  return { options, filter, code2Of: new Map(options.map((o) => [o.value, o.code2])) };
}
