// Spelling dictionaries (Hunspell, through nspell) that tell whether a guess is a word: loaded on first use, once.
import type { Language } from '@gamefolk/contract';
import nspell from 'nspell';

type Checker = ReturnType<typeof nspell>;

/**
 * A five-letter word comes from a stem of at most a few letters more (affixes may strip some), so longer stems
 * are left out: the Turkish dictionary alone holds 370,000 stems.
 */
const MAX_STEM = 8;

const loading = new Map<Language, Promise<Checker>>();

async function load(language: Language): Promise<Checker> {
  const { default: dictionary } = await (language === 'tr'
    ? import('dictionary-tr')
    : language === 'es'
      ? import('dictionary-es')
      : import('dictionary-en'));
  const stems = new TextDecoder()
    .decode(dictionary.dic)
    .split('\n')
    .slice(1)
    .filter((line) => Array.from(line.split(/[/\t]/u, 1)[0]!).length <= MAX_STEM);
  return nspell({ aff: Buffer.from(dictionary.aff), dic: `${stems.length}\n${stems.join('\n')}` });
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
