import type { ChatMessage } from '@gamefolk/contract';

/** A message as the screen holds it: sent, or still on its way (a negative temporary id) or failed. */
export type ShownMessage = ChatMessage & { pending?: 'sending' | 'failed' };

/** Pages as the infinite query holds them: each newest first, page 0 the newest. */
export type MessagePages = ShownMessage[][];

// Pending messages are the newest; sent ones follow by id, which grows with time.
const newestFirst = (a: ShownMessage, b: ShownMessage) => {
  if (Boolean(a.pending) !== Boolean(b.pending)) return a.pending ? -1 : 1;
  return a.pending ? a.id - b.id : b.id - a.id;
};

/**
 * Adds messages from the socket, a catch-up or a send. One already shown is replaced in place, never
 * shown twice; the rest join the newest page.
 */
export function mergeMessages(pages: MessagePages, incoming: readonly ShownMessage[]): MessagePages {
  const byId = new Map<number, ShownMessage>();
  for (const message of incoming) byId.set(message.id, message);
  if (byId.size === 0) return pages;
  const next = adoptSending(pages, incoming).map((page) =>
    page.map((message) => {
      const fresh = byId.get(message.id);
      if (!fresh) return message;
      byId.delete(message.id);
      return fresh;
    }),
  );
  if (byId.size === 0) return next;
  const [first = [], ...rest] = next;
  return [[...byId.values(), ...first].sort(newestFirst), ...rest];
}

/**
 * The socket can bring one's own message before the send that stored it has answered: the oldest message
 * still sending with the same text is that one, and gives way to it at once rather than showing it twice.
 * So does one marked failed: a send whose connection dropped before the answer may still have been stored,
 * and the catch-up after reconnecting brings it.
 */
function adoptSending(pages: MessagePages, incoming: readonly ShownMessage[]): MessagePages {
  const shown = pages.flat();
  const shownIds = new Set(shown.map((message) => message.id));
  // A stored message already on screen has had its pending twin removed before.
  const stored = incoming.filter((message) => !message.pending && !shownIds.has(message.id));
  const sending = shown.filter((message) => message.pending);
  if (!stored.length || !sending.length) return pages;
  const adopted = new Set<number>();
  for (const message of stored) {
    // Temporary ids count down from -1: the oldest still sending has the highest.
    const match = sending
      .filter((m) => !adopted.has(m.id) && m.userId === message.userId && m.contentMessage === message.contentMessage)
      .sort((a, b) => b.id - a.id)[0];
    if (match) adopted.add(match.id);
  }
  return adopted.size ? pages.map((page) => page.filter((message) => !adopted.has(message.id))) : pages;
}

export function removeMessage(pages: MessagePages, id: number): MessagePages {
  return pages.map((page) => page.filter((message) => message.id !== id));
}

/** A send that came back: the temporary message gives way to the stored one (which the socket may have shown). */
export function settleMessage(pages: MessagePages, tempId: number, stored: ChatMessage): MessagePages {
  return mergeMessages(removeMessage(pages, tempId), [stored]);
}

/**
 * A send that failed shows as failed. One the server refused may already have given way to its own message,
 * told by the socket before the server stored it (and taken back since): it comes back, as failed. After a lost
 * connection (`refused` false) a message that gave way was stored, and stays the only one.
 */
export function failMessage(pages: MessagePages, pending: ShownMessage, refused: boolean): MessagePages {
  const shown = pages.some((page) => page.some((message) => message.id === pending.id));
  if (shown) return pages.map((page) => page.map((m) => (m.id === pending.id ? { ...m, pending: 'failed' } : m)));
  return refused ? mergeMessages(pages, [{ ...pending, pending: 'failed' }]) : pages;
}

/** The newest id the server gave us: what a catch-up asks to come after. */
export function newestSentId(pages: MessagePages | undefined): number {
  let newest = 0;
  for (const page of pages ?? [])
    for (const message of page) if (!message.pending) newest = Math.max(newest, message.id);
  return newest;
}

/** Oldest first, as a conversation reads. */
export function inReadingOrder(pages: MessagePages | undefined): ShownMessage[] {
  return (pages ?? []).flat().reverse();
}
