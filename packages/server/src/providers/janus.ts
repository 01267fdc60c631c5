// The server's client of Janus's WebSocket API (JANUS_URL): one connection, one session and one AudioBridge handle
// per instance, opened on first use and again after a drop; every request is one of AudioBridge's synchronous ones.
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { ProviderUnavailable } from './provider-fetch.js';

export interface JanusSettings {
  url: string;
  apiSecret: string | undefined;
}

/** An AudioBridge request refused by Janus: its error code (485 no such room, 486 room exists, 487 no such user…). */
export class JanusPluginError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`janus ${code}: ${message}`);
  }
}

export const JANUS_NO_SUCH_ROOM = 485;
export const JANUS_ROOM_EXISTS = 486;
export const JANUS_NO_SUCH_USER = 487;

export interface JanusClient {
  /** One AudioBridge request (`{ request: 'create', … }`); answers its data, throws JanusPluginError on a refusal. */
  audioBridge<T = Record<string, unknown>>(body: Record<string, unknown>): Promise<T>;
  close(): void;
}

interface Pending {
  resolve: (message: JanusMessage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface JanusMessage {
  janus: string;
  transaction?: string;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { data?: Record<string, unknown> & { error_code?: number; error?: string } };
}

const REQUEST_TIMEOUT_MS = 5_000;
const KEEPALIVE_MS = 25_000;

const unavailable = (reason: string) => new ProviderUnavailable('janus', reason, 5);

export function createJanusClient(settings: JanusSettings): JanusClient {
  let connection: Promise<{ socket: WebSocket; send: Send; handle: number; session: number }> | undefined;
  type Send = (message: Record<string, unknown>) => Promise<JanusMessage>;

  function open() {
    return new Promise<{ socket: WebSocket; send: Send; handle: number; session: number }>((resolve, reject) => {
      const socket = new WebSocket(settings.url, 'janus-protocol', { handshakeTimeout: REQUEST_TIMEOUT_MS });
      const pending = new Map<string, Pending>();
      let keepalive: NodeJS.Timeout | undefined;
      const fail = (error: Error) => {
        for (const entry of pending.values()) {
          clearTimeout(entry.timer);
          entry.reject(error);
        }
        pending.clear();
      };
      const send: Send = (message) =>
        new Promise((done, refuse) => {
          if (socket.readyState !== WebSocket.OPEN) return refuse(unavailable('not connected'));
          const transaction = randomUUID();
          const timer = setTimeout(() => {
            pending.delete(transaction);
            refuse(unavailable('no answer'));
          }, REQUEST_TIMEOUT_MS);
          pending.set(transaction, { resolve: done, reject: refuse, timer });
          const secret = settings.apiSecret ? { apisecret: settings.apiSecret } : {};
          socket.send(JSON.stringify({ ...message, ...secret, transaction }));
        });
      socket.on('message', (raw) => {
        let message: JanusMessage;
        try {
          message = JSON.parse(raw.toString()) as JanusMessage;
        } catch {
          return;
        }
        // `ack` only says a request arrived; its answer follows under the same transaction.
        if (!message.transaction || message.janus === 'ack') return;
        const entry = pending.get(message.transaction);
        if (!entry) return;
        pending.delete(message.transaction);
        clearTimeout(entry.timer);
        entry.resolve(message);
      });
      socket.on('close', () => {
        clearInterval(keepalive);
        connection = undefined;
        fail(unavailable('connection closed'));
      });
      socket.on('error', (error) => {
        connection = undefined;
        reject(unavailable(error.message));
      });
      socket.on('open', async () => {
        try {
          const session = answer(await send({ janus: 'create' })).data!.id!;
          const handle = answer(
            await send({ janus: 'attach', session_id: session, plugin: 'janus.plugin.audiobridge' }),
          ).data!.id!;
          keepalive = setInterval(
            () => void send({ janus: 'keepalive', session_id: session }).catch(() => {}),
            KEEPALIVE_MS,
          );
          keepalive.unref();
          resolve({ socket, send, handle, session });
        } catch (error) {
          socket.terminate();
          reject(error as Error);
        }
      });
    });
  }

  function answer(message: JanusMessage) {
    if (message.janus === 'error') throw unavailable(`${message.error?.code}: ${message.error?.reason}`);
    return message;
  }

  return {
    async audioBridge<T>(body: Record<string, unknown>) {
      connection ??= open();
      const { send, session, handle } = await connection;
      const message = answer(await send({ janus: 'message', session_id: session, handle_id: handle, body }));
      const data = message.plugindata?.data;
      if (!data) throw unavailable('no plugin answer');
      if (data.error_code) throw new JanusPluginError(data.error_code, String(data.error));
      return data as T;
    },
    close() {
      void connection?.then(({ socket }) => socket.close()).catch(() => {});
      connection = undefined;
    },
  };
}
