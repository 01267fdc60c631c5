import { getQuests, getQuestsWithCompletedCount } from '@gamefolk/contract';
import { questsOf } from '../../services/games/quests.js';
import { handle } from '../define.js';

export const getQuestsHandler = handle(getQuests, (_input, { services, session }) =>
  questsOf(services, session.user.id),
);

export const getQuestsWithCompletedCountHandler = handle(getQuestsWithCompletedCount, async (_input, ctx) => {
  const quests = await questsOf(ctx.services, ctx.session.user.id);
  const counts = new Map(
    (await ctx.services.repos.quests.completedCounts(ctx.session.user.id)).map((c) => [c.key, c.count]),
  );
  return quests.map((q) => ({ ...q, completedCount: counts.get(q.key) ?? 0 }));
});
