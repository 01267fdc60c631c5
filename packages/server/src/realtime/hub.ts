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
    return {
      async publish(topic, payload) {
        if (local.listenerCount(topic)) local.emit(topic, payload, JSON.stringify(payload));
      },
      subscribe,
      async close() {},
    };
  }

  const channel = `${prefix}rt`;
  // Listeners here hear a publish at once; Redis carries it to the other instances, and this one skips its own.
  // On the wire: "<instance> <topic> <json>", so that an instance reads the JSON only of topics it listens to.
  const instance = randomUUID();
  const subscriber = redis.duplicate();
  void subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, raw: string) => {
    const afterFrom = raw.indexOf(' ');
    const afterTopic = raw.indexOf(' ', afterFrom + 1);
    if (afterFrom < 0 || afterTopic < 0 || raw.startsWith(instance)) return;
    const topic = raw.slice(afterFrom + 1, afterTopic);
    if (!local.listenerCount(topic)) return;
    const json = raw.slice(afterTopic + 1);
    local.emit(topic, JSON.parse(json), json);
  });
  return {
    async publish(topic, payload) {
      const json = JSON.stringify(payload);
      local.emit(topic, payload, json);
      await redis.publish(channel, `${instance} ${topic} ${json}`);
    },
    subscribe,
    async close() {
      subscriber.disconnect();
    },
  };
}
