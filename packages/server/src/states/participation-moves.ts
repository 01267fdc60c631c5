// A player's answer to an event is one state machine: every change is a move of this table, written under the
// event's row lock by one compare-and-set (`repos.events.setParticipation`: UPDATE ... WHERE the status is still the
// one read, or INSERT when there was none), so two answers at once never give the last place twice.
import type { ParticipationStatus } from '@gamefolk/contract';
import type { Repositories } from '../db/repositories/index.js';
import { AppError } from '../errors/app-error.js';
import type { Move } from './move.js';

/** `null`: the player had not answered. */
type From = ParticipationStatus | null;

interface ParticipationMove extends Move<From, ParticipationStatus> {
  /** Where the move lands instead when the event is full (the player was not going already). */
  whenFull?: ParticipationStatus;
}

const anyAnswer = [null, 'going', 'interested', 'notGoing', 'waiting'] as const;

export const participationMoves = {
  /** The player's own answers, from none or any other; "going" to a full event waits for a place. */
  going: { from: anyAnswer, to: 'going', whenFull: 'waiting' },
  interested: { from: anyAnswer, to: 'interested' },
  notGoing: { from: anyAnswer, to: 'notGoing' },
  /**
   * A freed place goes to the longest waiting, never to anyone else: written for a whole list at once by
   * `fillFreePlaces` in repositories/events.ts (its UPDATE takes only rows still `waiting`).
   */
  promote: { from: ['waiting'], to: 'going' },
} as const satisfies Record<string, ParticipationMove>;

export type ParticipationMoveName = keyof typeof participationMoves;
export type PlayerAnswer = Exclude<ParticipationMoveName, 'promote'>;

/** Where `move` leads from `current`, or undefined when it may not start there. */
export function participationTarget(move: ParticipationMoveName, current: From, full: boolean) {
  const rule: ParticipationMove = participationMoves[move];
  if (!rule.from.includes(current)) return undefined;
  return rule.whenFull && full && current !== rule.to ? rule.whenFull : rule.to;
}

/**
 * The one writer of a player's answer, in the caller's transaction: answers the status stored and who moved up
 * from the waiting list into a place it freed. The event gone meanwhile is `eventNotFound`; a move the table does
 * not allow from the status read (none of a player's answers) is `invalidInput`.
 */
export async function answerEvent(repos: Repositories, eventId: number, userId: number, answer: PlayerAnswer) {
  const answered = await repos.events.setParticipation(eventId, userId, (current, full) =>
    participationTarget(answer, current, full),
  );
  if (!answered) throw new AppError('eventNotFound');
  if (!answered.status) throw new AppError('invalidInput');
  return { status: answered.status, promoted: answered.promoted };
}
