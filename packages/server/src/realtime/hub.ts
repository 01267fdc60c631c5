import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { ChannelFrame, UserFrame } from '@gamefolk/contract';
import type { Redis } from 'ioredis';

/**
 * What a topic carries, from the socket protocol of the contract: a user's topic the frames of their
 * notification sockets, a channel's the frames of its chat sockets (a symbol key may ride along, never sent).
 * Other topics (cache news) carry what their cache says.
 */
export type PayloadOf<T extends string> = T extends `user:${number}`
  ? UserFrame
  : T extends `chat:${number}`
    ? ChannelFrame & { [key: symbol]: unknown }
    : unknown;

/** One topic and its payload, for `publishAll`. */
export const entry = <T extends string>(topic: T, payload: PayloadOf<T>) => [topic, payload] as const;

/** A listener gets the payload and its JSON, written once per publish: sockets send the JSON as it is. */
export type Listener<P = unknown> = (payload: P, json: string) => void;

/**
 * Topics such as `user:42` or `chat:7`. With Redis every instance hears every publish through one pub/sub
 * channel, so a socket on instance A gets what was posted through instance B; without it, delivery stays in
 * this process. Listeners on the publishing instance hear a publish at once, the others through Redis.
 * One connection publishes and Redis keeps a connection's messages in order: each sender's events arrive in
 * the order they were published, once. While Redis is away, what this instance publishes is held (up to
 * MAX_HELD) and published when it is back, after what was queued meanwhile: late and maybe out of order, never lost.
 */
export interface RealtimeHub {
  publish<T extends string>(topic: T, payload: PayloadOf<T>): Promise<void>;
  /** Several topics at once (each made with `entry`): one message through Redis for all of them. */
  publishAll(entries: readonly (readonly [topic: string, payload: unknown])[]): Promise<void>;
  subscribe<T extends string>(topic: T, listener: Listener<PayloadOf<T>>): () => void;
  /**
   * Called when this instance may have missed publishes (its Redis subscription was lost and is back, confirmed by
   * Redis): caches kept in memory drop everything, since they cannot know what changed meanwhile, and open sockets
   * are told to catch up.
   */
  onGap(listener: () => void): void;
  /** Topics this instance has published to since it started, counted by kind (`user`, `chat`, `cache`…). */
  published(): ReadonlyMap<string, number>;
  /** This instance's id among the others (`local` without Redis). */
  readonly instance: string;
  /** Resolves once Redis has confirmed the subscription: an instance serves nothing before it hears the others. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createHub(redis: Redis | undefined, prefix: string): RealtimeHub {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const subscribe = <T extends string>(topic: T, listener: Listener<PayloadOf<T>>) => {
    local.on(topic, listener);
    return () => {
      local.off(topic, listener);
    };
  };
  const onGap = (listener: () => void) => void local.on(GAP, listener);
  const published = new Map<string, number>();
  const emit = (topic: string, payload: unknown, json?: string) => {
    const colon = topic.indexOf(':');
    const kind = colon < 0 ? topic : topic.slice(0, colon);
    published.set(kind, (published.get(kind) ?? 0) + 1);
    if (local.listenerCount(topic)) local.emit(topic, payload, json ?? JSON.stringify(payload));
  };
  if (!redis) {
    return {
      instance: 'local',
      async publish(topic, payload) {
        emit(topic, payload);
      },
      async publishAll(entries) {
        for (const [topic, payload] of entries) emit(topic, payload);
      },
      subscribe,
      onGap,
      published: () => published,
      async ready() {},
      async close() {},
    };
  }

  // On the wire: "<instance>" then a line "<topic> <json>" per topic (JSON holds no raw line break), so that an
  // instance skips its own publishes and parses the JSON only of topics it listens to.
  const channel = `${prefix}rt`;
  const instance = randomUUID();
  // ioredis's own resubscription is not relied on: it resubscribes what the last connection had confirmed, as an
  // ordinary command (flushed with MaxRetriesPerRequestError when Redis stays away), and a failure of it reaches no
  // one. Subscribing on every 'ready', without a retry limit, and announcing the gap only once Redis has confirmed,
  // cannot leave this instance deaf (docs/decisions.md).
  const subscriber = redis.duplicate({ autoResubscribe: false, maxRetriesPerRequest: null });
  let heardBefore = false;
  /** A connection was lost since Redis last confirmed the subscription. */
  let lost = false;
  let firstHeard: () => void;
  const subscribed = new Promise<void>((resolve) => (firstHeard = resolve));
  subscriber.on('close', () => (lost = heardBefore));
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        // What was published while this instance was not subscribed is lost: tell those who keep state.
        if (lost) local.emit(GAP);
        lost = false;
        heardBefore = true;
        firstHeard();
      },
      () => {
        // Refused on a connection that is still up: start again on a new one, which subscribes on its 'ready'.
        if (subscriber.status === 'ready') subscriber.disconnect(true);
      },
    );
  });
  subscriber.on('error', () => undefined);
  subscriber.on('message', (_from: string, raw: string) => {
    let at = raw.indexOf('\n');
    if (at < 0 || raw.slice(0, at) === instance) return;
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
  });
  const publishAll = async (entries: readonly (readonly [string, unknown])[]) => {
    let wire = instance;
    for (const [topic, payload] of entries) {
      const json = JSON.stringify(payload);
      emit(topic, payload, json);
      wire += `\n${topic} ${json}`;
    }
    await redis.publish(channel, wire).catch(() => hold(wire));
  };
  // The other instances may have listened all along (only this instance's connection was away, or they were back
  // first): they hear what was held as soon as this instance is connected again.
  const held: string[] = [];
  const hold = (wire: string) => {
    if (held.length < MAX_HELD) held.push(wire);
  };
  redis.on('ready', () => {
    for (const wire of held.splice(0)) void redis.publish(channel, wire).catch(() => hold(wire));
  });
  return {
    instance,
    publish: (topic, payload) => publishAll([[topic, payload]]),
    publishAll,
    subscribe,
    onGap,
    published: () => published,
    ready: () => subscribed,
    async close() {
      subscriber.disconnect();
    },
  };
}

/** Publishes kept while Redis is away; any beyond are dropped (their listeners catch up at a reconnect, as after a gap). */
const MAX_HELD = 10_000;

/** The local event for a lost subscription; not a topic anyone can publish to (topics hold no space). */
const GAP = 'hub gap';
