import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/common.json';
import es from '../../i18n/locales/es/common.json';
import tr from '../../i18n/locales/tr/common.json';
import { genreName } from './genre';

async function translator(lng: 'en' | 'es' | 'tr'): Promise<TFunction<'common'>> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { en: { common: en }, es: { common: es }, tr: { common: tr } },
    defaultNS: 'common',
  });
  return i18n.t as TFunction<'common'>;
}

// IGDB's genres (api-docs.igdb.com, "Genre") and the Steam store's game genres, as they arrive in English.
const igdb = [
  'Point-and-click',
  'Fighting',
  'Shooter',
  'Music',
  'Platform',
  'Puzzle',
  'Racing',
  'Real Time Strategy (RTS)',
  'Role-playing (RPG)',
  'Simulator',
  'Sport',
  'Strategy',
  'Turn-based strategy (TBS)',
  'Tactical',
  "Hack and slash/Beat 'em up",
  'Quiz/Trivia',
  'Pinball',
  'Adventure',
  'Indie',
  'Arcade',
  'Visual Novel',
  'Card & Board Game',
  'MOBA',
];
const steam = [
  'Action',
  'Adventure',
  'Casual',
  'Indie',
  'Massively Multiplayer',
  'Racing',
  'RPG',
  'Simulation',
  'Sports',
  'Strategy',
  'Free to Play',
  'Early Access',
];

describe('genre names (issue 47 item 19)', () => {
  it('shows IGDB and Steam genres in Spanish and Turkish', async () => {
    const es = await translator('es');
    const tr = await translator('tr');
    expect(genreName(es, 'Role-playing (RPG)')).toBe('Rol (RPG)');
    expect(genreName(es, 'Action')).toBe('Acción');
    expect(genreName(tr, 'Strategy')).toBe('Strateji');
    expect(genreName(tr, "Hack and slash/Beat 'em up")).toBe('Kes-biç / Dövüş');
    for (const genre of [...igdb, ...steam]) {
      expect(genreName(es, genre), genre).not.toBe('');
      expect(Object.keys(en.genres)).toContain(genre);
    }
    // Every genre differs from the English name in Spanish or Turkish unless it is a name both keep (MOBA).
    const untranslated = [...igdb, ...steam].filter((g) => genreName(es, g) === g && genreName(tr, g) === g);
    expect(untranslated).toEqual(['Arcade', 'MOBA']);
  });

  it('shows a genre the list does not know as written, in English too', async () => {
    const es = await translator('es');
    expect(genreName(es, 'Metroidvania')).toBe('Metroidvania');
    // A provider's text is shown as written, whatever it holds.
    expect(genreName(es, 'Roguelite {{count}}')).toBe('Roguelite {{count}}');
    expect(genreName(es, 'Sim: Space.Trade')).toBe('Sim: Space.Trade');
    expect(genreName(await translator('en'), 'Role-playing (RPG)')).toBe('Role-playing (RPG)');
  });
});
