/**
 * A live socket (notifications, a chat channel) as a union of statuses. `attempt` counts consecutive failures, so
 * the reconnect delay grows while the server stays unreachable and resets once it answers `ready`. `stopped` is
 * final until started again: stopped by the app, or `refused` by the server (the session is over, not a member).
 */
export type LiveStatus =
  | { kind: 'idle' }
  | { kind: 'connecting'; attempt: number }
  | { kind: 'authenticating'; attempt: number }
  | { kind: 'open' }
  | { kind: 'waiting'; attempt: number; delayMs: number }
  | { kind: 'stopped'; refused?: true };

export type LiveEvent =
  | { type: 'start' }
  | { type: 'socketOpened' }
  | { type: 'ready' }
  | { type: 'socketClosed' }
  | { type: 'retry' }
  | { type: 'refused' }
  | { type: 'stop' };

type Kind = LiveStatus['kind'];
type StatusOf<K extends Kind> = Extract<LiveStatus, { kind: K }>;
type Transitions = { [K in Kind]: Partial<Record<LiveEvent['type'], (status: StatusOf<K>) => LiveStatus>> };

const MAX_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s. */
export function backoffMs(attempt: number): number {
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.max(0, attempt - 1));
}

const closed = (attempt: number): LiveStatus => ({ kind: 'waiting', attempt, delayMs: backoffMs(attempt) });
const stop = (): LiveStatus => ({ kind: 'stopped' });
const refused = (): LiveStatus => ({ kind: 'stopped', refused: true });

// Each status lists the events it accepts; any other event leaves it as it is.
const transitions: Transitions = {
  idle: { start: () => ({ kind: 'connecting', attempt: 0 }), stop },
  connecting: {
    socketOpened: (s) => ({ kind: 'authenticating', attempt: s.attempt }),
    socketClosed: (s) => closed(s.attempt + 1),
    refused,
    stop,
  },
  authenticating: {
    ready: () => ({ kind: 'open' }),
    socketClosed: (s) => closed(s.attempt + 1),
    refused,
    stop,
  },
  open: { socketClosed: () => closed(1), refused, stop },
  waiting: { retry: (s) => ({ kind: 'connecting', attempt: s.attempt }), stop },
  stopped: { start: () => ({ kind: 'connecting', attempt: 0 }) },
};

export function nextStatus(status: LiveStatus, event: LiveEvent): LiveStatus {
  const step = transitions[status.kind][event.type] as ((s: LiveStatus) => LiveStatus) | undefined;
  return step ? step(status) : status;
}

/** While the socket is not delivering, the lists are polled at the spec's interval instead. */
export function isLive(status: LiveStatus): boolean {
  return status.kind === 'open';
}
