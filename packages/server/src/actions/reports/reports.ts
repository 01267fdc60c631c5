import {
  createReport,
  getAllReportOptions,
  getReports,
  getReportSubjects,
  reportCategories,
  resolveReport,
  resolveReportSubject,
  type CommunityRule,
} from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { reports } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { loadOwnChannel } from '../../services/authorize/chat.js';
import { assertSiteManager } from '../../policies/manager.js';
import {
  afterModeration,
  moderateIn,
  reportSubjects,
  resolveSubject,
  snapshotOf,
} from '../../services/community/moderation.js';
import { notify } from '../../services/attention/notify.js';
import { deletePost } from '../../services/posting/posting.js';
import { moveReports, reportMoves } from '../../states/report-moves.js';
import { canMoveStanding } from '../../states/standing-moves.js';
import { handle } from '../define.js';

type ReportRow = typeof reports.$inferSelect;

const labels: Record<(typeof reportCategories)[number], string> = {
  underage: 'Underage',
  bullying: 'Bullying',
  selfHarm: 'Self-harm',
  violence: 'Violence',
  restrictedItem: 'Restricted item',
  adultContent: 'Adult content',
  fraud: 'Fraud',
};

export const getAllReportOptionsHandler = handle(getAllReportOptions, async () =>
  reportCategories.map((id) => ({ id, label: labels[id] })),
);

/** What a report points at, as it stands: the author behind content, and a line to show moderators. */
async function describeTarget(services: Services, type: ReportRow['reportType'], relatedId: number) {
  if (type === 'user') {
    const user = await services.repos.users.findById(relatedId);
    return user ? { label: `@${user.username}`, excerpt: null, userId: user.id, share: null } : null;
  }
  if (type === 'post' || type === 'comment') {
    const post = await services.repos.feed.byId(relatedId);
    if (!post || (type === 'comment') !== (post.kind === 'comment')) return null;
    return {
      label: `${type} #${post.id}`,
      excerpt: post.deletedAt ? '(deleted)' : post.contentText.slice(0, 200),
      userId: post.userId,
      share: post.share,
    };
  }
  if (type === 'message') {
    const [message] = await services.repos.chat.messagesByIds([relatedId]);
    return message
      ? { label: `message #${message.id}`, excerpt: message.contentMessage, userId: message.userId }
      : null;
  }
  if (type === 'organization') {
    const org = await services.repos.organizations.byId(relatedId);
    return org ? { label: org.name, excerpt: org.description, userId: org.founderId, share: null } : null;
  }
  return null;
}

/** A user may report anyone, including someone they blocked. */
export const createReportHandler = handle(createReport, async (input, { services, session }) => {
  await services.rateLimits.consume('reportByUser', String(session.user.id));
  // What it looks like now is kept with the report, so that an edit or a delete hides nothing from the moderators.
  const found = await snapshotOf(services, input.report_type, input.related_id);
  if (!found) throw new AppError('reportTargetNotFound');
  // Only someone in the conversation can report a message from it.
  if (found.channelId !== undefined) await loadOwnChannel(services, found.channelId, session.user.id);
  const row = await services.repos.reports.insert({
    reporterId: session.user.id,
    reportType: input.report_type,
    relatedId: input.related_id,
    category: input.category,
    description: input.description || null,
    snapshot: found.snapshot,
    subjectUserId: found.authorId,
  });
  return { id: row.id, received: true as const };
});

export const getReportSubjectsHandler = handle(getReportSubjects, async ({ status, page }, { services, session }) => {
  assertSiteManager(services, session.user);
  return { rows: await reportSubjects(services, status, page) };
});

export const resolveReportSubjectHandler = handle(resolveReportSubject, async (input, { services, session }) => {
  assertSiteManager(services, session.user);
  return resolveSubject(services, session.user.id, {
    type: input.report_type,
    relatedId: input.related_id,
    remove: input.remove,
    moderation: input.moderation,
    days: input.days,
    rule: input.rule,
    note: input.note,
  });
});

export const reportSubjectHandlers = [getReportSubjectsHandler, resolveReportSubjectHandler];

export const getReportsHandler = handle(getReports, async ({ status, page }, { services, session }) => {
  assertSiteManager(services, session.user);
  const rows = await services.repos.reports.queue(status, page, 20);
  return Promise.all(
    rows.map(async ({ report, reporter }) => ({
      id: report.id,
      report_type: report.reportType as 'user',
      related_id: report.relatedId,
      category: report.category as 'fraud',
      description: report.description,
      status: report.status as 'open',
      reporter,
      target: await describeTarget(services, report.reportType, report.relatedId),
      created_at: report.createdAt.toISOString(),
    })),
  );
});

export const resolveReportHandler = handle(resolveReport, async (input, { services, session }) => {
  const { id, action } = input;
  assertSiteManager(services, session.user);
  const report = await services.repos.reports.byId(id);
  if (!report) throw new AppError('notFound');
  const target = await describeTarget(services, report.reportType, report.relatedId);
  const answer = action === 'dismiss' ? 'dismiss' : 'action';
  // The queue's freeze is the moderators' ban (or a suspension for `days`), under the report's category as the rule:
  // the player cannot undo it (docs/decisions.md "Moderation").
  const player =
    action === 'freezeAccount' && target?.userId ? await services.repos.users.findById(target.userId) : undefined;
  const move = input.days === undefined ? ('ban' as const) : ('suspend' as const);
  // The removal (an author's delete: counts and all), or the ban and sign-outs, land with the report's status, and
  // the reporter hears that it was closed.
  await services.repos.transaction(async (tx) => {
    // Answered first: of two managers answering at once, the second finds it answered (`notFound`) and does nothing.
    await moveReports(tx, { id }, answer, session.user.id, services.now());
    if (action === 'removeContent' && (report.reportType === 'post' || report.reportType === 'comment')) {
      await deletePost(services, report.relatedId, tx);
    }
    // A player already banned stays so; the report is closed all the same.
    if (player && canMoveStanding(player, move, services.now())) {
      await moderateIn(services, tx, session.user.id, player, {
        action: move,
        days: input.days,
        rule: report.category as CommunityRule,
        note: input.note,
      });
    }
    await notify(
      services,
      { userId: report.reporterId, type: 'reportResolved', relatedParameter: report.id, actorId: session.user.id },
      tx,
    );
  });
  afterModeration(services);
  return { id, status: reportMoves[answer].to };
});
