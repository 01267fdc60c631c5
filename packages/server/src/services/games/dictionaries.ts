// Whether a guess is a word: each language's five-letter words, listed once at build time (scripts/build-words.ts,
// run by `npm install` and `npm run build`) from the Hunspell dictionaries, read here on a language's first guess.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@gamefolk/contract';

/** From src/services/games and dist/services/games alike: packages/server/generated/words. */
const folder = path.resolve(import.meta.dirname, '../../../generated/words');

const loading = new Map<Language, Promise<Set<string>>>();

async function load(language: Language): Promise<Set<string>> {
  const file = path.join(folder, `${language}.txt`);
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    throw new Error(`${file} is missing: run \`npm install\` (or \`npm run build:words\`) to list the puzzle's words`);
  });
  return new Set(text.split('\n'));
}

function wordsOf(language: Language) {
  let pending = loading.get(language);
  if (!pending) {
    pending = load(language);
    loading.set(language, pending);
    pending.catch(() => loading.delete(language));
  }
  return pending;
}

/** Whether a normalized (lower case, Spanish accents folded: services/games/wordle.ts) five-letter word is a word. */
export async function isWord(word: string, language: Language): Promise<boolean> {
  return word !== '' && (await wordsOf(language)).has(word);
}
