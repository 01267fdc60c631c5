import type { Country } from '@gamefolk/contract';
import type { ComboboxParsedItem } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag } from './CountryFlag';
import { countryOptions, foldForSearch } from './country-search';

const countries: Country[] = [
  {
    value: 'TUR',
    code2: 'TR',
    flag: '🇹🇷',
    label: { tr: 'Türkiye', en: 'Türkiye', es: 'Turquía' },
    names: ['Türkiye', 'Turkey', 'Turquía', 'TR', 'TUR'],
  },
  {
    value: 'USA',
    code2: 'US',
    flag: '🇺🇸',
    label: { tr: 'Amerika Birleşik Devletleri', en: 'United States of America', es: 'Estados Unidos' },
    names: ['United States of America', 'United States', 'USA', 'ABD', 'Estados Unidos', 'US'],
  },
  {
    value: 'ESP',
    code2: 'ES',
    flag: '🇪🇸',
    label: { tr: 'İspanya', en: 'Spain', es: 'España' },
    names: ['Spain', 'İspanya', 'España', 'ES', 'ESP'],
  },
];

const search = (language: 'tr' | 'en' | 'es', query: string) => {
  const { options, filter } = countryOptions(countries, language);
  return filter({ options: options as ComboboxParsedItem[], search: query, limit: 100 }).map((o) =>
    'value' in o ? o.value : '',
  );
};

describe('country search', () => {
  it('finds Türkiye by "Turkey" in English, and by any common name or code in every language', () => {
    expect(search('en', 'Turkey')).toEqual(['TUR']);
    expect(search('en', 'turkiye')).toEqual(['TUR']);
    expect(search('es', 'turquia')).toEqual(['TUR']);
    expect(search('tr', 'TUR')).toEqual(['TUR']);
    expect(search('en', 'abd')).toEqual(['USA']);
    expect(search('tr', 'ispanya')).toEqual(['ESP']);
    expect(search('es', 'spain')).toEqual(['ESP']);
  });

  it('sorts the names as the interface language does', () => {
    expect(countryOptions(countries, 'es').options.map((o) => o.label)).toEqual([
      'España',
      'Estados Unidos',
      'Turquía',
    ]);
  });

  it('folds case, accents and the Turkish i', () => {
    expect(foldForSearch('  İSPANYA ')).toBe('ispanya');
    expect(foldForSearch('Türkiye')).toBe('turkiye');
  });

  it('draws a flag from an SVG file, not an emoji', () => {
    const { container } = render(<CountryFlag code2="TR" />);
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/tr\.svg/);
    expect(container.textContent).not.toContain('🇹');
  });
});
