import { timedJob } from './scheduler.js';
import { moveStanding } from '../states/standing-moves.js';

/**
 * Every minute: warnings and suspensions whose time is up move back to good (`expire`), so the player's posts,
 * lobbies and events show again. Sign-in reads the end against the clock itself (policies/account.ts), so it lets
 * the player in at the end whether or not this has run.
 */
export const standingExpiry = timedJob('standing-expiry', { ms: 60_000 }, async (services) => {
  for (let round = 0; round < 50; round++) {
    const at = services.now();
    const due = await services.repos.users.standingsEndedBy(at, 100);
    for (const user of due) {
      // A moderator's move in between wins: the compare-and-set then leaves the row as it is.
      await moveStanding(
        services.repos,
        { id: user.id, standing: user.standing, standingUntil: user.until },
        'expire',
        at,
      );
    }
    if (due.length < 100) return;
  }
});
