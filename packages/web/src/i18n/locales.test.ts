import { errorCodes, languages } from '@gamefolk/contract';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

// Eager here (lazy in the app): the test reads every locale file there is, including ones added later.
const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });

function byLanguage(): Map<string, Map<string, Tree>> {
  const result = new Map<string, Map<string, Tree>>();
  for (const [path, tree] of Object.entries(files)) {
    const [, language = '', namespace = ''] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!result.has(language)) result.set(language, new Map());
    result.get(language)?.set(namespace, tree);
  }
  return result;
}

/** Plural forms differ between languages, so `posts_one`/`posts_other` both count as the key `posts`. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path.replace(/_(zero|one|two|few|many|other)$/, ''), value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function interpolations(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort();
}

const locales = byLanguage();
const reference = locales.get('en') ?? new Map<string, Tree>();

describe('locale files', () => {
  it('exist for every language of the contract', () => {
    expect([...locales.keys()].sort()).toEqual([...languages].sort());
  });

  it.each(languages.filter((lng) => lng !== 'en'))('%s has the same namespaces as en', (language) => {
    expect([...(locales.get(language)?.keys() ?? [])].sort()).toEqual([...reference.keys()].sort());
  });

  for (const [namespace, enTree] of reference) {
    const enKeys = flatten(enTree);
    it.each(languages.filter((lng) => lng !== 'en'))(`${namespace}: %s has exactly the keys of en`, (language) => {
      const tree = locales.get(language)?.get(namespace) ?? {};
      const keys = flatten(tree);
      expect([...keys.keys()].sort()).toEqual([...enKeys.keys()].sort());
    });

    it.each([...languages])(`${namespace}: %s has no empty text and keeps the placeholders of en`, (language) => {
      const keys = flatten(locales.get(language)?.get(namespace) ?? {});
      for (const [key, text] of keys) {
        expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
        expect(interpolations(text), `${language}/${namespace}:${key}`).toEqual(interpolations(enKeys.get(key) ?? ''));
      }
    });
  }
});

describe('errors namespace', () => {
  it.each([...languages])('%s translates every error code of the contract', (language) => {
    const errors = flatten(locales.get(language)?.get('errors') ?? {});
    const missing = errorCodes.filter((code) => !errors.get(code)?.trim());
    expect(missing).toEqual([]);
  });
});
