import type { ClientFrame, ServerFrame } from '@gamefolk/contract';
import { nextStatus, type LiveEvent, type LiveStatus } from './live-status';

/** The part of the browser's WebSocket the connection uses, so tests can hand in a fake. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveOptions {
  url: string;
  getToken: () => string | null;
  onFrame: (frame: ServerFrame) => void;
  onStatus: (status: LiveStatus) => void;
  createSocket?: (url: string) => SocketLike;
  /** 0.8–1.2 by default, so tabs do not all come back at the same instant after a restart. */
  jitter?: () => number;
}

export interface LiveConnection {
  start(): void;
  stop(): void;
  /** Skips the wait when the browser says the network is back. */
  retryNow(): void;
  status(): LiveStatus;
}

export function notificationSocketUrl(location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/ws/notifications`;
}

function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as { type?: unknown };
    return frame && typeof frame.type === 'string' ? (frame as ServerFrame) : null;
  } catch {
    return null;
  }
}

/** One socket to /ws/notifications that authenticates with the access token and reconnects with backoff. */
export function createLiveConnection(options: LiveOptions): LiveConnection {
  const createSocket = options.createSocket ?? ((url) => new WebSocket(url));
  const jitter = options.jitter ?? (() => 0.8 + Math.random() * 0.4);
  let status: LiveStatus = { kind: 'idle' };
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const dispatch = (event: LiveEvent) => {
    const next = nextStatus(status, event);
    if (next === status) return;
    status = next;
    options.onStatus(status);
    if (status.kind === 'connecting') open();
    if (status.kind === 'waiting') {
      timer = setTimeout(() => {
        timer = null;
        dispatch({ type: 'retry' });
      }, status.delayMs * jitter());
    }
  };

  const detach = () => {
    if (!socket) return;
    const old = socket;
    socket = null;
    old.onopen = old.onmessage = old.onclose = old.onerror = null;
    old.close(1000, 'bye');
  };

  function open() {
    const token = options.getToken();
    if (!token) {
      dispatch({ type: 'stop' });
      return;
    }
    let current: SocketLike;
    try {
      current = createSocket(options.url);
    } catch {
      dispatch({ type: 'socketClosed' });
      return;
    }
    socket = current;
    current.onopen = () => {
      const frame: ClientFrame = { type: 'auth', token };
      current.send(JSON.stringify(frame));
      dispatch({ type: 'socketOpened' });
    };
    current.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (!frame) return;
      if (frame.type === 'ready') dispatch({ type: 'ready' });
      else if (status.kind === 'open') options.onFrame(frame);
    };
    // An error is always followed by close; close alone decides what happens next.
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      dispatch({ type: 'socketClosed' });
    };
  }

  return {
    start: () => dispatch({ type: 'start' }),
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      detach();
      dispatch({ type: 'stop' });
    },
    retryNow() {
      if (status.kind !== 'waiting') return;
      if (timer) clearTimeout(timer);
      timer = null;
      dispatch({ type: 'retry' });
    },
    status: () => status,
  };
}
