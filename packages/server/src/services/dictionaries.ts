// Spelling dictionaries (Hunspell, through nspell) that tell whether a guess is a word: loaded on first use, once.
import type { Language } from '@gamefolk/contract';
import nspell from 'nspell';

type Checker = ReturnType<typeof nspell>;

/**
 * A five-letter word comes from a stem of at most a few letters more (affixes may strip some), so longer stems
 * are left out: the Turkish dictionary alone holds 370,000 stems.
 */
const MAX_STEM = 8;

/**
 * Characters of the word list handed to nspell at a time (about a thousand stems): tens of milliseconds of work, at
 * most 75 ms in Turkish, where one stem with many affixes takes most of that alone.
 */
const CHUNK = 16_000;

const loading = new Map<Language, Promise<Checker>>();

/**
 * Builds a language's checker a chunk of stems at a time, letting other requests run in between: built at once, the
 * Turkish dictionary held the whole instance (chat and every call) for 1.1 s on its first guess, Spanish for 0.5 s.
 */
async function load(language: Language): Promise<Checker> {
  const { default: dictionary } = await (language === 'tr'
    ? import('dictionary-tr')
    : language === 'es'
      ? import('dictionary-es')
      : import('dictionary-en'));
  const spell = nspell({ aff: Buffer.from(dictionary.aff) });
  // nspell builds its compound-word patterns anew from these sources on every `dictionary()` call, but keeps the
  // built patterns in their place: from a second call on it would build them from nothing, and an empty pattern
  // takes any word (English has compound rules). Each call gets the sources back first.
  const { compoundRules } = spell as unknown as { compoundRules: unknown[] };
  const ruleSources = [...compoundRules];
  const text = new TextDecoder().decode(dictionary.dic);
  // Past the first line (the count of stems), up to the end of the line CHUNK characters on, each time.
  for (let at = text.indexOf('\n') + 1; at > 0 && at < text.length;) {
    await new Promise((resolve) => setImmediate(resolve));
    const end = text.indexOf('\n', at + CHUNK);
    const stems = text
      .slice(at, end < 0 ? undefined : end)
      .split('\n')
      .filter((line) => line && Array.from(line.split(/[/\t]/u, 1)[0]!).length <= MAX_STEM);
    compoundRules.splice(0, compoundRules.length, ...ruleSources);
    spell.dictionary(`${stems.length}\n${stems.join('\n')}`);
    at = end < 0 ? text.length : end + 1;
  }
  return spell;
}

function checker(language: Language) {
  let pending = loading.get(language);
  if (!pending) {
    pending = load(language);
    loading.set(language, pending);
    pending.catch(() => loading.delete(language));
  }
  return pending;
}

const acute: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

/** Spellings a folded Spanish word may stand for: as typed, or with one accent (Spanish writes at most one). */
function spanishSpellings(word: string): string[] {
  const chars = Array.from(word);
  const spellings = [word];
  chars.forEach((c, i) => {
    const accented = [acute[c], c === 'u' ? 'ü' : undefined].filter(Boolean) as string[];
    for (const a of accented) spellings.push([...chars.slice(0, i), a, ...chars.slice(i + 1)].join(''));
  });
  return spellings;
}

/** Whether a normalized (lower-case, Spanish accents folded) word is a word of the language. */
export async function isWord(word: string, language: Language): Promise<boolean> {
  const spell = await checker(language);
  const spellings = language === 'es' ? spanishSpellings(word) : [word];
  return spellings.some((spelling) => spell.correct(spelling));
}
