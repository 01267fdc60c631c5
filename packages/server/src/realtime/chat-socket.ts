import { chatClientFrameSchema, rules, type ErrorCode, type ServerFrame } from '@gamefolk/contract';
import type { RawData, WebSocket } from 'ws';
import type { Services } from '../context.js';
import { framedForClient } from '../services/files/file-urls.js';
import { AppError } from '../errors/app-error.js';
import { outageError } from '../services/runtime/outage-errors.js';
import { chatTopic, ORIGIN, postChatMessage } from '../services/posting/chat-posting.js';
import { isChannelMember } from '../services/authorize/chat.js';
import { authenticateSocket } from './socket-auth.js';
import { assertMayAct } from '../policies/account.js';

/** What a refused `send` is answered with when its text broke a rule; any other mistake is `invalidInput`. */
const textCodes = new Set<string>(['emptyMessage', 'textTooLong', 'invalidCharacters']);

/** Sends a socket may have waiting at once; more are refused until those are stored. */
const MAX_QUEUED_SENDS = 16;

/**
 * A member's `typing` reaches the others at most once in this long, per socket: a client typing (or spamming the
 * frame) costs one publish a few seconds, the rest are dropped unanswered. The web sends one as typing goes on and
 * shows "typing…" for a little longer than this.
 */
export const TYPING_EVERY_MS = 3000;

/** What a ready chat socket needs to take `send` frames; kept beside the socket, not in a closure per socket. */
interface ChatConnection {
  services: Services;
  channelId: number;
  tokenHash: string;
  userId: number;
  queued: number;
  /** When this socket's last `typing` was passed on. */
  typedAt: number;
  /** The sends of this socket, one after another so that they are stored and arrive in the order typed. */
  chain?: Promise<void>;
}
const connections = new WeakMap<WebSocket, ChatConnection>();

/** News that a block between this user and someone was made or lifted: their open chat sockets read blocks again. */
export const blockTopic = (userId: number) => `blocks:${userId}` as const;
export interface BlockNews {
  blocked: boolean;
  between: [number, number];
}

/**
 * GET /ws/chat?id=<channelId>: after the auth frame, the server answers `ready` and pushes every new
 * message of the channel, whichever instance it was posted on. Non-members are closed with 4403.
 * A ready socket also takes `send` frames (contract: `chatSendFrameSchema`), stored and delivered as
 * `postChat` does and answered with `sent` or `error` carrying the frame's `ref`.
 */
export async function chatSocket(services: Services, socket: WebSocket, url: URL) {
  // The channel id follows the calls' id rule: anything but 1 to 2^31-1 names no channel (4403, never a query).
  const raw = url.searchParams.get('id') ?? '';
  const parsedId = rules.rowId.safeParse(/^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : undefined);
  const channelId = parsedId.success ? parsedId.data : 0;
  const authenticated = await authenticateSocket(services, socket);
  if (!authenticated) return;
  const { session, tokenHash } = authenticated;
  const me = session.user.id;
  const member = channelId > 0 && (await isChannelMember(services, channelId, me));
  if (!member) {
    socket.close(4403, 'unauthorized');
    return;
  }
  // The messages of people I have a block with (either way) are not shown to me: in a group they stay members
  // (docs/decisions.md); in a pair a block refuses every send, and one still on its way is not shown either.
  let hidden = await services.repos.graph.blockedWithAnyone(me);
  const unsubscribeBlocks = services.hub.subscribe(blockTopic(me), (news) => {
    const { blocked, between } = news as BlockNews;
    // A new block hides the other at once; a lifted one only once read again (another block may remain).
    if (blocked) hidden.add(between[0] === me ? between[1] : between[0]);
    void services.repos.graph
      .blockedWithAnyone(me)
      .then((now) => (hidden = now))
      .catch(() => undefined);
  });
  const unsubscribe = services.hub.subscribe(chatTopic(channelId), (payload, shared) => {
    if (socket.readyState !== socket.OPEN) return;
    const json = framedForClient(services, payload, shared);
    if (payload.type === 'membersChanged') {
      // Someone left, was removed, or the lobby is gone: a socket whose user is no longer a member closes.
      void isChannelMember(services, channelId, me)
        .then((still) => {
          if (still) socket.send(json);
          else socket.close(4403, 'unauthorized');
        })
        .catch(() => undefined);
      return;
    }
    // Nobody is told of their own typing or reading; what someone I have a block with does is not shown to me.
    const from = payload.type === 'typing' || payload.type === 'read' ? payload.userId : undefined;
    if (from === me) return;
    const author = payload.type === 'message' || payload.type === 'edited' ? payload.message.userId : from;
    if (author !== undefined && hidden.has(author)) return;
    // A message this socket sent is answered with `sent`, not sent back to it.
    if ((payload as { [ORIGIN]?: unknown })[ORIGIN] !== socket) socket.send(json);
  });
  socket.on('close', () => {
    unsubscribe();
    unsubscribeBlocks();
  });
  connections.set(socket, { services, channelId, tokenHash, userId: me, queued: 0, typedAt: 0 });
  socket.on('message', onFrame);
  socket.send(JSON.stringify({ type: 'ready' }));
}

function answer(socket: WebSocket, frame: ServerFrame) {
  if (socket.readyState !== socket.OPEN) return;
  const services = connections.get(socket)?.services;
  const json = JSON.stringify(frame);
  socket.send(services ? framedForClient(services, frame, json) : json);
}

function refuse(socket: WebSocket, code: ErrorCode, ref?: string) {
  answer(socket, ref ? { type: 'error', code, ref } : { type: 'error', code });
}

function onFrame(this: WebSocket, raw: RawData) {
  const connection = connections.get(this);
  if (!connection) return;
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    return refuse(this, 'invalidJson');
  }
  const parsed = chatClientFrameSchema.safeParse(json);
  if (!parsed.success) {
    const given = (json as { ref?: unknown } | null)?.ref;
    const ref = typeof given === 'string' && given.length <= 64 ? given : undefined;
    const code = parsed.error.issues[0]!.message;
    return refuse(this, textCodes.has(code) ? (code as ErrorCode) : 'invalidInput', ref);
  }
  if (parsed.data.type === 'typing') return typing(connection);
  const { ref, content } = parsed.data;
  if (connection.queued >= MAX_QUEUED_SENDS) return refuse(this, 'tooManyRequests', ref);
  connection.queued++;
  connection.chain = (connection.chain ?? Promise.resolve()).then(() => store(this, connection, ref, content));
}

async function store(socket: WebSocket, connection: ChatConnection, ref: string, content: string) {
  const { services } = connection;
  try {
    // The session is read again for every send (from the session cache): signing out stops the socket's sends.
    const live = await services.repos.sessions.findLive(connection.tokenHash);
    if (!live) throw new AppError('unauthenticated');
    // A send is `postChat` over the socket: the envelope's own rule for a frozen, deleted or suspended account.
    assertMayAct(live, 'postChat', services.now());
    const message = await postChatMessage(
      services,
      { channelId: connection.channelId, userId: live.user.id, content, ref },
      socket,
    );
    answer(socket, { type: 'sent', ref, message });
  } catch (thrown) {
    // A database or Redis outage is noted once (errors/outages.ts) and answered `serviceUnavailable`: send again.
    const error = outageError(thrown, services.outages) ?? thrown;
    if (!(error instanceof AppError)) services.log.error({ err: error }, 'chat send failed');
    refuse(socket, error instanceof AppError ? error.code : 'internalError', ref);
  } finally {
    connection.queued--;
  }
}

function typing(connection: ChatConnection) {
  const { services } = connection;
  const now = services.now().getTime();
  if (now - connection.typedAt < TYPING_EVERY_MS) return;
  connection.typedAt = now;
  void services.hub
    .publish(chatTopic(connection.channelId), { type: 'typing', userId: connection.userId })
    .catch(() => undefined);
}
