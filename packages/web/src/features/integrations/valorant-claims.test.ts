import { describe, expect, it } from 'vitest';

// Issue 33, item 16: a linked Riot account shows the Valorant rank (from the latest competitive match) and nothing
// more, so no sentence in any language promises Valorant matches, agents, K/D/A or stats.
const files = import.meta.glob<unknown>('../../i18n/locales/*/*.json', { eager: true, import: 'default' });

function sentences(tree: unknown, path: string[] = []): [string, string][] {
  if (typeof tree === 'string') return [[path.join('.'), tree]];
  if (tree && typeof tree === 'object')
    return Object.entries(tree).flatMap(([key, value]) => sentences(value, [...path, key]));
  return [];
}

// Past "Valorant" in its sentence, or right before it ("Valorant stats", "estadísticas de Valorant").
const promises = {
  en: /valorant\b[^.;]*\b(stats?|statistics|match(es| history)|agents?|k\/d)\b|\b(stats?|statistics|matches|agents?)\s+(from |of |in )?(your )?valorant/i,
  tr: /valorant\b[^.;]*(istatistik|maç|ajan|k\/d)/i,
  es: /valorant\b[^.;]*(estadísticas|partidas|historial|agentes?|k\/d)|(estadísticas|partidas|agentes?)( recientes)? de valorant/i,
};

describe('what the product says about Valorant', () => {
  for (const language of ['tr', 'en', 'es'] as const) {
    it(`promises only the rank in ${language}`, () => {
      const found = Object.entries(files)
        .filter(([file]) => file.includes(`/locales/${language}/`) && !file.endsWith('/legal.json'))
        .flatMap(([file, tree]) =>
          sentences(tree, [file])
            .filter(([, text]) => /valorant/i.test(text))
            .flatMap((text) => text[1].split(/(?<=[.!?;:])\s+/))
            .filter((sentence) => /valorant/i.test(sentence) && promises[language].test(sentence)),
        );
      expect(found).toEqual([]);
      // The files were read: the Riot card's sentence about Valorant is among them.
      expect(Object.keys(files).filter((file) => file.includes(`/locales/${language}/riot.json`))).toHaveLength(1);
    });
  }
});
