import type { ChatMessage } from '@gamefolk/contract';
import { describe, expect, it } from 'vitest';
import {
  addSending,
  asSent,
  failSending,
  inReadingOrder,
  mergeMessages,
  newestSentId,
  type ShownMessage,
} from './merge';

function message(id: number, content = `m${id}`, userId = 1, ref: string | null = null): ChatMessage {
  const at = new Date(Date.UTC(2025, 0, 1, 0, 0, id)).toISOString();
  return {
    id,
    chatchannelId: 7,
    channelId: 7,
    userId,
    message: { user: { id: userId }, content },
    contentMessage: content,
    ref,
    created_at: at,
    updated_at: at,
  };
}
const sent = (...args: Parameters<typeof message>) => asSent(message(...args));
const sending = (tempId: number, content: string, ref: string): ShownMessage & { ref: string } => ({
  ...message(tempId, content, 1, ref),
  ref,
  status: 'sending',
});

const ids = (pages: ShownMessage[][]) => pages.map((page) => page.map((m) => m.id));
const statuses = (pages: ShownMessage[][]) => pages.flat().map((m) => [m.id, m.status]);

describe('merging messages by id', () => {
  it('puts new messages at the top of the newest page, newest first', () => {
    const pages = [[sent(3), sent(2)], [sent(1)]];
    expect(ids(mergeMessages(pages, [message(5), message(4)]))).toEqual([[5, 4, 3, 2], [1]]);
  });

  it('never shows a message twice: one from the socket and the catch-up appears once', () => {
    let pages: ShownMessage[][] = [[sent(2), sent(1)]];
    pages = mergeMessages(pages, [message(3)]);
    pages = mergeMessages(pages, [message(3), message(4), message(4)]);
    expect(ids(pages)).toEqual([[4, 3, 2, 1]]);
  });

  it('replaces a message already shown, even on an older page, in place', () => {
    const pages = [[sent(9)], [sent(4, 'old')]];
    const next = mergeMessages(pages, [message(4, 'new')]);
    expect(ids(next)).toEqual([[9], [4]]);
    expect(next[1]?.[0]?.contentMessage).toBe('new');
  });

  it('returns the same pages when nothing arrives, and starts a first page for an empty conversation', () => {
    const pages = [[sent(1)]];
    expect(mergeMessages(pages, [])).toBe(pages);
    expect(ids(mergeMessages([], [message(1)]))).toEqual([[1]]);
  });
});

describe('a message of mine: sending, sent or failed, matched by ref', () => {
  it('shows it at once as sending, newest, until the stored message with its ref replaces it', () => {
    let pages = addSending([[sent(5)]], sending(-1, 'hi', 'a'));
    expect(statuses(pages)).toEqual([
      [-1, 'sending'],
      [5, 'sent'],
    ]);
    pages = mergeMessages(pages, [message(6, 'hi', 1, 'a')]);
    expect(statuses(pages)).toEqual([
      [6, 'sent'],
      [5, 'sent'],
    ]);
  });

  it('matches by ref, not text: two identical messages on their way stay two, each replaced by its own', () => {
    let pages = addSending([[sent(5)]], sending(-1, 'gg', 'a'));
    pages = addSending(pages, sending(-2, 'gg', 'b'));
    // The second arrives first (from another tab's socket, say): only its own sending twin gives way.
    pages = mergeMessages(pages, [message(6, 'gg', 1, 'b')]);
    expect(statuses(pages)).toEqual([
      [-1, 'sending'],
      [6, 'sent'],
      [5, 'sent'],
    ]);
    // Someone else's message with the same words is theirs, not ours.
    pages = mergeMessages(pages, [message(7, 'gg', 2, 'zz')]);
    expect(ids(pages)).toEqual([[-1, 7, 6, 5]]);
    pages = mergeMessages(pages, [message(8, 'gg', 1, 'a')]);
    expect(ids(pages)).toEqual([[8, 7, 6, 5]]);
  });

  it('marks a send failed when no stored message came back; sent again under its ref it is sending once more', () => {
    let pages = addSending([[sent(5)]], sending(-1, 'on my way', 'a'));
    pages = failSending(pages, 'a');
    expect(statuses(pages)).toEqual([
      [-1, 'failed'],
      [5, 'sent'],
    ]);
    pages = addSending(pages, sending(-1, 'on my way', 'a'));
    expect(statuses(pages)).toEqual([
      [-1, 'sending'],
      [5, 'sent'],
    ]);
  });

  it('shows a send whose connection dropped after it was stored once: the stored message wins over the failure', () => {
    let pages = addSending([[sent(5)]], sending(-1, 'hi', 'a'));
    // The catch-up after reconnecting brings the stored message before (or after) the send gives up.
    pages = mergeMessages(pages, [message(6, 'hi', 1, 'a')]);
    pages = failSending(pages, 'a');
    expect(statuses(pages)).toEqual([
      [6, 'sent'],
      [5, 'sent'],
    ]);
    // And a failed one gives way to it as well.
    let other = failSending(addSending([[]], sending(-2, 'yo', 'b')), 'b');
    other = mergeMessages(other, [message(9, 'yo', 1, 'b')]);
    expect(statuses(other)).toEqual([[9, 'sent']]);
  });

  it('asks a catch-up for what came after the newest stored message, ignoring ones on their way', () => {
    const pages = failSending(addSending([[sent(8), sent(3)]], sending(-2, 'x', 'a')), 'a');
    expect(newestSentId(pages)).toBe(8);
    expect(newestSentId(undefined)).toBe(0);
  });

  it('reads oldest first', () => {
    expect(inReadingOrder([[sent(3), sent(2)], [sent(1)]]).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});
