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
  const byValue = new Map(countries.map((c) => [c.value, c]));
  const terms = new Map(countries.map((c) => [c.value, [c.label[language], ...c.names].map(foldForSearch)]));
  /**
   * How well a country answers the query, lower first: one of its names (or codes) is the query; its name in the
   * player's language starts with it as typed (accents kept: "Türk" is Türkiye before Turks and Caicos), or folded;
   * then another of its names starts with it; then a word of a name does; then the query is anywhere in a name.
   * Null: no match.
   */
  const rank = (value: string, typed: string, query: string): number | null => {
    const country = byValue.get(value);
    const names = terms.get(value) ?? [];
    if (!country) return null;
    const label = names[0] ?? '';
    if (names.includes(query)) return 0;
    if (country.label[language].toLocaleLowerCase(language).startsWith(typed)) return 1;
    if (label.startsWith(query)) return 2;
    if (names.some((name) => name.startsWith(query))) return 3;
    if (names.some((name) => name.split(/[\s-]+/).some((word) => word.startsWith(query)))) return 4;
    return names.some((name) => name.includes(query)) ? 5 : null;
  };
  const filter: OptionsFilter = ({ options: items, search }) => {
    const query = foldForSearch(search);
    if (!query) return items;
    const typed = search.trim().toLocaleLowerCase(language);
    // A stable sort keeps the language's alphabetical order within each rank.
    return (items as ComboboxParsedItem[])
      .map((item) => ({ item, rank: 'value' in item ? rank(item.value, typed, query) : 6 }))
      .filter((ranked): ranked is { item: ComboboxParsedItem; rank: number } => ranked.rank !== null)
      .sort((a, b) => a.rank - b.rank)
      .map((ranked) => ranked.item);
  };
  return { options, filter, code2Of: new Map(options.map((o) => [o.value, o.code2])) };
}
