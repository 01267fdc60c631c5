import { z } from 'zod';
import { defineAction } from './action.js';
import { rowId } from './rules.js';

/** The paid plans ("Game Actor Plus"); a user without one is on the free plan. */
export const premiumPlans = ['premium', 'premiumPlus'] as const;
export type PremiumPlan = (typeof premiumPlans)[number];
export const premiumPlanSchema = z.enum(premiumPlans);

/** Lengths a subscription is sold for, in months. */
export const premiumMonths = [1, 12] as const;
export type PremiumMonths = (typeof premiumMonths)[number];

/**
 * Premium Plus: pins one of the member's own lobbies, which `searchLobby` lists first (page 0) while the plan
 * lasts. Pinning another lobby moves the pin. Free and Premium members: `premiumPlusRequired`.
 */
export const pinLobby = defineAction({
  name: 'pinLobby',
  access: 'secured',
  input: z.object({ id: rowId }),
  output: z.object({ pinned: z.literal(true), lobbyId: z.number().int() }),
});

export const unpinLobby = defineAction({
  name: 'unpinLobby',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ pinned: z.literal(false) }),
});

export const premiumActions = { pinLobby, unpinLobby };
