// What each player chose to hear, loaded for the rules in policies/attention.ts: before a notification is recorded,
// pushed or mailed, before a chat push, and after a feed page is read (after the shared caches, per viewer).
import type { Services } from '../../context.js';
import type { Repositories } from '../../db/repositories/index.js';
import {
  mayReach as reaches,
  mayReachAnyChannel,
  mutedIds,
  mutedPhrases,
  type AttentionKind,
  type Channel,
  type ChannelChoice,
  type ViewerAttention,
} from '../../policies/attention.js';

export type { AttentionKind, Channel };
type AttentionFacts = Awaited<ReturnType<Repositories['attention']['factsOf']>>[number];

/** What the loaders need: the repositories (a transaction's, or the services' own) and the one clock. */
export type AttentionDeps = { repos: Repositories; now: () => Date };

export interface Reach {
  recipientId: number;
  actorId: number;
  kind: AttentionKind;
  /** `any`: some channel is on (worth recording a notification at all). */
  channel: Channel | 'any';
  /** What the actor wrote that it tells of (plain text: a comment, a mention), checked against muted words. */
  text?: string;
}

/**
 * Whether what `actorId` did may reach `recipientId` on `channel` as `kind` ('chat' for a new chat message): false
 * when the recipient has muted the actor (and the mute has not run out) or turned that kind off on that channel.
 * Call it before a chat push (`mayReach(services, { recipientId, actorId, kind: 'chat', channel: 'push' })`); pass a
 * transaction's repositories as `{ ...services, repos: tx }`. Two small reads; `reachable` asks for many at once.
 */
export async function mayReach(deps: AttentionDeps, reach: Reach): Promise<boolean> {
  const [answer] = await reachable(deps, [reach]);
  return answer!;
}

/** `mayReach` for many at once, in order: two reads however many recipients. */
export async function reachable(deps: AttentionDeps, reaches_: readonly Reach[]): Promise<boolean[]> {
  if (!reaches_.length) return [];
  const recipients = [...new Set(reaches_.map((r) => r.recipientId))];
  // One statement, or none while each recipient's facts are kept (out of a transaction: services/caches/feed-cache.ts).
  const now = deps.now();
  const facts = await deps.repos.attention.factsOf(recipients, now);
  const channelsOf = new Map(facts.map((f) => [f.userId, f.channels]));
  const phrasesOf = new Map(facts.map((f) => [f.userId, mutedPhrases(f.mutedWords)]));
  const mutesOf = new Map(facts.map((f) => [f.userId, f.mutes]));
  const mutedOf = new Map(recipients.map((id) => [id, mutedIds(mutesOf.get(id) ?? [], now)]));
  return reaches_.map(({ recipientId, actorId, kind, channel, text }) => {
    const facts = {
      actorId,
      kind,
      muted: mutedOf.get(recipientId)!,
      channels: channelsOf.get(recipientId) ?? {},
      text,
      phrases: phrasesOf.get(recipientId),
    };
    return channel === 'any' ? mayReachAnyChannel(facts) : reaches({ ...facts, channel });
  });
}

/** Keeps the items whose `reach` may go out, in order. */
export async function onlyReachable<T>(deps: AttentionDeps, items: readonly T[], reach: (item: T) => Reach) {
  const answers = await reachable(deps, items.map(reach));
  return items.filter((_item, i) => answers[i]);
}

/** The kinds a player turned off on `channel` (in-app lists leave those out). */
export async function kindsOff(deps: AttentionDeps, userId: number, channel: Channel): Promise<AttentionKind[]> {
  const [facts] = await deps.repos.attention.factsOf([userId], deps.now());
  return Object.entries(facts?.channels ?? {}).flatMap(([kind, choice]) =>
    (choice as ChannelChoice)[channel] ? [] : [kind as AttentionKind],
  );
}

/** What a viewer's feeds leave out: the players they muted (still), and their muted words folded once. */
export async function viewerAttention(services: Pick<Services, 'repos' | 'now'>, viewerId: number) {
  const now = services.now();
  const [{ mutes, mutedWords }] = (await services.repos.attention.factsOf([viewerId], now)) as [AttentionFacts];
  return { muted: mutedIds(mutes, now), phrases: mutedPhrases(mutedWords) } satisfies ViewerAttention;
}
