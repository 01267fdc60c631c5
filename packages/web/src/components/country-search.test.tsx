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
    value: 'TCA',
    code2: 'TC',
    flag: '🇹🇨',
    label: { tr: 'Turks ve Caicos Adaları', en: 'Turks and Caicos Islands', es: 'Islas Turcas y Caicos' },
    names: ['Turks and Caicos Islands', 'Turks ve Caicos Adaları', 'Islas Turcas y Caicos', 'TC', 'TCA'],
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
    expect(search('tr', 'TUR')).toEqual(['TUR', 'TCA']);
    expect(search('en', 'abd')).toEqual(['USA']);
    expect(search('tr', 'ispanya')).toEqual(['ESP']);
    expect(search('es', 'spain')).toEqual(['ESP']);
  });

  it('puts the name that starts as typed first: "Türk" is Türkiye, then Turks and Caicos, in every language', () => {
    expect(search('tr', 'Türk')).toEqual(['TUR', 'TCA']);
    expect(search('en', 'Türk')).toEqual(['TUR', 'TCA']);
    expect(search('en', 'turks')).toEqual(['TCA']);
    expect(search('es', 'tur')).toEqual(['TUR', 'TCA']);
    // A word inside a name comes after the names that start with it.
    expect(search('en', 'caicos')).toEqual(['TCA']);
    expect(search('en', 'sta')).toEqual(['USA']);
  });

  it('sorts the names as the interface language does', () => {
    expect(countryOptions(countries, 'es').options.map((o) => o.label)).toEqual([
      'España',
      'Estados Unidos',
      'Islas Turcas y Caicos',
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
