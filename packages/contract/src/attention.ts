import { z } from 'zod';
import { defineAction } from './action.js';
import { authorSchema } from './feed.js';
import { notificationTypes } from './notifications.js';
import { rowId } from './rules.js';

/** Muted words: at most this many, each at most `mutedWordLength` characters. */
export const mutedWordLimit = 100;
export const mutedWordLength = 30;
/** A mute lasts 1 to this many days, or for good without `days`. */
export const muteDaysLimit = 365;

/** The kinds a player picks channels for: every notification type, and `chat` for new chat messages. */
export const attentionKinds = [...notificationTypes, 'chat'] as const;
export type AttentionKind = (typeof attentionKinds)[number];
export const attentionChannels = ['inApp', 'push', 'mail'] as const;
export type AttentionChannel = (typeof attentionChannels)[number];

const untilSchema = z.string().nullable();

export const muteUser = defineAction({
  name: 'muteUser',
  access: 'secured',
  input: z.object({ userId: rowId, days: z.number().int().min(1).max(muteDaysLimit).optional() }),
  /** `until` is when the mute ends (ISO), null for good. */
  output: z.object({ userId: z.number().int(), muted: z.literal(true), until: untilSchema }),
});

export const unmuteUser = defineAction({
  name: 'unmuteUser',
  access: 'secured',
  input: z.object({ userId: rowId }),
  output: z.object({ userId: z.number().int(), muted: z.literal(false) }),
});

const mutedWord = z
  .string()
  .trim()
  .min(1, { error: 'fieldRequired' })
  .max(mutedWordLength, { error: 'mutedWordTooLong' });

export const saveMutedWords = defineAction({
  name: 'saveMutedWords',
  access: 'secured',
  input: z.object({ words: z.array(mutedWord).max(mutedWordLimit, { error: 'tooManyMutedWords' }) }),
  output: z.object({ words: z.array(z.string()) }),
});

/** What the settings list: the players muted now (with when each mute ends) and the muted words. */
export const getMutes = defineAction({
  name: 'getMutes',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({
    users: z.array(z.object({ user: authorSchema, until: untilSchema })),
    words: z.array(z.string()),
  }),
});

export const channelChoiceSchema = z.object({ inApp: z.boolean(), push: z.boolean(), mail: z.boolean() });
export type ChannelChoice = z.infer<typeof channelChoiceSchema>;

const settingsOutput = z.object({
  /** Every kind, with its channels (a kind never changed has all three on). */
  types: z.record(z.enum(attentionKinds), channelChoiceSchema),
  /** The daily mail of what the player missed when away for a day (the kinds whose `mail` is on); off by default. */
  digest: z.boolean(),
});

export const getNotificationSettings = defineAction({
  name: 'getNotificationSettings',
  access: 'secured',
  input: z.object({}).optional(),
  output: settingsOutput,
});

/** Kinds left out keep what they had; answers every kind as now saved. */
export const saveNotificationSettings = defineAction({
  name: 'saveNotificationSettings',
  access: 'secured',
  input: z.object({
    types: z.partialRecord(z.enum(attentionKinds), channelChoiceSchema),
    digest: z.boolean().optional(),
  }),
  output: settingsOutput,
});

export const attentionActions = {
  muteUser,
  unmuteUser,
  saveMutedWords,
  getMutes,
  getNotificationSettings,
  saveNotificationSettings,
};
