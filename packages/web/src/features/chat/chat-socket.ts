import { chatMessageSchema, errorCatalogue, isErrorCode, type ChatMessage, type ClientFrame } from '@gamefolk/contract';
import { ApiError, toApiError } from '../../api/api-error';
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
  /**
   * Sends a message over the ready socket under its `ref`: resolves to the stored message, or rejects with
   * the server's ApiError. If the socket drops before the answer, it rejects as a lost network call does (the
   * message may have been stored: the catch-up after reconnecting brings it, and sending again with the same
   * ref stores nothing new).
   */
  send(content: string, ref: string): Promise<ChatMessage>;
}

export function chatSocketUrl(channelId: number, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/ws/chat?id=${channelId}`;
}

interface Frame {
  type: string;
  id?: unknown;
  message?: unknown;
  ref?: unknown;
  code?: unknown;
}

function parseFrame(data: unknown): Frame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as { type?: unknown };
    return frame && typeof frame.type === 'string' ? (frame as Frame) : null;
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
  /** Sends waiting for their answer, by ref. */
  const waiting = new Map<string, { resolve: (m: ChatMessage) => void; reject: (e: ApiError) => void }>();
  const dropWaiting = () => {
    for (const { reject } of waiting.values()) reject(toApiError(0, null));
    waiting.clear();
  };

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
      if (frame && typeof frame.ref === 'string') settle(frame, frame.ref);
      if (frame?.type !== 'message' || status.kind !== 'ready') return;
      const parsed = chatMessageSchema.safeParse(frame.message);
      if (parsed.success) options.onMessage(parsed.data);
    };
    // An error is always followed by close; close alone decides what happens next.
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      dropWaiting();
      dispatch({ type: isRefusal(event.code) ? 'refused' : 'dropped' });
    };
  }

  /** The answer to a send: `sent` with the stored message, or `error` with the rule it broke. */
  function settle(frame: Frame, ref: string) {
    const entry = waiting.get(ref);
    if (!entry) return;
    waiting.delete(ref);
    const stored = frame.type === 'sent' ? chatMessageSchema.safeParse(frame.message) : undefined;
    if (stored?.success) {
      entry.resolve(stored.data);
      return;
    }
    const code = isErrorCode(frame.code) ? frame.code : 'internalError';
    entry.reject(new ApiError(code, errorCatalogue[code].description, errorCatalogue[code].status));
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
      dropWaiting();
      dispatch({ type: 'stop' });
    },
    retryNow() {
      if (status.kind !== 'reconnecting') return;
      if (timer) clearTimeout(timer);
      timer = null;
      dispatch({ type: 'retry' });
    },
    status: () => status,
    send(content, ref) {
      const current = socket;
      if (!current || status.kind !== 'ready') return Promise.reject(toApiError(0, null));
      const frame: ClientFrame = { type: 'send', ref, content };
      return new Promise<ChatMessage>((resolve, reject) => {
        waiting.set(ref, { resolve, reject });
        current.send(JSON.stringify(frame));
      });
    },
  };
}
