import { getModerationLog, moderateUser } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { assertSiteManager } from '../../policies/manager.js';
import { afterModeration, moderateIn } from '../../services/moderation.js';
import { handle } from '../define.js';

const LOG_PAGE = 50;

export const moderateUserHandler = handle(moderateUser, async (input, { services, session }) => {
  assertSiteManager(services, session.user);
  const user = await services.repos.users.findById(input.userId);
  if (!user) throw new AppError('unknownUser', 'userId');
  const { userId: _id, days, ...request } = input;
  const standing = await services.repos.transaction((tx) =>
    moderateIn(services, tx, session.user.id, user, {
      ...request,
      days: input.action === 'suspend' ? days : undefined,
    }),
  );
  afterModeration(services);
  return standing;
});

export const getModerationLogHandler = handle(getModerationLog, async ({ page, userId }, { services, session }) => {
  assertSiteManager(services, session.user);
  const rows = await services.repos.moderationLog.page(page, LOG_PAGE, userId);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      moderatorId: row.moderatorId,
      action: row.action,
      userId: row.userId,
      rule: row.rule,
      note: row.note,
      created_at: row.createdAt.toISOString(),
    })),
  };
});
