import { AppError } from '../errors/app-error.js';

/**
 * Who decides an appeal: a manager other than the one who took the action appealed, whenever such a manager exists
 * (`otherManagerExists`); a site with one manager has that one decide.
 */
export function mayDecideAppeal(managerId: number, actorId: number | null, otherManagerExists: boolean): boolean {
  return actorId !== managerId || !otherManagerExists;
}

export function assertMayDecideAppeal(managerId: number, actorId: number | null, otherManagerExists: boolean) {
  if (!mayDecideAppeal(managerId, actorId, otherManagerExists)) throw new AppError('unauthorized');
}
