/** The categories a report names (spec: report options), each one of the community rules. */
export const reportCategories = [
  'underage',
  'bullying',
  'selfHarm',
  'violence',
  'restrictedItem',
  'adultContent',
  'fraud',
] as const;

/**
 * The community rules, as data in this one file: every moderation names one, and every report category is one
 * (getAllReportOptions lists those). Their titles and texts are translated in the web's `legal` locale files
 * (`rules.<id>.title`, `rules.<id>.text`), shown on the public /rules page and linked from the terms.
 */
export const communityRules = [...reportCategories, 'spam', 'impersonation', 'cheating', 'privacy'] as const;
export type CommunityRule = (typeof communityRules)[number];
