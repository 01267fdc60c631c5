import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type Listener = (payload: unknown) => void;

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
  if (!redis) {
    return {
      async publish(topic, payload) {
        local.emit(topic, payload);
      },
      subscribe(topic, listener) {
        local.on(topic, listener);
        return () => local.off(topic, listener);
      },
      async close() {},
    };
  }

  const channel = `${prefix}rt`;
  // Listeners here hear a publish at once; Redis carries it to the other instances, and this one skips its own.
  const instance = randomUUID();
  const subscriber = redis.duplicate();
  void subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, raw: string) => {
    const { from, topic, payload } = JSON.parse(raw) as { from: string; topic: string; payload: unknown };
    if (from !== instance && local.listenerCount(topic)) local.emit(topic, payload);
  });
  return {
    async publish(topic, payload) {
      local.emit(topic, payload);
      await redis.publish(channel, JSON.stringify({ from: instance, topic, payload }));
    },
    subscribe(topic, listener) {
      local.on(topic, listener);
      return () => local.off(topic, listener);
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
