import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A game's genre in the player's language ("Role-playing (RPG)" is "Rol (RPG)" in Spanish). Genres are stored and
 * searched as IGDB, Steam's store and our own catalogue name them, in English; only what is shown is translated, from
 * `common:genres`. A genre the list does not know is shown as written (issue 47 item 19).
 */
// As entities/lobby/terms.ts: an unknown name falls back as written, never through i18next (which would read `{{…}}`
// in a provider's text as a placeholder).
export const genreName = (t: TFunction<'common'>, genre: string): string =>
  t(`genres.${genre}` as 'genres.Action', { defaultValue: '' }) || genre;

export function useGenreName(): (genre: string) => string {
  const { t } = useTranslation('common');
  return (genre) => genreName(t, genre);
}
