// Unread chat messages that count for a player on a channel (the badges in the app, the digest's line): a request
// waits in its own tab and counts in none until accepted, and the attention rule (policies/attention.ts) leaves out
// a muted sender's messages and every message when the player turned chat off on that channel.
import type { Services } from '../../context.js';
import { requestPlaceFor } from '../../policies/chat.js';
import { reachable, type Channel } from './attention.js';

export async function unreadThatCounts(
  services: Services,
  viewerId: number,
  channel: Channel,
): Promise<{ id: number; unread: number }[]> {
  const rows = (await services.repos.chat.unreadCounts(viewerId)).filter(
    (r) => requestPlaceFor(r, viewerId) === 'inbox',
  );
  const counts = await reachable(
    services,
    rows.map((r) => ({ recipientId: viewerId, actorId: r.senderId, kind: 'chat' as const, channel })),
  );
  const byChannel = new Map<number, number>();
  rows.forEach((r, i) => {
    if (counts[i]) byChannel.set(r.id, (byChannel.get(r.id) ?? 0) + Number(r.unread));
  });
  return [...byChannel].map(([id, unread]) => ({ id, unread }));
}
