import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** A listener gets the payload and its JSON, written once per publish: sockets send the JSON as it is. */
export type Listener = (payload: unknown, json: string) => void;

/**
 * Topics such as `user:42` or `chat:7`. With Redis every instance hears every publish, so a socket on
 * instance A gets what was posted through instance B; without it, delivery stays in this process.
 */
export interface RealtimeHub {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Several topics at once: one message through Redis for all of them. */
  publishAll(entries: readonly (readonly [topic: string, payload: unknown])[]): Promise<void>;
  subscribe(topic: string, listener: Listener): () => void;
  close(): Promise<void>;
}

export function createHub(redis: Redis | undefined, prefix: string): RealtimeHub {
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
      async publish(topic, payload) {
        emit(topic, payload);
      },
      async publishAll(entries) {
        for (const [topic, payload] of entries) emit(topic, payload);
      },
      subscribe,
      async close() {},
    };
  }

  const channel = `${prefix}rt`;
  // Listeners here hear a publish at once; Redis carries it to the other instances, and this one skips its own.
  // On the wire: "<instance>" then a line "<topic> <json>" per topic (JSON holds no raw line break), so that an
  // instance reads the JSON only of topics it listens to.
  const instance = randomUUID();
  const subscriber = redis.duplicate();
  void subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, raw: string) => {
    if (raw.startsWith(instance)) return;
    let at = raw.indexOf('\n');
    while (at >= 0) {
      const end = raw.indexOf('\n', at + 1);
      const line = end < 0 ? raw.slice(at + 1) : raw.slice(at + 1, end);
      at = end;
      const space = line.indexOf(' ');
      if (space < 0) continue;
      const topic = line.slice(0, space);
      if (!local.listenerCount(topic)) continue;
      const json = line.slice(space + 1);
      local.emit(topic, JSON.parse(json), json);
    }
  });
  const publishAll = async (entries: readonly (readonly [string, unknown])[]) => {
    let wire = instance;
    for (const [topic, payload] of entries) {
      const json = JSON.stringify(payload);
      local.emit(topic, payload, json);
      wire += `\n${topic} ${json}`;
    }
    await redis.publish(channel, wire);
  };
  return {
    publish: (topic, payload) => publishAll([[topic, payload]]),
    publishAll,
    subscribe,
    async close() {
      subscriber.disconnect();
    },
  };
}
