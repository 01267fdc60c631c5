import {
  appealModeration,
  appealModerationWithKey,
  decideAppeal,
  findPlayers,
  getAppeals,
  getModerationLog,
  getPlayerRecord,
  getStanding,
  getStandingWithKey,
  moderateUser,
  type ReportType,
} from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { ModerationLogRow } from '../../db/repositories/moderation-log.js';
import { AppError } from '../../errors/app-error.js';
import { assertSiteManager } from '../../policies/manager.js';
import { mayDecideAppeal } from '../../policies/moderation.js';
import {
  afterModeration,
  appeal,
  decideAppeal as decide,
  moderateIn,
  playerOfStandingKey,
  standingView,
} from '../../services/community/moderation.js';
import { standingOf } from '../../states/standing-moves.js';
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

/** Log rows with the names of their moderators and players, while those accounts exist. */
async function presentLog(services: Services, rows: ModerationLogRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.moderatorId ? [r.moderatorId, r.userId] : [r.userId])))];
  const names = new Map((await services.repos.moderation.users(ids)).map((u) => [u.id, u]));
  return rows.map((row) => ({
    id: row.id,
    moderatorId: row.moderatorId,
    action: row.action,
    userId: row.userId,
    rule: row.rule,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    moderator: row.moderatorId ? (names.get(row.moderatorId) ?? null) : null,
    user: names.get(row.userId) ?? null,
    subject:
      row.subjectType && row.subjectId !== null ? { type: row.subjectType as ReportType, id: row.subjectId } : null,
    appealOf: row.appealOf,
  }));
}

export const getModerationLogHandler = handle(
  getModerationLog,
  async ({ page, userId, moderatorId }, { services, session }) => {
    assertSiteManager(services, session.user);
    const rows = await services.repos.moderationLog.page(page, LOG_PAGE, userId, moderatorId);
    return { rows: await presentLog(services, rows) };
  },
);

export const getStandingHandler = handle(getStanding, async (_input, { services, session }) =>
  standingView(services, session.user),
);

export const getStandingWithKeyHandler = handle(getStandingWithKey, async ({ key }, { services, ip }) => {
  await services.rateLimits.consume('secondFactorByIp', ip);
  return standingView(services, await playerOfStandingKey(services, key));
});

export const appealModerationHandler = handle(appealModeration, async ({ logId, text }, { services, session }) => {
  await services.rateLimits.consume('reportByUser', String(session.user.id));
  return appeal(services, session.user, logId, text);
});

export const appealModerationWithKeyHandler = handle(appealModerationWithKey, async (input, { services, ip }) => {
  await services.rateLimits.consume('secondFactorByIp', ip);
  const user = await playerOfStandingKey(services, input.key);
  await services.rateLimits.consume('reportByUser', String(user.id));
  return appeal(services, user, input.logId, input.text);
});

export const getAppealsHandler = handle(getAppeals, async ({ status, page }, { services, session }) => {
  assertSiteManager(services, session.user);
  const rows = await services.repos.moderation.appealsPage(status === 'decided', page, 20);
  const entries = await presentLog(services, await services.repos.moderationLog.byIds(rows.map((r) => r.logId)));
  const entryOf = new Map(entries.map((e) => [e.id, e]));
  const others = await services.repos.moderation.otherManagerExists(session.user.id, services.config.managerEmails);
  return {
    rows: rows.flatMap((row) => {
      const entry = entryOf.get(row.logId);
      if (!entry) return [];
      return [
        {
          id: row.id,
          status: row.status,
          text: row.text,
          created_at: row.createdAt.toISOString(),
          decided_at: row.decidedAt?.toISOString() ?? null,
          note: row.note,
          user: entry.user,
          userId: row.userId,
          entry,
          decidedBy: row.decidedBy,
          ownAction: !mayDecideAppeal(session.user.id, entry.moderatorId, others),
        },
      ];
    }),
  };
});

export const decideAppealHandler = handle(decideAppeal, async ({ id, decision, note }, { services, session }) => {
  assertSiteManager(services, session.user);
  return decide(services, session.user, id, decision, note);
});

export const findPlayersHandler = handle(findPlayers, async ({ q }, { services, session }) => {
  assertSiteManager(services, session.user);
  const rows = await services.repos.moderation.findPlayers(q, 20);
  const now = services.now();
  return {
    rows: rows.map((user) => {
      const { standing, until } = standingOf(user, now);
      return { id: user.id, username: user.username, email: user.email, standing, until: until?.toISOString() ?? null };
    }),
  };
});

export const getPlayerRecordHandler = handle(getPlayerRecord, async ({ userId }, { services, session }) => {
  assertSiteManager(services, session.user);
  const user = await services.repos.users.findById(userId);
  if (!user) throw new AppError('unknownUser', 'userId');
  const [about, by, log] = await Promise.all([
    services.repos.reports.about(user.id, 50),
    services.repos.reports.by(user.id, 50),
    services.repos.moderationLog.page(0, LOG_PAGE, user.id),
  ]);
  const others = new Map(
    (
      await services.repos.reports.usersByIds([
        ...new Set(by.flatMap((r) => (r.subjectUserId ? [r.subjectUserId] : []))),
      ])
    ).map((u) => [u.id, u]),
  );
  const { standing, until } = standingOf(user, services.now());
  return {
    user: { id: user.id, username: user.username, email: user.email },
    standing,
    until: until?.toISOString() ?? null,
    reportsAbout: about.map(({ report, reporter }) => ({
      id: report.id,
      report_type: report.reportType as ReportType,
      related_id: report.relatedId,
      category: report.category,
      status: report.status,
      created_at: report.createdAt.toISOString(),
      other: reporter,
    })),
    reportsBy: by.map((report) => ({
      id: report.id,
      report_type: report.reportType as ReportType,
      related_id: report.relatedId,
      category: report.category,
      status: report.status,
      created_at: report.createdAt.toISOString(),
      other: report.subjectUserId ? (others.get(report.subjectUserId) ?? null) : null,
    })),
    log: await presentLog(services, log),
  };
});

export const moderationHandlers = [
  getStandingHandler,
  getStandingWithKeyHandler,
  appealModerationHandler,
  appealModerationWithKeyHandler,
  getAppealsHandler,
  decideAppealHandler,
  findPlayersHandler,
  getPlayerRecordHandler,
];
