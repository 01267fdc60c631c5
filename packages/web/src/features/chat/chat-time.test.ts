import { describe, expect, it } from 'vitest';
import { chatTime } from './MessageBubble';

describe('chatTime', () => {
  const afternoon = new Date(2026, 0, 5, 13, 25).toISOString();
  const morning = new Date(2026, 0, 5, 9, 5).toISOString();

  it('reads as the language writes a short time, without a leading zero in English', () => {
    expect(chatTime(afternoon, 'en')).toMatch(/^1:25\sPM$/);
    expect(chatTime(morning, 'en')).toMatch(/^9:05\sAM$/);
    expect(chatTime(afternoon, 'tr')).toBe('13:25');
    expect(chatTime(afternoon, 'es')).toBe('13:25');
  });
});
