import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import esLobbies from '../../i18n/locales/es/lobbies.json';
import trLobbies from '../../i18n/locales/tr/lobbies.json';
import { initTestI18n } from '../../test/render';
import { gameTerm, termOptions } from './terms';

beforeAll(async () => {
  await initTestI18n();
  i18n.addResourceBundle('tr', 'lobbies', trLobbies);
  i18n.addResourceBundle('es', 'lobbies', esLobbies);
});

// Issue 47 item 19: a Spanish screen said "Diamond II" in a lobby and "Diamante II" on the profile.
describe("a game's ranks, roles and servers in the player's language", () => {
  it('translates the name and keeps the division', () => {
    const es = i18n.getFixedT('es', 'lobbies');
    const tr = i18n.getFixedT('tr', 'lobbies');
    expect(gameTerm(es, 'Diamond II')).toBe('Diamante II');
    expect(gameTerm(es, 'Immortal 3')).toBe('Inmortal 3');
    expect(gameTerm(es, 'Support')).toBe('Soporte');
    expect(gameTerm(tr, 'North America')).toBe('Kuzey Amerika');
    expect(gameTerm(i18n.getFixedT('en', 'lobbies'), 'Diamond II')).toBe('Diamond II');
  });

  it('shows what it does not know as written, and keeps the stored name as the value', () => {
    const es = i18n.getFixedT('es', 'lobbies');
    expect(gameTerm(es, 'EUW')).toBe('EUW');
    expect(gameTerm(es, 'Premier 5000+')).toBe('Premier 5000+');
    expect(gameTerm(es, 'my own rank II')).toBe('my own rank II');
    expect(termOptions(es, ['Gold I'])).toEqual([{ value: 'Gold I', label: 'Oro I' }]);
  });
});
