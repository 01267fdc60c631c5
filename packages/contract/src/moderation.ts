import { z } from 'zod';
import { defineAction } from './action.js';
import { reportCategories } from './reports.js';
import { rowId } from './rules.js';
import { limits } from './limits.js';

/** The community rules a moderation names: every report category is one (getAllReportOptions lists them). */
export const communityRules = reportCategories;
export type CommunityRule = (typeof communityRules)[number];

export const moderationActions = ['warn', 'suspend', 'ban', 'lift'] as const;
export type ModerationAction = (typeof moderationActions)[number];

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

export const moderationLogRowSchema = z.object({
  id: z.number().int(),
  moderatorId: z.number().int().nullable(),
  action: z.enum(moderationActions),
  userId: z.number().int(),
  rule: z.enum(communityRules),
  note: z.string().nullable(),
  created_at: z.string(),
});

/** Managers only: every moderation action and lift, newest first, a page of 50 from page 0. */
export const getModerationLog = defineAction({
  name: 'getModerationLog',
  access: 'secured',
  input: z.object({ page: z.number().int().min(0).max(10_000).default(0), userId: rowId.optional() }),
  output: z.object({ rows: z.array(moderationLogRowSchema) }),
});

export const moderationActionDefs = { moderateUser, getModerationLog };
