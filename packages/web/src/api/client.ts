import { isOpenAction, type ActionInput, type ActionName, type ActionOutput, type Actions } from '@gamefolk/contract';
import { toApiError } from './to-api-error';
import { getToken, handleUnauthenticated } from './session';

export type Input<N extends ActionName> = ActionInput<Actions[N]>;
export type Output<N extends ActionName> = ActionOutput<Actions[N]>;

// Actions whose input accepts undefined can be called without a payload.
type PayloadArgs<N extends ActionName> = undefined extends Input<N> ? [payload?: Input<N>] : [payload: Input<N>];

const endpoints = { open: '/api/handle', secured: '/api/securedHandle' } as const;

/** The one way the web app talks to the server: typed by the contract, errors thrown as ApiError. */
export async function call<N extends ActionName>(action: N, ...[payload]: PayloadArgs<N>): Promise<Output<N>> {
  const access = isOpenAction(action) ? 'open' : 'secured';
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // Sent with open calls too: passkeyOptions is open, but registering a passkey is for the signed-in player.
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(endpoints[access], {
      method: 'POST',
      headers,
      body: JSON.stringify({ action, payload: payload ?? {} }),
    });
  } catch {
    throw toApiError(0, null);
  }

  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body !== null && typeof body === 'object' && 'data' in body) {
    return (body as { data: Output<N> }).data;
  }
  const error = toApiError(response.status, body, response.headers.get('retry-after'));
  if (access === 'secured' && (response.status === 401 || error.code === 'unauthenticated')) handleUnauthenticated();
  throw error;
}
