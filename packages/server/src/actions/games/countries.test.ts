import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

type Country = { value: string; label: { tr: string; en: string; es: string }; flag: string; code2: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getCountries', () => {
  it('lists about 250 countries, open to anyone, labelled in our three languages and sorted by English name', async () => {
    const answer = await server.open<Country[]>('getCountries');
    expect(answer.status).toBe(202);
    const countries = answer.data;
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.length).toBeLessThanOrEqual(260);
    expect(new Set(countries.map((c) => c.value)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.value).toMatch(/^[A-Z]{3}$/);
      expect(country.code2).toMatch(/^[A-Z]{2}$/);
      expect([...country.flag]).toHaveLength(2);
      expect(country.label.tr && country.label.en && country.label.es).toBeTruthy();
    }
    const english = countries.map((c) => c.label.en);
    expect(english).toEqual([...english].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names Türkiye in each language, with its flag and both codes', async () => {
    const countries = (await server.open<Country[]>('getCountries', {})).data;
    const turkey = countries.find((c) => c.value === 'TUR');
    expect(turkey).toBeDefined();
    expect(turkey!.code2).toBe('TR');
    expect(turkey!.flag).toBe('🇹🇷');
    expect(turkey!.label.tr).toBe('Türkiye');
    expect(['Turkey', 'Türkiye']).toContain(turkey!.label.en);
    expect(turkey!.label.es).toBe('Turquía');
    expect(countries.find((c) => c.value === 'ESP')?.label).toEqual({ tr: 'İspanya', en: 'Spain', es: 'España' });
  });

  it('gives a search every common name in the three languages and both codes', async () => {
    const countries = (await server.open<(Country & { names: string[] })[]>('getCountries', {})).data;
    const names = (code: string) => countries.find((c) => c.value === code)!.names;
    expect(names('TUR')).toEqual(expect.arrayContaining(['Turkey', 'Türkiye', 'Turquía', 'TR', 'TUR']));
    expect(names('USA')).toEqual(expect.arrayContaining(['United States', 'USA', 'ABD', 'Estados Unidos', 'US']));
    expect(names('GBR')).toEqual(expect.arrayContaining(['UK', 'Great Britain', 'Birleşik Krallık', 'Reino Unido']));
  });
});
