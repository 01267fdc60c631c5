import { lobbyStatuses, lobbyTypes, type LobbyType } from '@gamefolk/contract';
import type { LobbySearchFilters } from '../../entities/lobby';

type Status = NonNullable<LobbySearchFilters['status']>;

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};
const text = (value: string | null) => (value ? value.slice(0, 100) : undefined);

/**
 * A lobby search's filters as the address holds them (`?game=12&server=EUW&rank=Gold&status=full`), so a search can
 * be shared, reloaded and gone back to. Whatever the address holds that is not a filter's value is ignored.
 */
export function readLobbyFilters(params: URLSearchParams): LobbySearchFilters & { text: string } {
  const type = params.get('type');
  const status = params.get('status');
  return {
    gameId: positiveInt(params.get('game')),
    server: text(params.get('server')),
    rank: text(params.get('rank')),
    role: text(params.get('role')),
    type: lobbyTypes.includes(type as LobbyType) ? (type as LobbyType) : undefined,
    status: (lobbyStatuses as readonly string[]).includes(status ?? '') ? (status as Status) : undefined,
    verifiedOnly: params.get('verified') === '1' || undefined,
    onlyFollow: params.get('following') === '1',
    text: params.get('q')?.slice(0, 100) ?? '',
  };
}

/** The address for these filters, keeping what else it holds (the page's tab). */
export function writeLobbyFilters(
  params: URLSearchParams,
  filters: LobbySearchFilters & { text?: string },
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | number | undefined) =>
    value === undefined || value === '' ? next.delete(key) : next.set(key, String(value));
  set('game', filters.gameId);
  set('server', filters.server);
  set('rank', filters.rank);
  set('role', filters.role);
  set('type', filters.type);
  set('status', filters.status === 'open' ? undefined : filters.status);
  set('verified', filters.verifiedOnly ? 1 : undefined);
  set('following', filters.onlyFollow ? 1 : undefined);
  set('q', filters.text?.trim() || undefined);
  return next;
}
