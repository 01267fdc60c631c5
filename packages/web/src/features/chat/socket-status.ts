/**
 * The chat socket of one open channel. `attempt` counts consecutive failures, so the wait grows
 * while the server is away and starts over once it answers `ready`. `closed` is final for that socket:
 * the user closed the chat, or the server refused it (not a member, or the session is over).
 */
export type ChatSocketStatus =
  | { kind: 'connecting'; attempt: number }
  | { kind: 'ready' }
  | { kind: 'reconnecting'; attempt: number; delayMs: number }
  | { kind: 'closed'; reason: 'stopped' | 'refused' };

export type ChatSocketEvent =
  { type: 'ready' } | { type: 'dropped' } | { type: 'refused' } | { type: 'retry' } | { type: 'stop' };

type Kind = ChatSocketStatus['kind'];
type StatusOf<K extends Kind> = Extract<ChatSocketStatus, { kind: K }>;
type Transitions = {
  [K in Kind]: Partial<Record<ChatSocketEvent['type'], (status: StatusOf<K>) => ChatSocketStatus>>;
};

const MAX_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s. */
export function chatBackoffMs(attempt: number): number {
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.max(0, attempt - 1));
}

const reconnect = (attempt: number): ChatSocketStatus => ({
  kind: 'reconnecting',
  attempt,
  delayMs: chatBackoffMs(attempt),
});
const stop = (): ChatSocketStatus => ({ kind: 'closed', reason: 'stopped' });
const refuse = (): ChatSocketStatus => ({ kind: 'closed', reason: 'refused' });

// Each status lists the events it accepts; any other event leaves it as it is.
const transitions: Transitions = {
  connecting: {
    ready: () => ({ kind: 'ready' }),
    dropped: (s) => reconnect(s.attempt + 1),
    refused: refuse,
    stop,
  },
  ready: { dropped: () => reconnect(1), refused: refuse, stop },
  reconnecting: { retry: (s) => ({ kind: 'connecting', attempt: s.attempt }), stop },
  closed: {},
};

export function nextChatStatus(status: ChatSocketStatus, event: ChatSocketEvent): ChatSocketStatus {
  const step = transitions[status.kind][event.type] as ((s: ChatSocketStatus) => ChatSocketStatus) | undefined;
  return step ? step(status) : status;
}

export const initialChatStatus: ChatSocketStatus = { kind: 'connecting', attempt: 0 };

// 4401: the first frame was refused; 4403: not a member. Retrying would only be refused again.
export const isRefusal = (code: number) => code === 4401 || code === 4403;
