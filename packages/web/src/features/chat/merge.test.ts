import type { ChatMessage } from '@gamefolk/contract';
import { describe, expect, it } from 'vitest';
import {
  failMessage,
  inReadingOrder,
  mergeMessages,
  newestSentId,
  removeMessage,
  settleMessage,
  type ShownMessage,
} from './merge';

function message(id: number, content = `m${id}`, userId = 1): ChatMessage {
  const at = new Date(Date.UTC(2025, 0, 1, 0, 0, id)).toISOString();
  return {
    id,
    chatchannelId: 7,
    channelId: 7,
    userId,
    message: { user: { id: userId }, content },
    contentMessage: content,
    created_at: at,
    updated_at: at,
  };
}

const ids = (pages: ShownMessage[][]) => pages.map((page) => page.map((m) => m.id));

describe('merging messages by id', () => {
  it('puts new messages at the top of the newest page, newest first', () => {
    const pages = [[message(3), message(2)], [message(1)]];
    expect(ids(mergeMessages(pages, [message(5), message(4)]))).toEqual([[5, 4, 3, 2], [1]]);
  });

  it('never shows a message twice: one from the socket and the catch-up appears once', () => {
    let pages: ShownMessage[][] = [[message(2), message(1)]];
    pages = mergeMessages(pages, [message(3)]);
    // The catch-up after a reconnect returns oldest first and overlaps what the socket delivered.
    pages = mergeMessages(pages, [message(3), message(4), message(4)]);
    expect(ids(pages)).toEqual([[4, 3, 2, 1]]);
  });

  it('replaces a message already shown, even on an older page, in place', () => {
    const pages = [[message(9)], [message(4, 'old')]];
    const next = mergeMessages(pages, [message(4, 'new')]);
    expect(ids(next)).toEqual([[9], [4]]);
    expect(next[1]?.[0]?.contentMessage).toBe('new');
  });

  it('returns the same pages when nothing arrives', () => {
    const pages = [[message(1)]];
    expect(mergeMessages(pages, [])).toBe(pages);
  });

  it('starts a first page for an empty conversation', () => {
    expect(ids(mergeMessages([], [message(1)]))).toEqual([[1]]);
  });

  it('keeps a pending message newest until the stored one replaces it, once', () => {
    const pending: ShownMessage = { ...message(-1, 'hi'), pending: 'sending' };
    let pages = mergeMessages([[message(5)]], [pending]);
    expect(ids(pages)).toEqual([[-1, 5]]);
    pages = settleMessage(pages, -1, message(6, 'hi'));
    expect(ids(pages)).toEqual([[6, 5]]);
  });

  it("never shows one's own message twice when the socket brings it before postChat answers", () => {
    const sending = (id: number): ShownMessage => ({ ...message(id, 'gg'), pending: 'sending' });
    let pages = mergeMessages([[message(5)]], [sending(-1)]);
    pages = mergeMessages(pages, [sending(-2)]);
    pages = mergeMessages(pages, [message(6, 'gg')]);
    // The oldest of the two identical sends gives way; the other is still on its way.
    expect(ids(pages)).toEqual([[-2, 6, 5]]);
    pages = settleMessage(pages, -1, message(6, 'gg'));
    expect(ids(pages)).toEqual([[-2, 6, 5]]);
    pages = mergeMessages(pages, [message(7, 'gg')]);
    pages = settleMessage(pages, -2, message(7, 'gg'));
    expect(ids(pages)).toEqual([[7, 6, 5]]);
    // Someone else's message with the same words is theirs, not ours.
    pages = mergeMessages(pages, [sending(-3), message(8, 'gg', 2)]);
    expect(ids(pages)).toEqual([[-3, 8, 7, 6, 5]]);
  });

  it('lets a send marked failed when its connection dropped give way to the stored one a catch-up brings', () => {
    const failed: ShownMessage = { ...message(-1, 'on my way'), pending: 'failed' };
    let pages = mergeMessages([[message(5)]], [failed]);
    pages = mergeMessages(pages, [message(6, 'on my way')]);
    expect(ids(pages)).toEqual([[6, 5]]);
  });

  it('asks a catch-up for what came after the newest stored message, ignoring pending ones', () => {
    const pending: ShownMessage = { ...message(-2), pending: 'failed' };
    expect(newestSentId([[pending, message(8), message(3)]])).toBe(8);
    expect(newestSentId(undefined)).toBe(0);
  });

  it('reads oldest first', () => {
    expect(inReadingOrder([[message(3), message(2)], [message(1)]]).map((m) => m.id)).toEqual([1, 2, 3]);
  });
  it('brings back, as failed, a refused send whose message the socket told of and then took back', () => {
    const sending: ShownMessage = { ...message(-1, 'hi', 1), pending: 'sending' };
    let pages = mergeMessages([[message(3, 'older', 2)]], [sending]);
    // Told before it was stored: the pending twin gives way to it.
    pages = mergeMessages(pages, [message(9, 'hi', 1)]);
    expect(ids(pages)).toEqual([[9, 3]]);
    // Then refused (a block): taken back, and the send fails.
    pages = removeMessage(pages, 9);
    pages = failMessage(pages, sending, true);
    expect(pages[0]!.map((m) => [m.id, m.pending])).toEqual([
      [-1, 'failed'],
      [3, undefined],
    ]);
  });

  it('does not show a message twice when the connection dropped after it was told and stored', () => {
    const sending: ShownMessage = { ...message(-1, 'hi', 1), pending: 'sending' };
    let pages = mergeMessages([[]], [sending]);
    pages = mergeMessages(pages, [message(9, 'hi', 1)]);
    expect(ids(failMessage(pages, sending, false))).toEqual([[9]]);
    // Still on screen, a send that failed just shows as failed.
    const waiting = mergeMessages([[]], [sending]);
    expect(failMessage(waiting, sending, false)[0]![0]!.pending).toBe('failed');
  });
});
