import { errorCatalogue, type ChatMessage, type ServerFrame } from '@gamefolk/contract';
import { ApiError } from '../../api/api-error';
import { toApiError } from '../../api/to-api-error';
import { createLiveSocket, liveSocketUrl, type SocketLike } from '../../api/live-socket';
import type { LiveStatus } from '../../api/live-status';
import type { ChatSocketStatus } from './socket-status';

export interface ChatSocketOptions {
  channelId: number;
  getToken: () => string | null;
  onMessage: (message: ChatMessage) => void;
  /** A group chat's members changed. */
  onMembersChanged?: () => void;
  /** Its sender edited a message (as it is now), or deleted one. */
  onEdited?: (message: ChatMessage) => void;
  onDeleted?: (id: number) => void;
  /** Another member is typing, or has read up to a message. */
  onTyping?: (userId: number) => void;
  onRead?: (userId: number, messageId: number) => void;
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
  /** Tells the others I am typing (the server passes one on every few seconds; the rest are dropped). */
  typing(): void;
}

export function chatSocketUrl(channelId: number, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return liveSocketUrl(`/ws/chat?id=${channelId}`, location);
}

/** The live socket's status as a conversation shows it. */
function asChatStatus(status: LiveStatus): ChatSocketStatus {
  switch (status.kind) {
    case 'idle':
      return { kind: 'connecting', attempt: 0 };
    case 'connecting':
    case 'authenticating':
      return { kind: 'connecting', attempt: status.attempt };
    case 'open':
      return { kind: 'ready' };
    case 'waiting':
      return { kind: 'reconnecting', attempt: status.attempt, delayMs: status.delayMs };
    case 'stopped':
      return { kind: 'closed', reason: status.refused ? 'refused' : 'stopped' };
  }
}

const same = (a: ChatSocketStatus, b: ChatSocketStatus) => JSON.stringify(a) === JSON.stringify(b);

/** /ws/chat for one channel: the app's live socket (api/live-socket.ts), plus sends answered by their ref. */
export function openChatSocket(options: ChatSocketOptions): ChatSocket {
  let status: ChatSocketStatus = { kind: 'connecting', attempt: 0 };
  /** Sends waiting for their answer, by ref. */
  const waiting = new Map<string, { resolve: (m: ChatMessage) => void; reject: (e: ApiError) => void }>();
  const dropWaiting = () => {
    for (const { reject } of waiting.values()) reject(toApiError(0, null));
    waiting.clear();
  };

  /** The answer to a send: `sent` with the stored message, or `error` with the rule it broke. */
  const settle = (frame: Extract<ServerFrame, { type: 'sent' | 'error' }>) => {
    const entry = frame.ref === undefined ? undefined : waiting.get(frame.ref);
    if (!entry) return;
    waiting.delete(frame.ref!);
    if (frame.type === 'sent') return entry.resolve(frame.message);
    const { description, status: httpStatus } = errorCatalogue[frame.code];
    entry.reject(new ApiError(frame.code, description, httpStatus));
  };

  const live = createLiveSocket({
    url: chatSocketUrl(options.channelId, options.location),
    getToken: options.getToken,
    createSocket: options.createSocket,
    jitter: options.jitter,
    onFrame: (frame) => {
      if (frame.type === 'sent' || frame.type === 'error') settle(frame);
      else if (frame.type === 'message') options.onMessage(frame.message);
      else if (frame.type === 'membersChanged') options.onMembersChanged?.();
      else if (frame.type === 'edited') options.onEdited?.(frame.message);
      else if (frame.type === 'deleted') options.onDeleted?.(frame.id);
      else if (frame.type === 'typing') options.onTyping?.(frame.userId);
      else if (frame.type === 'read') options.onRead?.(frame.userId, frame.messageId);
    },
    onStatus: (next) => {
      if (next.kind !== 'open') dropWaiting();
      const shown = asChatStatus(next);
      if (same(shown, status)) return;
      status = shown;
      options.onStatus(status);
    },
  });
  live.start();

  return {
    stop() {
      live.stop();
      dropWaiting();
    },
    retryNow: () => live.retryNow(),
    status: () => status,
    typing() {
      if (status.kind === 'ready') live.send({ type: 'typing' });
    },
    send(content, ref) {
      return new Promise<ChatMessage>((resolve, reject) => {
        waiting.set(ref, { resolve, reject });
        if (live.send({ type: 'send', ref, content })) return;
        waiting.delete(ref);
        reject(toApiError(0, null));
      });
    },
  };
}
