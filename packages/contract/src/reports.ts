import { z } from 'zod';
import { defineAction } from './action.js';
import { rowId } from './rules.js';
import { limits } from './limits.js';
import { communityRules, reportCategories } from './community-rules.js';

export { reportCategories } from './community-rules.js';
export const reportTypes = ['user', 'post', 'comment', 'organization', 'message', 'lobby', 'event'] as const;
export type ReportType = (typeof reportTypes)[number];
/** Categories the queue puts first. */
export const urgentReportCategories = ['underage', 'selfHarm', 'violence', 'restrictedItem'] as const;
/** What a manager may do to a reported thing's author besides removing it (moderateUser's moves). */
export const reportModerations = ['warn', 'suspend', 'ban'] as const;

/** Report options need a token (spec section 6). */
export const getAllReportOptions = defineAction({
  name: 'getAllReportOptions',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.array(z.object({ id: z.enum(reportCategories), label: z.string() })),
});

export const createReport = defineAction({
  name: 'createReport',
  access: 'secured',
  input: z.object({
    report_type: z.enum(reportTypes, { error: 'invalidInput' }),
    related_id: rowId,
    category: z.enum(reportCategories, { error: 'invalidInput' }),
    description: z.string().trim().max(limits.longText, { error: 'textTooLong' }).optional(),
  }),
  output: z.object({ id: z.number().int(), received: z.literal(true) }),
});

export const reportSchema = z.object({
  id: z.number().int(),
  report_type: z.enum(reportTypes),
  related_id: z.number().int(),
  category: z.enum(reportCategories),
  description: z.string().nullable(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  reporter: z.object({ id: z.number().int(), username: z.string() }),
  /** What was reported, as it stands now: text of a post or comment, a user's or organization's name. */
  target: z
    .object({
      label: z.string(),
      excerpt: z.string().nullable(),
      userId: z.number().int().nullable(),
      /** A reported post's or comment's public handle (its /shared/{share} page); null for other targets. */
      share: z.string().nullable().optional(),
    })
    .nullable(),
  created_at: z.string(),
});

/** Managers only: the moderation queue. */
export const getReports = defineAction({
  name: 'getReports',
  access: 'secured',
  input: z.object({
    status: z.enum(['open', 'dismissed', 'actioned']).default('open'),
    page: z.number().int().min(0).default(0),
  }),
  output: z.array(reportSchema),
});

export const resolveReport = defineAction({
  name: 'resolveReport',
  access: 'secured',
  input: z.object({
    id: rowId,
    /** `freezeAccount` bans the player behind the report, or suspends them for `days` when given (moderateUser). */
    action: z.enum(['dismiss', 'removeContent', 'freezeAccount']),
    days: z
      .number({ error: 'invalidInput' })
      .int({ error: 'invalidInput' })
      .min(1, { error: 'suspensionDaysInvalid' })
      .max(365, { error: 'suspensionDaysInvalid' })
      .optional(),
    note: z.string().trim().max(limits.longText, { error: 'textTooLong' }).optional(),
  }),
  output: z.object({ id: z.number().int(), status: z.enum(['dismissed', 'actioned']) }),
});

/** What the reported thing looked like when it was reported, kept with the report. */
export const reportSnapshotSchema = z.object({
  label: z.string(),
  text: z.string().nullable(),
  attachments: z.array(z.string()),
  author: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

/** `open` until a manager answers it: `dismissed` (nothing done) or `actioned` (the thing removed, its author moderated). */
export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const reportSubjectSchema = z.object({
  report_type: z.enum(reportTypes),
  related_id: z.number().int(),
  /** Players who reported it: one player's reports of one subject count once. */
  count: z.number().int(),
  categories: z.array(z.enum(reportCategories)),
  /** One of its categories is underage, self-harm, violence or a restricted item: such subjects come first. */
  urgent: z.boolean(),
  /** The copy kept with the newest report. */
  snapshot: reportSnapshotSchema.nullable(),
  /** Removed by a manager (hidden from everyone, kept for the record). */
  removed: z.boolean(),
  reports: z.array(
    z.object({
      id: z.number().int(),
      category: z.enum(reportCategories),
      description: z.string().nullable(),
      status: z.enum(reportStatuses),
      reporter: z.object({ id: z.number().int(), username: z.string() }),
      created_at: z.string(),
    }),
  ),
  last_at: z.string(),
});

/** Managers only: the queue grouped by reported thing, urgent ones first, then the newest; 20 a page. */
export const getReportSubjects = defineAction({
  name: 'getReportSubjects',
  access: 'secured',
  input: z.object({
    status: z.enum(reportStatuses).default('open'),
    page: z.number().int().min(0).max(10_000).default(0),
  }),
  output: z.object({ rows: z.array(reportSubjectSchema) }),
});

/**
 * Managers only: closes every open report of one subject. `remove` takes the thing down (hidden from everyone, kept
 * for the record); `moderation` warns, suspends (for `days`) or bans its author; neither dismisses. `rule` is the
 * community rule named to the author and in the log.
 */
export const resolveReportSubject = defineAction({
  name: 'resolveReportSubject',
  access: 'secured',
  input: z
    .object({
      report_type: z.enum(reportTypes, { error: 'invalidInput' }),
      related_id: rowId,
      remove: z.boolean().default(false),
      moderation: z.enum(reportModerations, { error: 'invalidInput' }).optional(),
      days: z
        .number({ error: 'invalidInput' })
        .int({ error: 'invalidInput' })
        .min(1, { error: 'suspensionDaysInvalid' })
        .max(365, { error: 'suspensionDaysInvalid' })
        .optional(),
      rule: z.enum(communityRules, { error: 'unknownRule' }),
      note: z.string().trim().max(limits.longText, { error: 'textTooLong' }).optional(),
    })
    .refine((v) => v.moderation !== 'suspend' || v.days !== undefined, {
      error: 'suspensionDaysInvalid',
      path: ['days'],
    }),
  output: z.object({ status: z.enum(['dismissed', 'actioned']), closed: z.number().int() }),
});

export const reportActions = {
  getAllReportOptions,
  createReport,
  getReports,
  resolveReport,
  getReportSubjects,
  resolveReportSubject,
};
