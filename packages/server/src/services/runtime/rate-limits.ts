import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { limits } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';

/** Points per window for each limited step; multiplied by RATE_LIMIT_SCALE. */
const budgets = {
  loginByIp: { points: 30, duration: 60 },
  /** One address guessing one account's password. */
  loginByIpAndAccount: { points: 10, duration: 15 * 60 },
  /**
   * Every untrusted client together against one account (OWASP ASVS 2.2.1: under 100 failures an hour). A browser
   * holding the account's device cookie, or an address it signed in from, never takes it: spending it cannot lock
   * the owner out (OWASP "Slow Down Online Guessing Attacks with Device Cookies"); a password reset clears it.
   */
  loginByAccount: { points: 50, duration: 60 * 60 },
  /** One trusted device (its device cookie's nonce) failing at its account's password. */
  loginByDevice: { points: 10, duration: 15 * 60 },
  loginByName: { points: 10, duration: 15 * 60 },
  /** The second step of a sign-in (authSecondFactor), from one address. */
  secondFactorByIp: { points: 30, duration: 60 },
  /** Codes tried with one ticket, over its 5 minutes: past them, the password is asked again. */
  secondFactorByTicket: { points: 5, duration: 5 * 60 },
  /** Every untrusted client together against one account's second factor; a trusted device never takes it. */
  secondFactorByAccount: { points: 30, duration: 60 * 60 },
  /** One trusted device (its device cookie's nonce) failing at its account's second factor. */
  secondFactorByDevice: { points: 10, duration: 15 * 60 },
  /** Passkey options and sign-ins from one address (each signature is checked, so not free). */
  passkeyByIp: { points: 30, duration: 60 },
  /** Passkeys added, renamed or removed by one player. */
  passkeyByUser: { points: 20, duration: 60 * 60 },
  /** Codes typed to turn TOTP on or off, by the signed-in player. */
  totpCodeByUser: { points: 10, duration: 15 * 60 },
  namecheckByIp: { points: 60, duration: 60 },
  mailChangeByUser: { points: 10, duration: 60 * 60 },
  registerByIp: { points: 10, duration: 60 * 60 },
  resetByIp: { points: 5, duration: 15 * 60 },
  resetByEmail: { points: 3, duration: 60 * 60 },
  mailCodeByUser: { points: 5, duration: 15 * 60 },
  codeAttemptByUser: { points: 10, duration: 15 * 60 },
  googleByIp: { points: 30, duration: 60 },
  // Writes people could spam, per user: far above what a person does (docs/decisions.md "Write limits").
  postByUser: { points: 30, duration: 10 * 60 },
  commentByUser: { points: 60, duration: 10 * 60 },
  hitByUser: { points: 300, duration: 10 * 60 },
  chatByUser: { points: 60, duration: 60 },
  connectionRequestByUser: { points: 50, duration: 60 * 60 },
  followByUser: { points: 200, duration: 60 * 60 },
  reportByUser: { points: 20, duration: 60 * 60 },
  inviteByUser: { points: 50, duration: 60 * 60 },
  lobbyApplyByUser: { points: 50, duration: 60 * 60 },
  /** Changes to applications after applying: editing, withdrawing, answering, leaving, removing a member. */
  applicationChangeByUser: { points: 200, duration: 60 * 60 },
  /** Joins of a lobby's voice room (getVoiceRoom: reconnects ask again) and the owner's mutes and kicks in it. */
  voiceByUser: { points: 300, duration: 60 * 60 },
  /** Lobbies made, edited or deleted: a made one reaches lobby search at once. */
  lobbyWriteByUser: { points: 60, duration: 60 * 60 },
  /** Events made, edited or deleted: a made one reaches everyone's upcoming list at once. */
  eventWriteByUser: { points: 60, duration: 60 * 60 },
  /** Answers to events (going, interested…): each may move a waiting list and notify. */
  participationByUser: { points: 120, duration: 60 * 60 },
  /** Checkouts started (each asks PayTR for a token and holds stock for PayTR's payment window). */
  orderByUser: { points: 30, duration: 60 * 60 },
  /** A buyer's cancels and refund requests (a cancel may call PayTR's refund API). */
  orderChangeByUser: { points: 30, duration: 60 * 60 },
  /** Riot sign-on, platform choice: each costs calls to Riot. */
  riotByUser: { points: 30, duration: 60 * 60 },
  /** Steam sign-in and linking: each asks Steam to check an assertion. */
  steamByIp: { points: 30, duration: 60 },
  /** Steam data read on demand (achievements of a game): each costs calls to Steam's Web API. */
  steamByUser: { points: 60, duration: 60 * 60 },
  /** GIF searches (each may cost a GIPHY call): typing pauses and scrolling, far above a person's pace. */
  gifSearchByUser: { points: 120, duration: 60 },
  /** Files uploaded, and of them videos (each costs a transcode; issue 40): far above a person's pace. */
  uploadByUser: { points: limits.uploadsPerHour, duration: 60 * 60 },
  videoUploadByUser: { points: limits.videosPerHour, duration: 60 * 60 },
  /** Game searches that ask IGDB (its 4 a second are shared by everyone); past it, our own games only. */
  igdbSearchByUser: { points: 60, duration: 60 },
} as const;

export type RateLimitName = keyof typeof budgets;

/** Facts kept for a while beside the limits (same store: memory, or Redis shared by every instance). */
const memories = {
  /** `<user id>:<address>` an account signed in from successfully. */
  signedInFrom: { seconds: 90 * 24 * 60 * 60 },
  /** A Steam sign-in asked for by one browser (the hash of its cookie's state), until used. */
  steamSignIn: { seconds: 10 * 60 },
} as const;

export type MemoryName = keyof typeof memories;

export interface RateLimits {
  /** Takes one point for `key` or throws `tooManyRequests`; call it before any expensive work. */
  consume(name: RateLimitName, key: string): Promise<void>;
  /** Gives back `points` of what `key` took, or all of it (a success should not count against it). */
  forgive(name: RateLimitName, key: string, points?: number): Promise<void>;
  remember(name: MemoryName, key: string): Promise<void>;
  remembers(name: MemoryName, key: string): Promise<boolean>;
  /** Forgets `key`; true only for the one caller that found it there (a fact used once). */
  forget(name: MemoryName, key: string): Promise<boolean>;
}

export function createRateLimits(scale: number, prefix: string, redis?: Redis): RateLimits {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const [name, budget] of Object.entries(budgets) as [RateLimitName, { points: number; duration: number }][]) {
    const opts = {
      keyPrefix: `${prefix}rl:${name}`,
      points: Math.max(1, Math.round(budget.points * scale)),
      duration: budget.duration,
    };
    limiters.set(name, redis ? new RateLimiterRedis({ ...opts, storeClient: redis }) : new RateLimiterMemory(opts));
  }
  const remembered = new Map<MemoryName, RateLimiterAbstract>();
  for (const [name, memory] of Object.entries(memories) as [MemoryName, { seconds: number }][]) {
    // In memory a fact expires by a timer, and Node's timers stop at 24.8 days.
    const seconds = redis ? memory.seconds : Math.min(memory.seconds, 24 * 24 * 60 * 60);
    const opts = { keyPrefix: `${prefix}known:${name}`, points: 1, duration: seconds };
    remembered.set(name, redis ? new RateLimiterRedis({ ...opts, storeClient: redis }) : new RateLimiterMemory(opts));
  }
  return {
    async forgive(name, key, points) {
      const limiter = limiters.get(name)!;
      if (points === undefined) await limiter.delete(key.toLowerCase());
      else await limiter.reward(key.toLowerCase(), points);
    },
    async remember(name, key) {
      const store = remembered.get(name)!;
      await store.set(key.toLowerCase(), 1, store.duration);
    },
    async remembers(name, key) {
      return (await remembered.get(name)!.get(key.toLowerCase())) !== null;
    },
    async forget(name, key) {
      return remembered.get(name)!.delete(key.toLowerCase());
    },
    async consume(name, key) {
      try {
        await limiters.get(name)!.consume(key.toLowerCase());
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw new AppError('tooManyRequests', undefined, {
            'retry-after': String(Math.ceil(error.msBeforeNext / 1000)),
          });
        }
        throw error;
      }
    },
  };
}
