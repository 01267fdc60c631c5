import { z } from 'zod';

/** The paid plans ("Game Actor Plus"); a user without one is on the free plan. */
export const premiumPlans = ['premium', 'premiumPlus'] as const;
export type PremiumPlan = (typeof premiumPlans)[number];
export const premiumPlanSchema = z.enum(premiumPlans);

/** Lengths a subscription is sold for, in months. */
export const premiumMonths = [1, 12] as const;
export type PremiumMonths = (typeof premiumMonths)[number];
