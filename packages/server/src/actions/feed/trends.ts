import { promoteTag, retrieveTrends } from '@gamefolk/contract';
import { assertSiteManager } from '../../policies/manager.js';
import { handle } from '../define.js';

const TREND_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const since = (now: Date) => new Date(now.getTime() - TREND_WINDOW_MS);

/** The tags most used in the last 7 days; promoted tags lead. */
export const retrieveTrendsHandler = handle(retrieveTrends, async (_input, { services }) => {
  const rows = await services.repos.feed.trends(since(services.now()), 10);
  return rows.map((r) => ({
    id: r.id,
    count: Number(r.count),
    label: `#${r.spelling ?? r.tag}`,
    promoted_label: r.promotedLabel,
  }));
});

export const promoteTagHandler = handle(promoteTag, async ({ tag, promoted_label }, { services, session }) => {
  assertSiteManager(services, session.user);
  const row = await services.repos.feed.promote(tag.replace(/^[#$]/, '').toLowerCase(), promoted_label || null);
  const count = await services.repos.feed.tagCount(row.id, since(services.now()));
  return { id: row.id, count, label: `#${row.tag}`, promoted_label: row.promotedLabel };
});
