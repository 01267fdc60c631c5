import { describe, expect, it } from 'vitest';
import { isWord } from './dictionaries.js';

describe('spelling dictionaries', () => {
  it('keeps the instance answering while the Turkish dictionary loads, and then knows its words', async () => {
    // The longest the event loop went without a turn while the first guess in Turkish waited for its dictionary.
    let loaded = false;
    let last = performance.now();
    let longest = 0;
    const spin = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      if (!loaded) setImmediate(spin);
    };
    setImmediate(spin);
    expect(await isWord('kalem', 'tr')).toBe(true);
    // A little longer, so that the wait which ended with the load is counted too.
    await new Promise((resolve) => setTimeout(resolve, 5));
    loaded = true;
    // Built at once it held every other request for about a second; a chunk at a time, for under 0.1 s.
    expect(longest).toBeLessThan(500);
    expect(await isWord('kzlmq', 'tr')).toBe(false);
    expect(await isWord('ılık', 'tr')).toBe(true);
  });

  it('still refuses what is not a word once a dictionary with compound rules is built in chunks', async () => {
    for (const word of ['crane', 'bloat', '1st', '22nd']) expect(await isWord(word, 'en')).toBe(true);
    for (const word of ['xqzvw', 'zzzzz', '3x4y']) expect(await isWord(word, 'en')).toBe(false);
  });
});
