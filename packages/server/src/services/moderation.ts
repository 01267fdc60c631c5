// A moderator's action on a player, from moderateUser or from the report queue alike: the move of the player's
// standing, its entry in the log, the end of every session on a suspension or ban, and the player's notification
// all land in one transaction; the notification is delivered once it commits.
import type { CommunityRule, ModerationAction } from '@gamefolk/contract';
import type { Services } from '../context.js';
import type { Repositories } from '../db/repositories/index.js';
import type { UserRow } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { hidesAccount, moveStanding } from '../states/standing-moves.js';
import { deliverJob, notify } from './notify.js';
import { voiceCheckIn, voiceCheckJob } from './voice.js';

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
  return { userId: moved.id, standing: moved.standing, until: moved.standingUntil?.toISOString() ?? null };
}

export const afterModeration = (services: Services) => {
  services.jobs.wake(deliverJob);
  services.jobs.wake(voiceCheckJob);
};
