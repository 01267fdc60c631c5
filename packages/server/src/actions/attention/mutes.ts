import { getMutes, muteUser, saveMutedWords, unmuteUser } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { presentAuthor } from '../../presenters/feed.js';
import { isHiddenUser } from '../../policies/visibility.js';
import { loadVisibleUser } from '../../services/views/visible-user.js';
import { handle } from '../define.js';

const DAY_MS = 86_400_000;

/** Nothing is published or notified: the muted player is never told, and nothing in their view changes. */
export const muteUserHandler = handle(muteUser, async ({ userId, days }, { services, session }) => {
  const me = session.user.id;
  if (userId === me) throw new AppError('cannotMuteSelf');
  await loadVisibleUser(services, userId, me);
  const until = days ? new Date(services.now().getTime() + days * DAY_MS) : null;
  await services.repos.attention.mute(me, userId, until);
  return { userId, muted: true as const, until: until?.toISOString() ?? null };
});

export const unmuteUserHandler = handle(unmuteUser, async ({ userId }, { services, session }) => {
  await services.repos.attention.unmute(session.user.id, userId);
  return { userId, muted: false as const };
});

/** The same word twice (as folded for matching or not) is kept once, as first typed. */
export const saveMutedWordsHandler = handle(saveMutedWords, async ({ words }, { services, session }) => {
  const seen = new Set<string>();
  const kept = words.filter((w) => {
    const key = w.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await services.repos.attention.saveMutedWords(session.user.id, kept);
  return { words: kept };
});

/** A muted player who has since been hidden (frozen, deleted, suspended) is left out, and so is a mute run out. */
export const getMutesHandler = handle(getMutes, async (_input, { services, session }) => {
  const me = session.user.id;
  const [rows, [settings]] = await Promise.all([
    services.repos.attention.mutedBy(me, services.now()),
    services.repos.attention.settingsOf([me]),
  ]);
  return {
    users: rows
      .filter((row) => !isHiddenUser(row))
      .map((row) => ({ user: presentAuthor(row), until: row.until?.toISOString() ?? null })),
    words: settings?.mutedWords ?? [],
  };
});
