import { chatIdBefore, chatIdUnitsPerMs } from '@gamefolk/contract';
import { describe, expect, it } from 'vitest';
import { CHAT_ID_EPOCH, createChatIds } from './chat-ids.js';

describe('chat message ids', () => {
  it('only grow, even when the clock stands still or steps back', () => {
    let clock = CHAT_ID_EPOCH + 5_000;
    const ids = createChatIds(3, () => clock);
    const made = [ids.next(), ids.next()];
    clock -= 2_000;
    made.push(ids.next());
    clock += 10_000;
    made.push(ids.next());
    for (let i = 1; i < made.length; i++) expect(made[i]).toBeGreaterThan(made[i - 1]!);
    expect(Math.floor(made[0]! / chatIdUnitsPerMs)).toBe(5_000);
    expect(Math.floor(made.at(-1)! / chatIdUnitsPerMs)).toBe(13_000);
  });

  it('borrows the next millisecond past 64 in one, and instances never share an id', () => {
    const clock = () => CHAT_ID_EPOCH + 1;
    const [one, two] = [createChatIds(0, clock), createChatIds(1, clock)];
    const fromOne = Array.from({ length: 200 }, () => one.next());
    const fromTwo = Array.from({ length: 200 }, () => two.next());
    expect(new Set([...fromOne, ...fromTwo]).size).toBe(400);
    expect(Math.floor(fromOne.at(-1)! / chatIdUnitsPerMs)).toBe(1 + Math.floor(199 / 64));
    expect(Number.isSafeInteger(createChatIds(63, () => CHAT_ID_EPOCH + 2 ** 41 - 1).next())).toBe(true);
  });

  it('look back by time, and not at all from an id that carries none', () => {
    const id = createChatIds(0, () => CHAT_ID_EPOCH + 86_400_000).next();
    expect(chatIdBefore(id, 60_000)).toBe(id - 60_000 * chatIdUnitsPerMs);
    expect(chatIdBefore(1234, 60_000)).toBe(1234);
  });
});
