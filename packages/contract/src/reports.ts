import { z } from 'zod';
import { defineAction } from './action.js';
import { rowId } from './rules.js';
import { limits } from './limits.js';

export const reportCategories = [
  'underage',
  'bullying',
  'selfHarm',
  'violence',
  'restrictedItem',
  'adultContent',
  'fraud',
] as const;
export const reportTypes = ['user', 'post', 'comment', 'organization', 'message'] as const;

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

export const reportActions = { getAllReportOptions, createReport, getReports, resolveReport };
