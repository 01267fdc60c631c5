import { serverFrameSchema, type ClientFrame, type ServerFrame } from '@gamefolk/contract';
import { nextStatus, type LiveEvent, type LiveStatus } from './live-status';

/** The part of the browser's WebSocket a live socket uses, so tests can hand in a fake. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveSocketOptions {
  url: string;
  getToken: () => string | null;
  /** Each frame the server sends once ready, checked against the contract's socket protocol. */
  onFrame: (frame: ServerFrame) => void;
  onStatus: (status: LiveStatus) => void;
  createSocket?: (url: string) => SocketLike;
  /** 0.8–1.2 by default, so tabs do not all come back at the same instant after a restart. */
  jitter?: () => number;
}

export interface LiveSocket {
  start(): void;
  stop(): void;
  /** Skips the wait when the browser says the network is back. */
  retryNow(): void;
  status(): LiveStatus;
  /** Sends a frame over the open socket; false when it is not open. */
  send(frame: ClientFrame): boolean;
}

/** ws: or wss: to a path of this site, as the page was loaded. */
export function liveSocketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${path}`;
}

// 4401: the session is over (signed out, revoked, frozen); 4403: not a member. Retrying would be refused again.
export const isRefusal = (code: number) => code === 4401 || code === 4403;

function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = serverFrameSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One live socket of the app: authenticates with the first frame, passes on the server's frames once `ready`,
 * and reconnects with backoff after a drop, until stopped or refused. Chat and notifications both use it.
 */
export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
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
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      dispatch({ type: isRefusal(event.code) ? 'refused' : 'socketClosed' });
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
    send(frame) {
      if (!socket || status.kind !== 'open') return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
  };
}
