import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { Arrivals, createPeerLinks, helloChannel, type PeerLinksOptions } from './peer-links.js';

/** A listener gets the payload and its JSON, written once per publish: sockets send the JSON as it is. */
export type Listener = (payload: unknown, json: string) => void;

/**
 * Topics such as `user:42` or `chat:7`. With Redis every instance hears every publish, so a socket on
 * instance A gets what was posted through instance B; without it, delivery stays in this process. With
 * peer addresses, instances also link to one another directly (peer-links.ts): a publish goes down the
 * links while every instance has one, through Redis otherwise, and each instance takes it once.
 */
export interface RealtimeHub {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Several topics at once: one message through Redis for all of them. */
  publishAll(entries: readonly (readonly [topic: string, payload: unknown])[]): Promise<void>;
  subscribe(topic: string, listener: Listener): () => void;
  /** This instance's id among the others (`local` without Redis). */
  readonly instance: string;
  /** With a peer address: an incoming `/ws/peer` socket from another instance. */
  acceptPeer?: (socket: WebSocket) => void;
  /** Links to the other instances, once this one's server listens (nothing to do without a peer address). */
  start(): Promise<void>;
  /** The instances this one has an open link to. */
  linked(): string[];
  close(): Promise<void>;
}

export interface HubOptions {
  /** Where other instances reach this one's `/ws/peer` (PEER_URL): publishes also go straight down links. */
  peerUrl?: string;
  heartbeatMs?: number;
  log?: PeerLinksOptions['log'];
}

export function createHub(redis: Redis | undefined, prefix: string, options: HubOptions = {}): RealtimeHub {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const subscribe = (topic: string, listener: Listener) => {
    local.on(topic, listener);
    return () => {
      local.off(topic, listener);
    };
  };
  if (!redis) {
    const emit = (topic: string, payload: unknown) => {
      if (local.listenerCount(topic)) local.emit(topic, payload, JSON.stringify(payload));
    };
    return {
      instance: 'local',
      async publish(topic, payload) {
        emit(topic, payload);
      },
      async publishAll(entries) {
        for (const [topic, payload] of entries) emit(topic, payload);
      },
      subscribe,
      async start() {},
      linked: () => [],
      async close() {},
    };
  }

  const channel = `${prefix}rt`;
  // Listeners here hear a publish at once; the links, or Redis, carry it to the other instances. On the wire: "<instance> <number>" then a line "<topic> <json>" per topic (JSON holds no raw
  // line break), so that an instance reads the JSON only of topics it listens to.
  const instance = randomUUID();
  let seq = 0;
  const arrivals = new Arrivals();
  const receive = (raw: string) => {
    let at = raw.indexOf('\n');
    const head = at < 0 ? raw : raw.slice(0, at);
    const space = head.indexOf(' ');
    const source = head.slice(0, space);
    if (source === instance || !arrivals.first(source, Number(head.slice(space + 1)))) return;
    while (at >= 0) {
      const end = raw.indexOf('\n', at + 1);
      const line = end < 0 ? raw.slice(at + 1) : raw.slice(at + 1, end);
      at = end;
      const gap = line.indexOf(' ');
      if (gap < 0) continue;
      const topic = line.slice(0, gap);
      if (!local.listenerCount(topic)) continue;
      const json = line.slice(gap + 1);
      local.emit(topic, JSON.parse(json), json);
    }
  };
  const links = createPeerLinks({
    redis,
    prefix,
    instance,
    url: options.peerUrl,
    onWire: receive,
    // What a lost link had not acknowledged goes through Redis, several wires an empty line apart.
    onLinkLost: (wires) => void redis.publish(channel, wires.join('\n\n')).catch(() => undefined),
    heartbeatMs: options.heartbeatMs,
    log: options.log,
  });
  const subscriber = redis.duplicate();
  void subscriber.subscribe(channel, helloChannel(prefix));
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) {
      if (raw !== instance) links.refresh();
      return;
    }
    // Several wires come in one message, an empty line apart (a wire has no empty line).
    let start = 0;
    for (let end = raw.indexOf('\n\n'); end >= 0; start = end + 2, end = raw.indexOf('\n\n', start)) {
      receive(raw.slice(start, end));
    }
    receive(start ? raw.slice(start) : raw);
  });
  const publishAll = async (entries: readonly (readonly [string, unknown])[]) => {
    let wire = `${instance} ${++seq}`;
    for (const [topic, payload] of entries) {
      const json = JSON.stringify(payload);
      local.emit(topic, payload, json);
      wire += `\n${topic} ${json}`;
    }
    // Down a link to every other instance, or (some have none) through Redis as well.
    if (!links.send(wire, seq)) await redis.publish(channel, wire);
  };
  return {
    instance,
    publish: (topic, payload) => publishAll([[topic, payload]]),
    publishAll,
    subscribe,
    acceptPeer: options.peerUrl ? links.accept : undefined,
    start: () => links.start(),
    linked: () => links.linked(),
    async close() {
      await links.close();
      subscriber.disconnect();
    },
  };
}
