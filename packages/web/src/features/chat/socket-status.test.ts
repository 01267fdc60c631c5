import { describe, expect, it } from 'vitest';
import { chatBackoffMs, initialChatStatus, nextChatStatus, type ChatSocketStatus } from './socket-status';

describe('chat socket status', () => {
  it('walks connecting → ready → reconnecting with a growing delay → connecting → ready', () => {
    let status: ChatSocketStatus = initialChatStatus;
    status = nextChatStatus(status, { type: 'ready' });
    expect(status).toEqual({ kind: 'ready' });
    status = nextChatStatus(status, { type: 'dropped' });
    expect(status).toEqual({ kind: 'reconnecting', attempt: 1, delayMs: 1000 });
    status = nextChatStatus(nextChatStatus(status, { type: 'retry' }), { type: 'dropped' });
    expect(status).toEqual({ kind: 'reconnecting', attempt: 2, delayMs: 2000 });
    status = nextChatStatus(status, { type: 'retry' });
    expect(status).toEqual({ kind: 'connecting', attempt: 2 });
    expect(nextChatStatus(status, { type: 'ready' })).toEqual({ kind: 'ready' });
  });

  it('closes for good when refused or stopped', () => {
    const refused = nextChatStatus({ kind: 'ready' }, { type: 'refused' });
    expect(refused).toEqual({ kind: 'closed', reason: 'refused' });
    expect(nextChatStatus(refused, { type: 'retry' })).toBe(refused);
    expect(nextChatStatus(refused, { type: 'ready' })).toBe(refused);
    const waiting: ChatSocketStatus = { kind: 'reconnecting', attempt: 3, delayMs: 4000 };
    expect(nextChatStatus(waiting, { type: 'stop' })).toEqual({ kind: 'closed', reason: 'stopped' });
  });

  it('ignores events a status does not accept', () => {
    const ready: ChatSocketStatus = { kind: 'ready' };
    expect(nextChatStatus(ready, { type: 'retry' })).toBe(ready);
    const waiting: ChatSocketStatus = { kind: 'reconnecting', attempt: 1, delayMs: 1000 };
    expect(nextChatStatus(waiting, { type: 'ready' })).toBe(waiting);
    expect(nextChatStatus(waiting, { type: 'dropped' })).toBe(waiting);
  });

  it('backs off 1, 2, 4 … seconds up to 30', () => {
    expect([1, 2, 3, 6, 10].map(chatBackoffMs)).toEqual([1000, 2000, 4000, 30000, 30000]);
  });
});
