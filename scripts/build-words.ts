// The word puzzle's dictionary, built once: each language's five-letter words, from the Hunspell dictionaries of the
// `dictionary-*` packages with every affix applied (hunspell-reader), read as the puzzle reads a typed word
// (services/games/wordle.ts), one per line in packages/server/generated/words/<language>.txt for services/games/dictionaries.ts.
// `npm install` runs it, and so does `npm run build`; when the dictionaries and this code are as at its last run
// it does nothing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages, puzzleRules } from '@gamefolk/contract';
import { HunspellReader } from 'hunspell-reader';
import { letters, normalizeWord } from '../packages/server/src/services/games/wordle.js';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'packages/server');
const out = path.join(server, 'generated/words');
const stampFile = path.join(out, '.stamp');
const require = createRequire(path.join(server, 'package.json'));

const dictionaryOf = (language: string) => {
  const dir = path.dirname(require.resolve(`dictionary-${language}`));
  return { aff: path.join(dir, 'index.aff'), dic: path.join(dir, 'index.dic') };
};

const hash = createHash('sha256');
for (const file of [
  import.meta.filename,
  path.join(server, 'src/services/games/wordle.ts'),
  path.join(path.dirname(fileURLToPath(import.meta.resolve('hunspell-reader'))), '../package.json'),
  ...languages.flatMap((language) => Object.values(dictionaryOf(language))),
]) {
  hash.update(fs.readFileSync(file)).update('\0');
}
const stamp = hash.digest('hex');
const built = (() => {
  try {
    return (
      fs.readFileSync(stampFile, 'utf8').trim() === stamp &&
      languages.every((language) => fs.existsSync(path.join(out, `${language}.txt`)))
    );
  } catch {
    return false;
  }
})();

if (!built) {
  fs.mkdirSync(out, { recursive: true });
  for (const language of languages) {
    const started = Date.now();
    const { aff, dic } = dictionaryOf(language);
    const reader = await HunspellReader.createFromFiles(aff, dic);
    const words = new Set<string>();
    for (const written of reader.wholeWords()) {
      // Hunspell takes a capitalized entry (a name, an abbreviation) only capitalized; the puzzle's words are lower case.
      if (written !== written.toLocaleLowerCase(language)) continue;
      const word = normalizeWord(written, language);
      if (word && letters(word).length === puzzleRules.wordLength) words.add(word);
    }
    fs.writeFileSync(path.join(out, `${language}.txt`), [...words].sort().join('\n') + '\n');
    console.log(
      `words: ${language}, ${words.size} five-letter words in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  fs.writeFileSync(stampFile, `${stamp}\n`);
}
