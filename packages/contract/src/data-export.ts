import { z } from 'zod';
import { defineAction } from './action.js';
import * as rules from './rules.js';

/** How long a ready export can be downloaded. */
export const DATA_EXPORT_DAYS = 7;

export const dataExportStatuses = ['requested', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(dataExportStatuses),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  /** When the download stops working (7 days after it was ready). */
  expires_at: z.string().nullable(),
  /** The ZIP's size in bytes, once ready. */
  size: z.number().int().nullable(),
});
export type DataExportInfo = z.infer<typeof dataExportSchema>;

/** A ZIP of the player's data, gathered by a job and mailed as a link; one at a time, at most one a day. */
export const requestDataExport = defineAction({
  name: 'requestDataExport',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ id: z.number().int() }),
});

/** The player's exports, newest first (the last few). */
export const getDataExports = defineAction({
  name: 'getDataExports',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ rows: z.array(dataExportSchema) }),
});

/**
 * The address of a ready export's ZIP, for its owner only (another player's or an expired one: 404
 * `dataExportNotFound`); it works once, for a few minutes, without the Bearer token a download cannot send.
 */
export const downloadDataExport = defineAction({
  name: 'downloadDataExport',
  access: 'secured',
  input: z.object({ id: rules.rowId }),
  output: z.object({ url: z.string() }),
});

export const dataExportActions = { requestDataExport, getDataExports, downloadDataExport };
