// Chat tells a channel's members of a message before it is stored, when this instance already knows the
// sender may post there (docs/decisions.md). What it knows: the last posting statement that stored a message of
// that sender in that channel, for a minute at most, dropped on every instance the moment a block is made or
// either member's row changes (frozen, deleted, purged). The statement still decides every message.
import type { Repositories } from '../db/repositories/index.js';
import type { RealtimeHub } from '../realtime/hub.js';
import { cacheNews } from './cache-news.js';

type Change = { userIds: number[] } | { all: true };

const TTL_MS = 60_000;
const MAX_ENTRIES = 100_000;
const TOPIC = 'cache:chat-guard';

interface Allowed {
  senderId: number;
  otherId: number;
  until: number;
}

/** Wraps the repositories whose writes can stop a member from posting, so that no such change is missed. */
export function withChatGuard(repos: Repositories, hub: RealtimeHub, now = () => Date.now()): Repositories {
  const entries = new Map<string, Allowed>();
  const key = (channelId: number, userId: number) => `${channelId}:${userId}`;

  // Moves on every drop: a statement that was running while one happened does not make its answer known.
  let generation = 0;
  const drop = (change: Change) => {
    generation++;
    if ('all' in change) return entries.clear();
    const users = new Set(change.userIds);
    for (const [k, entry] of entries) if (users.has(entry.senderId) || users.has(entry.otherId)) entries.delete(k);
  };
  const { after } = cacheNews<Change>(hub, TOPIC, drop, () => drop({ all: true }));

  const { chat, graph, users } = repos;
  return {
    ...repos,
    chat: {
      ...chat,
      allowedOther: (channelId: number, userId: number) => {
        const entry = entries.get(key(channelId, userId));
        if (!entry) return undefined;
        if (entry.until > now()) return entry.otherId;
        entries.delete(key(channelId, userId));
        return undefined;
      },
      postIfAllowed: async (...args: Parameters<typeof chat.postIfAllowed>) => {
        const [{ channelId, userId }] = args;
        const before = generation;
        const posted = await chat.postIfAllowed(...args);
        entries.delete(key(channelId, userId));
        if (posted?.message && generation === before) {
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
          entries.set(key(channelId, userId), { senderId: userId, otherId: posted.otherId, until: now() + TTL_MS });
        }
        return posted;
      },
    },
    graph: { ...graph, block: after(graph.block, (blockerId, blockedId) => ({ userIds: [blockerId, blockedId] })) },
    users: {
      ...users,
      update: after(users.update, (userId) => ({ userIds: [userId] })),
      purgeDeletedBefore: after(users.purgeDeletedBefore, () => ({ all: true })),
    },
  };
}
