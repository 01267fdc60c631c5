// What a player hears: the one rule for mutes, muted words and the channels each kind of notification may use.
// Pure: the facts are loaded first (services/attention/attention.ts); feeds, comments, notifications, pushes, mails and chat
// pushes all ask here.
import type { NotificationType } from '@gamefolk/contract';

/** A kind a player chooses channels for: each notification type, and new chat messages. */
export type AttentionKind = NotificationType | 'chat';
export type Channel = 'inApp' | 'push' | 'mail';
export type ChannelChoice = Record<Channel, boolean>;

/** Every channel on: what a kind the player never changed gets. */
export const everyChannel: ChannelChoice = { inApp: true, push: true, mail: true };

/** A mute as stored: until a time, or for good (null). */
export interface Mute {
  mutedId: number;
  until: Date | null;
}

/** A mute whose time has passed is no mute: nothing writes it away, it just stops counting. */
export const muteHolds = (mute: Pick<Mute, 'until'>, now: Date): boolean =>
  mute.until === null || mute.until.getTime() > now.getTime();

/** The players `mutes` still silence at `now`. */
export const mutedIds = (mutes: readonly Mute[], now: Date): Set<number> =>
  new Set(mutes.filter((m) => muteHolds(m, now)).map((m) => m.mutedId));

/**
 * Whether something `actorId` did may reach its recipient on `channel` as `kind`: not when the recipient muted the
 * actor (a mute that still holds), nor when what the actor wrote (`text`: a comment, a mention) holds one of the
 * recipient's muted words, nor when they turned that kind off on that channel.
 */
export function mayReach(facts: {
  actorId: number;
  kind: AttentionKind;
  channel: Channel;
  /** The players the recipient has muted now (`mutedIds`). */
  muted: ReadonlySet<number>;
  /** The recipient's choices by kind; a kind missing has every channel on. */
  channels: Readonly<Record<string, ChannelChoice>>;
  /** What the actor wrote that this tells of (plain text), and the recipient's muted words (`mutedPhrases`). */
  text?: string;
  phrases?: readonly MutedPhrase[];
}): boolean {
  if (facts.muted.has(facts.actorId)) return false;
  if (facts.text && facts.phrases && holdsMutedWord(facts.text, facts.phrases)) return false;
  return (facts.channels[facts.kind] ?? everyChannel)[facts.channel];
}

/** Whether it is worth recording at all: the actor is not muted and the kind has some channel on. */
export const mayReachAnyChannel = (facts: Omit<Parameters<typeof mayReach>[0], 'channel'>): boolean =>
  (['inApp', 'push', 'mail'] as const).some((channel) => mayReach({ ...facts, channel }));

/**
 * Text folded for matching muted words: Turkish dotted and dotless i and their capitals (İ, I, ı, i) all read as
 * `i`, then accents are dropped (é → e, ş → s, ğ → g, ö → o) and case is ignored. Both the muted word and the post
 * are folded the same way, so "İSTANBUL" mutes "istanbul", "Istanbul" and "ıstanbul" alike (docs/decisions.md).
 */
export function foldForMatch(text: string): string {
  return text.replace(/[İIı]/g, 'i').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words are runs of letters and digits: anything else (spaces, punctuation, `#`, `@`) separates them. */
const wordsOf = (folded: string) => folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A muted word or phrase, folded once: its words in order. A hashtag mutes the word and the tag alike. */
export type MutedPhrase = readonly string[];

export const mutedPhrases = (words: readonly string[]): MutedPhrase[] =>
  words.map((w) => wordsOf(foldForMatch(w))).filter((phrase) => phrase.length > 0);

/** Whether `text` holds one of `phrases` as whole words (a phrase as consecutive words). */
export function holdsMutedWord(text: string, phrases: readonly MutedPhrase[]): boolean {
  if (!phrases.length || !text) return false;
  const words = wordsOf(foldForMatch(text));
  return phrases.some((phrase) => words.some((_w, start) => phrase.every((part, i) => words[start + i] === part)));
}

/** What a viewer's feeds leave out: posts by the players they muted, and posts holding a muted word. */
export interface ViewerAttention {
  muted: ReadonlySet<number>;
  phrases: readonly MutedPhrase[];
}

/** The words of a post's stored HTML: tags (and their attributes) separate words and are never matched. */
const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'");

/** A post (or comment) the viewer does not want to see: by a player they muted, or holding a muted word. */
export const isMutedPost = (post: { userId: number; content: string }, viewer: ViewerAttention): boolean =>
  viewer.muted.has(post.userId) || holdsMutedWord(textOfHtml(post.content), viewer.phrases);
