import type { ChatMessage } from '@gamefolk/contract';

/**
 * A message as the screen holds it. One the server stored is `sent`; one of mine on its way is `sending`
 * and then `sent` or `failed`, matched to the stored message by its `ref` (never by its text). Until it is
 * stored it has a temporary negative id.
 */
export type ShownMessage =
  (ChatMessage & { status: 'sent' }) | (ChatMessage & { status: 'sending' | 'failed'; ref: string });

/** Pages as the infinite query holds them: each newest first, page 0 the newest. */
export type MessagePages = ShownMessage[][];

export const asSent = (message: ChatMessage): ShownMessage => ({ ...message, status: 'sent' });

// Messages on their way are the newest; stored ones follow by id, which grows in the order they were stored.
const newestFirst = (a: ShownMessage, b: ShownMessage) => {
  const aWaiting = a.status !== 'sent';
  if (aWaiting !== (b.status !== 'sent')) return aWaiting ? -1 : 1;
  return aWaiting ? a.id - b.id : b.id - a.id;
};

/**
 * Adds stored messages from the socket, a catch-up or a send's answer. One already shown is replaced in place,
 * never shown twice; one of mine still on its way (or failed) gives way to the stored message with its ref.
 */
export function mergeMessages(pages: MessagePages, incoming: readonly ChatMessage[]): MessagePages {
  const byId = new Map<number, ShownMessage>();
  for (const message of incoming) byId.set(message.id, asSent(message));
  if (byId.size === 0) return pages;
  const refs = new Set(incoming.flatMap((message) => (message.ref ? [message.ref] : [])));
  const next = pages.map((page) =>
    page.flatMap((message) => {
      if (message.status !== 'sent') return refs.has(message.ref) ? [] : [message];
      const fresh = byId.get(message.id);
      if (!fresh) return [message];
      byId.delete(message.id);
      return [fresh];
    }),
  );
  if (byId.size === 0) return next;
  const [first = [], ...rest] = next;
  return [[...byId.values(), ...first].sort(newestFirst), ...rest];
}

/** A message of mine on its way (or sent again after failing): shown at once, as the newest. */
export function addSending(pages: MessagePages, sending: ShownMessage & { ref: string }): MessagePages {
  const without = pages.map((page) => page.filter((m) => m.status === 'sent' || m.ref !== sending.ref));
  const [first = [], ...rest] = without;
  const shown: ShownMessage = { ...sending, status: 'sending' };
  return [[shown, ...first].sort(newestFirst), ...rest];
}

/**
 * A send that got no stored message back shows as failed, for the user to send again (with the same ref, so
 * that one stored after all is not stored twice). One whose stored message arrived meanwhile is gone already.
 */
export function failSending(pages: MessagePages, ref: string): MessagePages {
  return pages.map((page) =>
    page.map((m) => (m.status === 'sending' && m.ref === ref ? { ...m, status: 'failed' as const } : m)),
  );
}

/** The newest id the server gave us: what a catch-up asks to come after. */
export function newestSentId(pages: MessagePages | undefined): number {
  let newest = 0;
  for (const page of pages ?? [])
    for (const message of page) if (message.status === 'sent') newest = Math.max(newest, message.id);
  return newest;
}

/** Oldest first, as a conversation reads. */
export function inReadingOrder(pages: MessagePages | undefined): ShownMessage[] {
  return (pages ?? []).flat().reverse();
}
