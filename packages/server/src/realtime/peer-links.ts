// Direct links between server instances, beside Redis. An instance sends each publish straight down its link to
// every other instance; while it has a link to all of them, Redis carries nothing. The receiving end acknowledges
// what it got every 100 ms, and what a link had not acknowledged when it closed, or for a second, goes through
// Redis after all; the receiver takes the first copy of each publish (`Arrivals`). A link that is down, slow or
// not yet made loses nothing: while some instance lacks one, every publish goes through Redis at once as well.
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
  /** A link from this instance is gone with these wires unacknowledged: they must go through Redis. */
  onLinkLost: (wires: string[]) => void;
  heartbeatMs?: number;
  log?: { warn: (object: object, message: string) => void };
}

export interface PeerLinks {
  /** Announces this instance and links to the others; call once the HTTP server listens. */
  start(): Promise<void>;
  /**
   * Sends a wire (publish number `seq`) down every open link. True when a link to every other instance in the
   * address book took it (each keeps it until acknowledged); false when Redis must carry it at once.
   */
  send(wire: string, seq: number): boolean;
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

/**
 * A wire longer than this goes by Redis alone: the socket server takes frames of up to 64 KB, and a character
 * (a UTF-16 unit) takes at most 3 bytes in UTF-8.
 */
const MAX_LINK_WIRE = 20 * 1024;
/** A link with this much still unsent is behind; Redis carries the next wires until it catches up. */
const MAX_BUFFERED = 1024 * 1024;
const AUTH_MS = 5_000;
/** How often the receiving end of a link acknowledges the last publish it got. */
const ACK_MS = 100;
/** A link with a publish unacknowledged this long is taken for broken: closed, and its publishes sent by Redis. */
const STALL_MS = 1_000;

interface Link {
  socket: WebSocket;
  /** Wires sent down the link and not yet acknowledged, oldest first. */
  unacked: { seq: number; wire: string; at: number }[];
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createPeerLinks(options: PeerLinksOptions): PeerLinks {
  const { redis, prefix, instance, url, onWire, onLinkLost, log } = options;
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const book = `${prefix}peers`;
  const out = new Map<string, Link>();
  /** The other instances alive at the last look at the address book; undefined before the first. */
  let known: string[] | undefined;
  let secret: Buffer | undefined;
  let secretText = '';
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const announce = () => redis.hset(book, instance, JSON.stringify({ url: url ?? null, at: Date.now() }));
  const ready = (link: Link | undefined) =>
    link?.socket.readyState === WebSocket.OPEN && link.socket.bufferedAmount < MAX_BUFFERED;

  const dial = (peer: string, address: string) => {
    const socket = new WebSocket(address, { perMessageDeflate: false, handshakeTimeout: AUTH_MS });
    const link: Link = { socket, unacked: [] };
    out.set(peer, link);
    socket.on('open', () => socket.send(secretText));
    socket.on('message', (data: Buffer) => {
      const acked = Number(data.toString());
      const { unacked } = link;
      let done = 0;
      while (done < unacked.length && unacked[done]!.seq <= acked) done++;
      if (done) unacked.splice(0, done);
    });
    socket.on('close', () => {
      if (out.get(peer) === link) out.delete(peer);
      const lost = link.unacked.map((sent) => sent.wire);
      link.unacked = [];
      if (lost.length) onLinkLost(lost);
    });
    socket.on('error', (error) => log?.warn({ err: error, peer: address }, 'instance link failed'));
  };
  /** A link whose oldest publish has gone unacknowledged too long is closed (its publishes go by Redis). */
  const watchdog = setInterval(() => {
    const now = Date.now();
    for (const { socket, unacked } of out.values()) {
      if (unacked.length && now - unacked[0]!.at > STALL_MS) socket.terminate();
    }
  }, STALL_MS / 4);
  watchdog.unref();

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
        out.get(peer)?.socket.terminate();
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
    send(wire, seq) {
      if (wire.length > MAX_LINK_WIRE) return false;
      const all = known !== undefined && known.every((peer) => ready(out.get(peer)));
      const at = all ? Date.now() : 0;
      for (const link of out.values()) {
        if (!ready(link)) continue;
        link.socket.send(wire);
        if (all) link.unacked.push({ seq, wire, at });
      }
      return all;
    },
    refresh: refreshQuietly,
    accept(socket) {
      let proven = false;
      let latest = 0;
      let acked = 0;
      const deadline = setTimeout(() => socket.close(4401, 'unauthorized'), AUTH_MS);
      const acks = setInterval(() => {
        if (latest > acked && socket.readyState === WebSocket.OPEN) socket.send(String((acked = latest)));
      }, ACK_MS);
      acks.unref();
      socket.on('close', () => {
        clearTimeout(deadline);
        clearInterval(acks);
      });
      socket.on('message', (data: Buffer) => {
        const text = data.toString();
        if (proven) {
          // "<instance> <number>\n...": a link carries one instance's publishes, in order.
          const head = text.indexOf('\n');
          const header = head < 0 ? text : text.slice(0, head);
          latest = Number(header.slice(header.indexOf(' ') + 1));
          return onWire(text);
        }
        // Compared as digests, so that neither the length nor the content of the secret shows in the time taken.
        if (secret && timingSafeEqual(digest(text), secret)) {
          proven = true;
          clearTimeout(deadline);
        } else socket.close(4401, 'unauthorized');
      });
    },
    linked: () => [...out].filter(([, link]) => link.socket.readyState === WebSocket.OPEN).map(([peer]) => peer),
    async close() {
      closed = true;
      clearInterval(timer);
      clearInterval(watchdog);
      known = undefined;
      for (const { socket } of out.values()) socket.terminate();
      out.clear();
      await redis.hdel(book, instance).catch(() => undefined);
    },
  };
}

/**
 * Which publishes have arrived, so that the second copy of each is dropped: a publish comes down a link, through
 * Redis, or both (a link lost before acknowledging it). It arrives at most twice, so its number is forgotten at
 * its second arrival; one that comes once is forgotten when the source has sent `keep` more (far more than a
 * link holds unacknowledged). When a new source appears and `sources` are known, the one heard from longest ago
 * is forgotten (an instance that has gone).
 */
export class Arrivals {
  private readonly bySource = new Map<string, { seen: Set<number>; heard: number }>();
  private clock = 0;
  constructor(
    private readonly keep = 16_384,
    private readonly sources = 32,
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
