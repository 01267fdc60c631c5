import type { Output } from '../../api/client';

/** Where the signed-in user stands with someone; a request id exists exactly when a request does. */
export type ConnectionState =
  | { kind: 'none' }
  | { kind: 'sent'; requestId: number }
  | { kind: 'received'; requestId: number }
  | { kind: 'connected'; requestId: number };

export function toConnectionState(check: Output<'checkRequest'>): ConnectionState {
  if (check.state === 'none' || check.request_id === null) return { kind: 'none' };
  return { kind: check.state, requestId: check.request_id };
}

/** What the profile offers in each state; the server refuses anything else. */
export type ConnectionAction = 'connect' | 'cancel' | 'accept' | 'reject' | 'remove';

export function connectionActions(state: ConnectionState): ConnectionAction[] {
  switch (state.kind) {
    case 'none':
      return ['connect'];
    case 'sent':
      return ['cancel'];
    case 'received':
      return ['accept', 'reject'];
    case 'connected':
      return ['remove'];
  }
}
