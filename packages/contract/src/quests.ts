import { z } from 'zod';
import { defineAction } from './action.js';

export const questPeriods = ['daily', 'weekly'] as const;
export const questKeys = [
  'dailyWordPuzzle',
  'dailyCategoryPuzzle',
  'dailyPost',
  'dailyComments',
  'weeklyWordPuzzles',
  'weeklyPosts',
  'weeklyComments',
  'weeklyLobby',
  'weeklyEvent',
  'weeklyGameAccount',
] as const;
export type QuestKey = (typeof questKeys)[number];

export const quest = z.object({
  key: z.enum(questKeys),
  period: z.enum(questPeriods),
  target: z.number().int(),
  progress: z.number().int(),
  points: z.number().int(),
  completed: z.boolean(),
  /** When this period ends (ISO time, UTC). */
  endsAt: z.string(),
});
export type Quest = z.infer<typeof quest>;

export const getQuests = defineAction({
  name: 'getQuests',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.array(quest),
});

export const getQuestsWithCompletedCount = defineAction({
  name: 'getQuestsWithCompletedCount',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.array(quest.extend({ completedCount: z.number().int() })),
});

export const questActions = { getQuests, getQuestsWithCompletedCount };
