// Direct links between server instances, beside Redis. An instance with a link to another sends each publish
// straight down it, and still through Redis; the receiver takes whichever copy comes first (`Arrivals`). A
// link that is down, slow or not yet made loses nothing: Redis carries it. While every other instance has a
// link from this one, Redis's copy is only a safety net, and the hub sends it in batches (hub.ts).
// Redis also tells the instances of one another (an address book with a heartbeat) and holds the secret a
// link proves itself with. docs/decisions.md has the reason for the second path.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import { WebSocket } from 'ws';

export interface PeerLinksOptions {
  redis: Redis;
  prefix: string;
  /** This instance's id, as it heads every wire it publishes. */
  instance: string;
  /** Where the other instances reach this one's `/ws/peer` (PEER_URL); without it, no one links to this one. */
  url: string | undefined;
  /** A wire that arrived over an incoming link. */
  onWire: (wire: string) => void;
  /** A link from this instance closed: what was sent down it may not have arrived. */
  onLinkLost: () => void;
  heartbeatMs?: number;
  log?: { warn: (object: object, message: string) => void };
}

export interface PeerLinks {
  /** Announces this instance and links to the others; call once the HTTP server listens. */
  start(): Promise<void>;
  /**
   * Sends a wire down every open link that is keeping up. True when that reached every other instance in the
   * address book; false when Redis must carry it to some at once.
   */
  send(wire: string): boolean;
  /** Looks the address book over again (another instance announced itself). */
  refresh(): void;
  /** An incoming `/ws/peer` socket: its first frame must be the secret, or it is closed. */
  accept(socket: WebSocket): void;
  /** The instances this one has an open link to. */
  linked(): string[];
  close(): Promise<void>;
}

/** The channel an instance announces itself on, so that the others link to it at once. */
export const helloChannel = (prefix: string) => `${prefix}peers`;

/** A wire larger than this goes by Redis alone: the socket server takes frames of up to 64 KB. */
const MAX_LINK_WIRE = 60 * 1024;
/** A link with this much still unsent is behind; Redis carries the next wires until it catches up. */
const MAX_BUFFERED = 1024 * 1024;
const AUTH_MS = 5_000;

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createPeerLinks(options: PeerLinksOptions): PeerLinks {
  const { redis, prefix, instance, url, onWire, onLinkLost, log } = options;
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const book = `${prefix}peers`;
  const out = new Map<string, WebSocket>();
  /** The other instances alive at the last look at the address book; undefined before the first. */
  let known: string[] | undefined;
  let secret: Buffer | undefined;
  let secretText = '';
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const announce = () => redis.hset(book, instance, JSON.stringify({ url: url ?? null, at: Date.now() }));
  const isOpen = (socket: WebSocket | undefined) => socket?.readyState === WebSocket.OPEN;

  const dial = (peer: string, address: string) => {
    const socket = new WebSocket(address, { perMessageDeflate: false, handshakeTimeout: AUTH_MS });
    out.set(peer, socket);
    socket.on('open', () => socket.send(secretText));
    socket.on('close', () => {
      if (out.get(peer) === socket) out.delete(peer);
      onLinkLost();
    });
    socket.on('error', (error) => log?.warn({ err: error, peer: address }, 'instance link failed'));
  };

  const refresh = async () => {
    if (closed || !secret) return;
    const entries = await redis.hgetall(book);
    const alive: string[] = [];
    const stale: string[] = [];
    for (const [peer, raw] of Object.entries(entries)) {
      if (peer === instance) continue;
      const { url: address, at } = JSON.parse(raw) as { url: string | null; at: number };
      if (Date.now() - at > heartbeatMs * 3) {
        stale.push(peer);
        out.get(peer)?.terminate();
        continue;
      }
      alive.push(peer);
      if (address && !out.has(peer)) dial(peer, address);
    }
    known = alive;
    if (stale.length) await redis.hdel(book, ...stale);
  };
  const refreshQuietly = () => {
    refresh().catch((error: unknown) => log?.warn({ err: error }, 'instance address book unreadable'));
  };

  return {
    async start() {
      await redis.set(`${prefix}peer-secret`, randomBytes(32).toString('base64url'), 'NX');
      secretText = (await redis.get(`${prefix}peer-secret`)) ?? '';
      secret = digest(secretText);
      await announce();
      await redis.publish(helloChannel(prefix), instance);
      await refresh();
      timer = setInterval(() => {
        announce()
          .then(refresh)
          .catch((error: unknown) => log?.warn({ err: error }, 'instance heartbeat failed'));
      }, heartbeatMs);
      timer.unref();
    },
    send(wire) {
      if (wire.length > MAX_LINK_WIRE) return false;
      let all = known !== undefined && known.every((peer) => out.has(peer));
      for (const socket of out.values()) {
        if (isOpen(socket) && socket.bufferedAmount < MAX_BUFFERED) socket.send(wire);
        else all = false;
      }
      return all;
    },
    refresh: refreshQuietly,
    accept(socket) {
      let proven = false;
      const deadline = setTimeout(() => socket.close(4401, 'unauthorized'), AUTH_MS);
      socket.on('close', () => clearTimeout(deadline));
      socket.on('message', (data: Buffer) => {
        if (proven) return onWire(data.toString());
        // Compared as digests, so that neither the length nor the content of the secret shows in the time taken.
        if (secret && timingSafeEqual(digest(data.toString()), secret)) {
          proven = true;
          clearTimeout(deadline);
        } else socket.close(4401, 'unauthorized');
      });
    },
    linked: () => [...out].filter(([, socket]) => isOpen(socket)).map(([peer]) => peer),
    async close() {
      closed = true;
      clearInterval(timer);
      known = undefined;
      for (const socket of out.values()) socket.terminate();
      out.clear();
      await redis.hdel(book, instance).catch(() => undefined);
    },
  };
}

/**
 * Which publishes have arrived, so that the second copy of each (one comes by Redis, one may come down a
 * link) is dropped. A publish arrives at most twice, so its number is forgotten at its second arrival; one
 * that only ever comes once (no link) is forgotten when the source has sent `keep` more. When a new source
 * appears and `sources` are known, the one heard from longest ago is forgotten (an instance that has gone).
 */
export class Arrivals {
  private readonly bySource = new Map<string, { seen: Set<number>; heard: number }>();
  private clock = 0;
  constructor(
    private readonly keep = 4096,
    private readonly sources = 64,
  ) {}

  first(source: string, seq: number): boolean {
    let entry = this.bySource.get(source);
    if (!entry) {
      if (this.bySource.size >= this.sources) {
        let oldest: string | undefined;
        let heard = Infinity;
        for (const [id, other] of this.bySource) if (other.heard < heard) [oldest, heard] = [id, other.heard];
        this.bySource.delete(oldest!);
      }
      entry = { seen: new Set(), heard: 0 };
      this.bySource.set(source, entry);
    }
    entry.heard = ++this.clock;
    const { seen } = entry;
    if (seen.delete(seq)) return false;
    seen.add(seq);
    if (seen.size > this.keep) seen.delete(seen.values().next().value!);
    return true;
  }
}
