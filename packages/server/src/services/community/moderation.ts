// A moderator's action on a player, from moderateUser or from the report queue alike: the move of the player's
// standing, its entry in the log, the end of every session on a suspension or ban, and the player's notification
// all land in one transaction; the notification is delivered once it commits.
import {
  appealableActions,
  appealDays,
  type CommunityRule,
  type ModerationAction,
  type reportCategories,
  type ReportSnapshot,
  type ReportType,
} from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { Repositories } from '../../db/repositories/index.js';
import type { ModerationLogRow } from '../../db/repositories/moderation-log.js';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { assertAccountStands } from '../../policies/account.js';
import { assertMayDecideAppeal } from '../../policies/moderation.js';
import { moveAppeal, type AppealMoveName } from '../../states/appeal-moves.js';
import { moveReports, reportMoves } from '../../states/report-moves.js';
import { canMoveStanding, hidesAccount, moveStanding, standingOf } from '../../states/standing-moves.js';
import { chatMembersChanged } from '../posting/chat-posting.js';
import { hashSecret, newSecret } from '../account/keys.js';
import { deliverJob, notify } from '../attention/notify.js';
import { voiceCheckIn, voiceCheckJob } from './voice.js';
import { deletePost } from '../posting/posting.js';
import { renderModerationMail } from '../../mail/moderation-mails.js';
import { languageOf } from '../../i18n/texts.js';

type ReportCategory = (typeof reportCategories)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ModerationRequest {
  action: ModerationAction;
  rule: CommunityRule;
  days?: number;
  note?: string;
}

/**
 * Moves `user`'s standing inside `tx` (the caller's transaction) and writes what goes with it; refused with
 * `standingUnchanged` when the move is not open from where the player stands (or another moderator moved first).
 * The caller wakes the delivery once `tx` commits (`afterModeration`).
 */
export async function moderateIn(
  services: Services,
  tx: Repositories,
  moderatorId: number,
  user: UserRow,
  request: ModerationRequest,
) {
  const now = services.now();
  const moved = await moveStanding(tx, user, request.action, now, request.days);
  if (!moved) throw new AppError('standingUnchanged');
  const entry = await tx.moderationLog.append({
    moderatorId,
    action: request.action,
    userId: user.id,
    rule: request.rule,
    note: request.note || null,
    until: moved.standingUntil,
  });
  // The revocation's news closes every socket of the player on every instance (realtime/live-sessions.ts).
  if (hidesAccount(moved.standing)) await tx.sessions.revokeAllOfUser(user.id);
  // ...and the player is put out of any lobby's voice room.
  if (hidesAccount(moved.standing)) await voiceCheckIn(services, tx, [user.id]);
  await notify(
    services,
    { userId: user.id, type: 'moderationAction', relatedParameter: entry.id, actorId: moderatorId },
    tx,
  );
  // A suspended or banned player cannot sign in to read that notification: a mail tells them, with the way to appeal.
  if (hidesAccount(moved.standing)) await services.jobs.send(moderationMailJob, { logId: entry.id }, { sql: tx.sql });
  return { userId: moved.id, standing: moved.standing, until: moved.standingUntil?.toISOString() ?? null };
}

export const afterModeration = (services: Services) => {
  services.jobs.wake(deliverJob);
  services.jobs.wake(voiceCheckJob);
  services.jobs.wake(moderationMailJob);
};

export const moderationMailJob = 'moderation.mail';

/**
 * Mails the player a suspension or ban (the log entry `logId`), in their language, with a standing key of its own
 * that opens their standing page and its appeal for as long as an appeal may be made. Stored with the move, sent
 * after it commits, tried again when SMTP fails.
 */
export async function mailModeration(services: Services, logId: number) {
  const [entry] = await services.repos.moderationLog.byIds([logId]);
  if (!entry || (entry.action !== 'suspend' && entry.action !== 'ban')) return;
  const user = await services.repos.users.findById(entry.userId);
  if (!user?.email) return;
  const key = await issueStandingKey(services, user.id, appealDays * DAY_MS);
  const language = languageOf(user.language);
  const { subject, text, html } = renderModerationMail(language, {
    name: user.firstName || user.username,
    action: entry.action,
    rule: entry.rule as CommunityRule,
    until: entry.until,
    note: entry.note,
    link: `${services.config.appUrl}/settings/standing?key=${encodeURIComponent(key)}`,
  });
  await services.mailer.deliverRendered({ kind: `moderation.${entry.action}`, to: user.email, subject, text, html });
}

// ---- Reports: what was reported, kept with the report; the queue by subject; one answer for all its reports ----

/** What a reported thing looks like now, with the player behind it; null when there is no such thing. */
export async function snapshotOf(
  services: Services,
  type: ReportType,
  relatedId: number,
): Promise<{ snapshot: ReportSnapshot; authorId: number | null; channelId?: number } | null> {
  const author = async (id: number | null) => {
    const user = id ? await services.repos.users.findById(id) : undefined;
    return user ? { id: user.id, username: user.username } : null;
  };
  const of = async (label: string, text: string | null, attachments: string[], authorId: number | null) => ({
    snapshot: { label, text, attachments, author: await author(authorId) },
    authorId,
  });
  if (type === 'user') {
    const user = await services.repos.users.findById(relatedId);
    return user ? of(`@${user.username}`, null, user.photoUrl ? [user.photoUrl] : [], user.id) : null;
  }
  if (type === 'post' || type === 'comment') {
    const post = await services.repos.feed.byId(relatedId);
    if (!post || post.deletedAt || (type === 'comment') !== (post.kind === 'comment')) return null;
    const files = post.attachments.map((a) => a.attachmentUrl);
    return of(`${type} #${post.id}`, post.contentText.slice(0, 2000), files, post.userId);
  }
  if (type === 'message') {
    const [message] = await services.repos.chat.messagesByIds([relatedId]);
    if (!message) return null;
    const found = await of(`message #${message.id}`, message.contentMessage, [], message.userId);
    return { ...found, channelId: message.channelId };
  }
  if (type === 'organization') {
    const org = await services.repos.organizations.byId(relatedId);
    if (!org || org.deletedAt) return null;
    return of(org.name, org.description, org.logoUrl ? [org.logoUrl] : [], org.founderId);
  }
  if (type === 'lobby') {
    const lobby = await services.repos.lobbies.byId(relatedId);
    return lobby ? of(`lobby #${lobby.id}`, lobby.description, [], lobby.ownerId) : null;
  }
  const event = await services.repos.events.byId(relatedId);
  return event ? of(event.name, event.description, [], event.ownerId) : null;
}

/**
 * Takes a reported thing down inside `tx`: a post or comment as its author's delete does, but its files stay for the
 * record; an organization as its founder's delete does (kept, marked deleted); a lobby or an event as its owner's
 * delete does, and a chat message as its sender's. What it was stays in the reports' snapshots and the log.
 */
async function removeSubject(services: Services, tx: Repositories, type: ReportType, id: number) {
  if (type === 'post' || type === 'comment') return deletePost(services, id, tx, { keepFiles: true });
  if (type === 'organization') return void (await tx.organizations.update(id, { deletedAt: services.now() }));
  if (type === 'lobby') return void (await tx.lobbies.delete(id));
  if (type === 'event') return void (await tx.events.delete(id));
  if (type === 'message') {
    const [message] = await tx.chat.messagesByIds([id]);
    if (message) await tx.chat.remove(message.id, message.userId);
  }
}

export interface SubjectResolution {
  type: ReportType;
  relatedId: number;
  remove: boolean;
  moderation?: 'warn' | 'suspend' | 'ban';
  days?: number;
  rule: CommunityRule;
  note?: string;
}

/**
 * One answer for every open report of a subject, in one transaction: the reports closed (states/report-moves.ts),
 * the removal (logged as `remove` under the rule, and the author told), the author's warning, suspension or ban
 * (moderateIn), and each reporter told once. Delivered, and a lobby's chat sockets closed, once it commits.
 */
export async function resolveSubject(services: Services, moderatorId: number, request: SubjectResolution) {
  const { type, relatedId } = request;
  const open = await services.repos.reports.ofSubjects([{ type, id: relatedId }], 'open');
  if (open.length === 0) throw new AppError('notFound');
  const newest = open[0]!.report;
  const authorId = newest.subjectUserId ?? newest.snapshot?.author?.id ?? null;
  const move = request.remove || request.moderation !== undefined ? 'action' : 'dismiss';
  const lobbyChat = request.remove && type === 'lobby' ? await services.repos.chat.byLobby(relatedId) : undefined;
  const closed = await services.repos.transaction(async (tx) => {
    // The reports are answered first: another manager's answer waits on these rows, then finds none open.
    const rows = await moveReports(tx, { subject: { type, id: relatedId } }, move, moderatorId, services.now());
    if (request.remove) {
      await removeSubject(services, tx, type, relatedId);
      if (authorId) {
        const entry = await tx.moderationLog.append({
          moderatorId,
          action: 'remove',
          userId: authorId,
          rule: request.rule,
          note: request.note || null,
          subjectType: type,
          subjectId: relatedId,
        });
        await notify(
          services,
          { userId: authorId, type: 'moderationAction', relatedParameter: entry.id, actorId: moderatorId },
          tx,
        );
      }
    }
    if (request.moderation && authorId) {
      const author = await tx.users.findById(authorId);
      if (author && canMoveStanding(author, request.moderation, services.now())) {
        await moderateIn(services, tx, moderatorId, author, {
          action: request.moderation,
          rule: request.rule,
          days: request.moderation === 'suspend' ? request.days : undefined,
          note: request.note,
        });
      }
    }
    // Each reporter hears once, however many of their reports this closed.
    const told = new Map(rows.map((row) => [row.reporterId, row.id]));
    for (const [reporterId, reportId] of told) {
      await notify(
        services,
        { userId: reporterId, type: 'reportResolved', relatedParameter: reportId, actorId: moderatorId },
        tx,
      );
    }
    return rows.length;
  });
  if (lobbyChat) await chatMembersChanged(services, lobbyChat.id);
  afterModeration(services);
  return { status: reportMoves[move].to, closed };
}

/** The queue by subject: its reports, the snapshot of the newest, and whether a manager removed it. */
export async function reportSubjects(services: Services, status: 'open' | 'dismissed' | 'actioned', page: number) {
  const groups = await services.repos.reports.subjects(status, page, 20);
  const keys = groups.map((g) => ({ type: g.type, id: g.id }));
  const [rows, removed] = await Promise.all([
    services.repos.reports.ofSubjects(keys, status),
    services.repos.moderationLog.removedOf(keys),
  ]);
  const key = (type: string, id: number) => `${type}:${id}`;
  const removedSet = new Set(removed.map((r) => key(r.type ?? '', r.id ?? 0)));
  return groups.map((group) => {
    const own = rows.filter((r) => r.report.reportType === group.type && r.report.relatedId === group.id);
    const categories = [...new Set(own.map((r) => r.report.category as ReportCategory))];
    return {
      report_type: group.type as ReportType,
      related_id: group.id,
      count: group.count,
      categories,
      urgent: group.urgent,
      snapshot: own.find((r) => r.report.snapshot)?.report.snapshot ?? null,
      removed: removedSet.has(key(group.type, group.id)),
      reports: own.map(({ report, reporter }) => ({
        id: report.id,
        category: report.category as ReportCategory,
        description: report.description,
        status: report.status as 'open',
        reporter,
        created_at: report.createdAt.toISOString(),
      })),
      last_at: new Date(group.lastAt).toISOString(),
    };
  });
}

// ---- A player's standing page, the standing key for one who cannot sign in, and appeals ----

/** How long the key handed out beside a refused sign-in works. */
const SIGN_IN_KEY_MS = DAY_MS;

/** A key that opens the player's standing page (and its appeal) without a session, for `ms`. */
export async function issueStandingKey(services: Services, userId: number, ms: number) {
  const key = newSecret();
  await services.repos.oneTimeKeys.create(
    userId,
    'standingKey',
    hashSecret(key),
    new Date(services.now().getTime() + ms),
  );
  return key;
}

/** The player a standing key opens; `standingKeyInvalid` once it is unknown or expired. */
export async function playerOfStandingKey(services: Services, key: string) {
  const row = await services.repos.oneTimeKeys.findLive(hashSecret(key), 'standingKey', services.now());
  const user = row ? await services.repos.users.findById(row.userId) : undefined;
  if (!user) throw new AppError('standingKeyInvalid');
  return user;
}

/**
 * Every sign-in asks this first (services/account/sign-in.ts): a suspended or banned player is refused `accountSuspended`
 * with `until`, and with a standing key beside it, so that the standing page and its appeal stay reachable.
 */
export async function assertStandsOrKey(services: Services, user: UserRow) {
  try {
    assertAccountStands(user, services.now());
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'accountSuspended') throw error;
    const standingKey = await issueStandingKey(services, user.id, SIGN_IN_KEY_MS);
    throw new AppError('accountSuspended', undefined, {}, { ...error.details, standingKey });
  }
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The player's standing page: where they stand, and each action on their account with its appeal. */
export async function standingView(services: Services, user: UserRow) {
  const now = services.now();
  const { standing, until } = standingOf(user, now);
  const entries = (await services.repos.moderationLog.page(0, 200, user.id)).filter((e) =>
    (appealableActions as readonly string[]).includes(e.action),
  );
  const appeals = await services.repos.moderation.appealsOfLogs(entries.map((e) => e.id));
  const appealOf = new Map(appeals.map((a) => [a.logId, a]));
  return {
    username: user.username,
    standing,
    until: iso(until),
    strikes: entries.map((entry) => {
      const appeal = appealOf.get(entry.id);
      return {
        id: entry.id,
        action: entry.action as (typeof appealableActions)[number],
        rule: entry.rule,
        note: entry.note,
        created_at: entry.createdAt.toISOString(),
        until: iso(entry.until),
        appeal: appeal
          ? {
              id: appeal.id,
              status: appeal.status,
              text: appeal.text,
              created_at: appeal.createdAt.toISOString(),
              decided_at: iso(appeal.decidedAt),
              note: appeal.note,
            }
          : null,
        appealable: !appeal && mayAppeal(entry, now),
      };
    }),
  };
}

const mayAppeal = (entry: ModerationLogRow, now: Date) =>
  (appealableActions as readonly string[]).includes(entry.action) &&
  now.getTime() - entry.createdAt.getTime() <= appealDays * DAY_MS;

/** One appeal per action, by the player acted on, within `appealDays`; logged as `appeal` under its rule. */
export async function appeal(services: Services, user: UserRow, logId: number, text: string) {
  const [entry] = await services.repos.moderationLog.byIds([logId]);
  if (!entry || entry.userId !== user.id) throw new AppError('notFound');
  if (!mayAppeal(entry, services.now())) throw new AppError('appealClosed');
  const row = await services.repos.transaction(async (tx) => {
    const inserted = await tx.moderation.appealInsert({ logId, userId: user.id, text });
    if (!inserted) throw new AppError('appealExists');
    await tx.moderationLog.append({
      moderatorId: null,
      action: 'appeal',
      userId: user.id,
      rule: entry.rule,
      note: text,
      appealOf: entry.id,
    });
    return inserted;
  });
  return { id: row.id, status: 'open' as const };
}

/**
 * A manager's decision on an appeal: not the one who acted when another manager exists (policies/moderation.ts).
 * Granting lifts a suspension, ban or warning that is still the player's standing; a removal stays removed (its
 * record is what the decision corrects). Logged as `granted` or `denied`; the player is told.
 */
export async function decideAppeal(
  services: Services,
  manager: UserRow,
  id: number,
  decision: AppealMoveName,
  note: string | undefined,
) {
  const row = await services.repos.moderation.appealById(id);
  if (!row) throw new AppError('notFound');
  const [entry] = await services.repos.moderationLog.byIds([row.logId]);
  if (!entry) throw new AppError('notFound');
  const others = await services.repos.moderation.otherManagerExists(manager.id, services.config.managerEmails);
  assertMayDecideAppeal(manager.id, entry.moderatorId, others);
  const now = services.now();
  const status = await services.repos.transaction(async (tx) => {
    const moved = await moveAppeal(tx, id, decision, manager.id, note || null, now);
    if (!moved) throw new AppError('appealDecided');
    const player = await tx.users.findById(row.userId);
    const current = await tx.moderationLog.lastStandingMove(row.userId);
    if (decision === 'grant' && player && current?.id === entry.id) {
      await moveStanding(tx, player, entry.action === 'warn' ? 'pardon' : 'lift', now);
    }
    const decided = await tx.moderationLog.append({
      moderatorId: manager.id,
      action: decision === 'grant' ? 'granted' : 'denied',
      userId: row.userId,
      rule: entry.rule,
      note: note || null,
      appealOf: entry.id,
    });
    if (player) {
      await notify(
        services,
        { userId: player.id, type: 'moderationAction', relatedParameter: decided.id, actorId: manager.id },
        tx,
      );
    }
    return moved.status as 'granted' | 'denied';
  });
  afterModeration(services);
  return { id, status };
}
