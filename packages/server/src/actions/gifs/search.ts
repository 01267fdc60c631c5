import { languages, searchGifs, type Language } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { handle } from '../define.js';

/** GIPHY asked on the player's behalf, in their language, with our key (never sent to the browser). */
export const searchGifsHandler = handle(searchGifs, async (input, { services, session }) => {
  if (!services.giphy.configured) throw new AppError('notConfigured');
  await services.rateLimits.consume('gifSearchByUser', String(session.user.id));
  const lang: Language = (languages as readonly string[]).includes(session.user.language)
    ? (session.user.language as Language)
    : 'en';
  const q = input.q?.trim().toLowerCase() || undefined;
  return services.giphy.search(q, input.offset ?? 0, lang);
});
