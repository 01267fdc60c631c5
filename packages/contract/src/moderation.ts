import { z } from 'zod';
import { defineAction } from './action.js';
import { communityRules } from './community-rules.js';
import { reportTypes } from './reports.js';
import { rowId } from './rules.js';
import { limits } from './limits.js';

export { communityRules, type CommunityRule } from './community-rules.js';

export const moderationActions = ['warn', 'suspend', 'ban', 'lift'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/**
 * What the moderation log records: the moves of moderateUser, a reported thing removed (`remove`), a player's appeal
 * (`appeal`), and a manager's decision on it (`granted`, `denied`).
 */
export const moderationLogActions = [...moderationActions, 'remove', 'appeal', 'granted', 'denied'] as const;
export type ModerationLogAction = (typeof moderationLogActions)[number];

/** The log entries a player may appeal, once each, within `appealDays` days. */
export const appealableActions = ['warn', 'suspend', 'ban', 'remove'] as const;
export const appealDays = 20;

/** A player's standing: a warning is a strike for 90 days; a suspension lasts until a time; a ban has no end. */
export const standings = ['good', 'warned', 'suspended', 'banned'] as const;
export type Standing = (typeof standings)[number];

/** How long a suspension may be, in days. */
export const suspensionDays = { min: 1, max: 365 } as const;

export const standingSchema = z.object({
  userId: z.number().int(),
  standing: z.enum(standings),
  /** When a warning or suspension ends (ISO); null for good standing and for a ban. */
  until: z.string().nullable(),
});

/** Managers only: warn, suspend (for `days`), ban, or lift a suspension or ban, naming the rule broken. */
export const moderateUser = defineAction({
  name: 'moderateUser',
  access: 'secured',
  input: z
    .object({
      userId: rowId,
      action: z.enum(moderationActions, { error: 'invalidInput' }),
      days: z
        .number({ error: 'invalidInput' })
        .int({ error: 'invalidInput' })
        .min(suspensionDays.min, { error: 'suspensionDaysInvalid' })
        .max(suspensionDays.max, { error: 'suspensionDaysInvalid' })
        .optional(),
      rule: z.enum(communityRules, { error: 'unknownRule' }),
      note: z.string().trim().max(limits.longText, { error: 'textTooLong' }).optional(),
    })
    .refine((v) => v.action !== 'suspend' || v.days !== undefined, {
      error: 'suspensionDaysInvalid',
      path: ['days'],
    }),
  output: standingSchema,
});

const userRefSchema = z.object({ id: z.number().int(), username: z.string() });

export const moderationLogRowSchema = z.object({
  id: z.number().int(),
  moderatorId: z.number().int().nullable(),
  action: z.enum(moderationLogActions),
  userId: z.number().int(),
  rule: z.enum(communityRules),
  note: z.string().nullable(),
  created_at: z.string(),
  /** Beside the pinned fields: the names, while the accounts exist (null once purged). */
  moderator: userRefSchema.nullable().optional(),
  user: userRefSchema.nullable().optional(),
  /** The reported thing a `remove` took down; for `appeal`, `granted` and `denied`, the entry appealed. */
  subject: z
    .object({ type: z.enum(reportTypes), id: z.number().int() })
    .nullable()
    .optional(),
  appealOf: z.number().int().nullable().optional(),
});

/** Managers only: every moderation action, lift, appeal and decision, newest first, a page of 50 from page 0. */
export const getModerationLog = defineAction({
  name: 'getModerationLog',
  access: 'secured',
  input: z.object({
    page: z.number().int().min(0).max(10_000).default(0),
    userId: rowId.optional(),
    moderatorId: rowId.optional(),
  }),
  output: z.object({ rows: z.array(moderationLogRowSchema) }),
});

export const appealStatuses = ['open', 'granted', 'denied'] as const;
export type AppealStatus = (typeof appealStatuses)[number];

export const appealSchema = z.object({
  id: z.number().int(),
  status: z.enum(appealStatuses),
  text: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** The deciding manager's note to the player. */
  note: z.string().nullable(),
});

/** A player's own standing: where it is now, and each action taken on the account with its appeal. */
export const standingViewSchema = z.object({
  username: z.string(),
  standing: z.enum(standings),
  until: z.string().nullable(),
  strikes: z.array(
    z.object({
      id: z.number().int(),
      action: z.enum(appealableActions),
      rule: z.enum(communityRules),
      note: z.string().nullable(),
      created_at: z.string(),
      /** When a warning's strike or a suspension ends; null for a ban or a removal. */
      until: z.string().nullable(),
      appeal: appealSchema.nullable(),
      /** No appeal yet and within the window. */
      appealable: z.boolean(),
    }),
  ),
});

const appealText = z
  .string({ error: 'fieldRequired' })
  .trim()
  .min(1, { error: 'fieldRequired' })
  .max(limits.longText, { error: 'textTooLong' });
/** A standing key: handed out beside `accountSuspended` at a refused sign-in, and in the suspension or ban mail. */
const standingKey = z.string({ error: 'standingKeyInvalid' }).min(10, { error: 'standingKeyInvalid' }).max(200);

export const getStanding = defineAction({
  name: 'getStanding',
  access: 'secured',
  input: z.object({}).optional(),
  output: standingViewSchema,
});

/** For a suspended or banned player, who has no session: the same page by the standing key. */
export const getStandingWithKey = defineAction({
  name: 'getStandingWithKey',
  access: 'open',
  input: z.object({ key: standingKey }),
  output: standingViewSchema,
});

export const appealModeration = defineAction({
  name: 'appealModeration',
  access: 'secured',
  input: z.object({ logId: rowId, text: appealText }),
  output: z.object({ id: z.number().int(), status: z.literal('open') }),
});

export const appealModerationWithKey = defineAction({
  name: 'appealModerationWithKey',
  access: 'open',
  input: z.object({ key: standingKey, logId: rowId, text: appealText }),
  output: z.object({ id: z.number().int(), status: z.literal('open') }),
});

export const appealRowSchema = appealSchema.extend({
  user: userRefSchema.nullable(),
  userId: z.number().int(),
  /** The entry appealed. */
  entry: moderationLogRowSchema,
  decidedBy: z.number().int().nullable(),
  /** This manager took the action appealed, and another manager exists to decide. */
  ownAction: z.boolean(),
});

/** Managers only: appeals waiting (oldest first) or decided (newest first), 20 a page. */
export const getAppeals = defineAction({
  name: 'getAppeals',
  access: 'secured',
  input: z.object({ status: z.enum(['open', 'decided']).default('open'), page: z.number().int().min(0).default(0) }),
  output: z.object({ rows: z.array(appealRowSchema) }),
});

/** Managers only, and not the one who acted when another manager exists: granting undoes a standing still in force. */
export const decideAppeal = defineAction({
  name: 'decideAppeal',
  access: 'secured',
  input: z.object({
    id: rowId,
    decision: z.enum(['grant', 'deny'], { error: 'invalidInput' }),
    note: z.string().trim().max(limits.longText, { error: 'textTooLong' }).optional(),
  }),
  output: z.object({ id: z.number().int(), status: z.enum(['granted', 'denied']) }),
});

/** Managers only: players by name or mail (at most 20). */
export const findPlayers = defineAction({
  name: 'findPlayers',
  access: 'secured',
  input: z.object({ q: z.string().trim().min(1, { error: 'fieldRequired' }).max(120) }),
  output: z.object({
    rows: z.array(
      userRefSchema.extend({ email: z.string().nullable(), standing: z.enum(standings), until: z.string().nullable() }),
    ),
  }),
});

const playerReportSchema = z.object({
  id: z.number().int(),
  report_type: z.enum(reportTypes),
  related_id: z.number().int(),
  category: z.string(),
  status: z.string(),
  created_at: z.string(),
  other: userRefSchema.nullable(),
});

/** Managers only: one player's standing, the reports about them and by them, and their log. */
export const getPlayerRecord = defineAction({
  name: 'getPlayerRecord',
  access: 'secured',
  input: z.object({ userId: rowId }),
  output: z.object({
    user: userRefSchema.extend({ email: z.string().nullable() }),
    standing: z.enum(standings),
    until: z.string().nullable(),
    reportsAbout: z.array(playerReportSchema),
    reportsBy: z.array(playerReportSchema),
    log: z.array(moderationLogRowSchema),
  }),
});

export const moderationActionDefs = {
  moderateUser,
  getModerationLog,
  getStanding,
  getStandingWithKey,
  appealModeration,
  appealModerationWithKey,
  getAppeals,
  decideAppeal,
  findPlayers,
  getPlayerRecord,
};
