import type { TFunction } from 'i18next';

const division = /^(.+) (IV|III|II|I|[1-3])$/;

/**
 * A game's own name for a rank, role or server in the player's language ("Diamond II" is "Diamante II" in Spanish).
 * Lobbies store and search the English names (server/src/catalog/lobby-filters.ts); only what is shown is
 * translated, from `lobbies:terms`, a division kept as it is. A name the list does not know (one a lobby wrote
 * itself, a brand's own) is shown as written.
 */
export function gameTerm(t: TFunction<'lobbies'>, value: string): string {
  const whole = t(`terms.${value}` as 'terms.Iron', { defaultValue: '' });
  if (whole) return whole;
  const parts = division.exec(value);
  const tier = parts ? t(`terms.${parts[1]}` as 'terms.Iron', { defaultValue: '' }) : '';
  return tier ? `${tier} ${parts?.[2]}` : value;
}

/** A Select's options for a game's list: the stored name as value, its name in the player's language as label. */
export const termOptions = (t: TFunction<'lobbies'>, values: readonly string[]) =>
  values.map((value) => ({ value, label: gameTerm(t, value) }));
