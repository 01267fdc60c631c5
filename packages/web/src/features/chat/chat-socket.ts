import { chatMessageSchema, type ChatMessage, type ClientFrame } from '@gamefolk/contract';
import type { SocketLike } from '../notifications/live';
import {
  initialChatStatus,
  isRefusal,
  nextChatStatus,
  type ChatSocketEvent,
  type ChatSocketStatus,
} from './socket-status';

export interface ChatSocketOptions {
  channelId: number;
  getToken: () => string | null;
  onMessage: (message: ChatMessage) => void;
  onStatus: (status: ChatSocketStatus) => void;
  createSocket?: (url: string) => SocketLike;
  /** 0.8–1.2 by default, so two tabs do not come back at the same instant. */
  jitter?: () => number;
  location?: Pick<Location, 'protocol' | 'host'>;
}

export interface ChatSocket {
  stop(): void;
  /** Skips the wait when the browser says the network is back. */
  retryNow(): void;
  status(): ChatSocketStatus;
}

export function chatSocketUrl(channelId: number, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/ws/chat?id=${channelId}`;
}

function parseFrame(data: unknown): { type: string; message?: unknown } | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as { type?: unknown };
    return frame && typeof frame.type === 'string' ? (frame as { type: string }) : null;
  } catch {
    return null;
  }
}

/** Opens /ws/chat for one channel at once, authenticates with the first frame and reconnects with backoff. */
export function openChatSocket(options: ChatSocketOptions): ChatSocket {
  const createSocket = options.createSocket ?? ((url) => new WebSocket(url));
  const jitter = options.jitter ?? (() => 0.8 + Math.random() * 0.4);
  const url = chatSocketUrl(options.channelId, options.location);
  let status: ChatSocketStatus = initialChatStatus;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const dispatch = (event: ChatSocketEvent) => {
    const next = nextChatStatus(status, event);
    if (next === status) return;
    status = next;
    options.onStatus(status);
    if (status.kind === 'connecting') open();
    if (status.kind === 'reconnecting') {
      timer = setTimeout(() => {
        timer = null;
        dispatch({ type: 'retry' });
      }, status.delayMs * jitter());
    }
  };

  function open() {
    const token = options.getToken();
    if (!token) {
      dispatch({ type: 'refused' });
      return;
    }
    let current: SocketLike;
    try {
      current = createSocket(url);
    } catch {
      dispatch({ type: 'dropped' });
      return;
    }
    socket = current;
    current.onopen = () => {
      const frame: ClientFrame = { type: 'auth', token };
      current.send(JSON.stringify(frame));
    };
    current.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (frame?.type === 'ready') dispatch({ type: 'ready' });
      if (frame?.type !== 'message' || status.kind !== 'ready') return;
      const parsed = chatMessageSchema.safeParse(frame.message);
      if (parsed.success) options.onMessage(parsed.data);
    };
    // An error is always followed by close; close alone decides what happens next.
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      dispatch({ type: isRefusal(event.code) ? 'refused' : 'dropped' });
    };
  }

  open();
  return {
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      const old = socket;
      socket = null;
      if (old) {
        old.onopen = old.onmessage = old.onclose = old.onerror = null;
        old.close(1000, 'bye');
      }
      dispatch({ type: 'stop' });
    },
    retryNow() {
      if (status.kind !== 'reconnecting') return;
      if (timer) clearTimeout(timer);
      timer = null;
      dispatch({ type: 'retry' });
    },
    status: () => status,
  };
}
