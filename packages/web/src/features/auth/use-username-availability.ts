import { rules } from '@gamefolk/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { isApiError } from '../../api/api-error';
import { useNamecheckQuery } from '../../entities/account';

export type UsernameAvailability = 'idle' | 'checking' | 'available' | 'taken';

/** Asks the server about a username only once it passes the rule and the user paused typing. */
export function useUsernameAvailability(username: string): UsernameAvailability {
  const [debounced] = useDebouncedValue(username.trim(), 400);
  const valid = debounced.length > 0 && rules.username.safeParse(debounced).success;
  const query = useNamecheckQuery(valid ? debounced : null);
  if (!valid) return 'idle';
  if (debounced !== username.trim() || query.isPending) return 'checking';
  // The server may answer a taken name either as { available: false } or as a usernameTaken error.
  if (isApiError(query.error) && query.error.code === 'usernameTaken') return 'taken';
  if (query.data) return query.data.available ? 'available' : 'taken';
  return 'idle';
}
