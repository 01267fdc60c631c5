import { languages, limits, rules } from '@gamefolk/contract';
import { describe, expect, it } from 'vitest';

// Every sentence the product says about itself stays true (issue 33, item 15): one family of plan names, prepaid
// plans that do not renew, linking that is live, and no feature promised as "coming soon" once it is here.
const files = import.meta.glob<string>('./locales/*/*.json', { eager: true, query: '?raw', import: 'default' });

const byLanguage = (language: string) =>
  Object.entries(files).filter(([path]) => path.startsWith(`./locales/${language}/`));

/** Names the premium product went by before it settled on "Premium" and "Premium Plus" (the shop's and spec's). */
const retiredNames = [/Gamefolk Plus/i, /Game Actor Plus/i];

/** Claims that are not true of the product, per language. */
const untrue: Record<string, RegExp[]> = {
  en: [
    /renews? .*until you cancel/i,
    /cancel at any time/i,
    /when it arrives/i,
    /Valorant stats/i,
    /taxes and delivery/i,
  ],
  tr: [
    /iptal edene kadar/i,
    /istediğin zaman iptal/i,
    /geldiğinde o da/i,
    /Valorant istatistik/i,
    /vergiler ve teslimat/i,
  ],
  es: [
    /hasta que lo canceles/i,
    /puedes cancelar cuando/i,
    /cuando llegue/i,
    /estadísticas[^.]*de League of Legends y Valorant/i,
    /impuestos y gastos de envío/i,
    // The word puzzle is a word to guess, not a crossword (issue 47 item 30).
    /crucigrama/i,
  ],
};

describe('product copy', () => {
  it.each([...languages])('%s names the premium plans Premium and Premium Plus only', (language) => {
    const found = byLanguage(language).flatMap(([path, text]) =>
      retiredNames.filter((name) => name.test(text)).map((name) => `${path}: ${name.source}`),
    );
    expect(found).toEqual([]);
  });

  it.each([...languages])('%s says nothing the product does not do', (language) => {
    const found = byLanguage(language).flatMap(([path, text]) =>
      Object.values(JSON.parse(text) as object)
        .flatMap(function strings(value: unknown): string[] {
          return typeof value === 'string'
            ? [value]
            : value && typeof value === 'object'
              ? Object.values(value).flatMap(strings)
              : [];
        })
        .filter((sentence) => (untrue[language] ?? []).some((claim) => claim.test(sentence)))
        .map((sentence) => `${path}: ${sentence}`),
    );
    expect(found).toEqual([]);
  });

  it.each([...languages])('%s no longer announces live features as coming soon', (language) => {
    const soon = {
      en: /is coming soon|are coming soon/i,
      tr: /yakında geliyor/i,
      es: /llega pronto|llegan pronto/i,
    };
    const found = byLanguage(language)
      .filter(([, text]) => soon[language].test(text))
      .map(([path]) => path);
    expect(found).toEqual([]);
  });

  it.each([...languages])('%s describes usernames as the rule checks them: no underscores, 3 to 30', (language) => {
    // The contract's rule is the one source: letters and digits only (the spec's "no punctuation").
    expect(rules.username.safeParse('deniz_k').success).toBe(false);
    expect(rules.username.safeParse('deniz42').success).toBe(true);
    const auth = JSON.parse(files[`./locales/${language}/auth.json`]!) as { fields: { usernameHint: string } };
    const hint = auth.fields.usernameHint;
    expect(hint).not.toMatch(/underscore|alt çizgi|guion(es)? bajos?/i);
    expect(hint).toContain('{{min}}');
    expect(hint).toContain('{{max}}');
    expect([limits.usernameMin, limits.usernameMax]).toEqual([3, 30]);
  });
});
