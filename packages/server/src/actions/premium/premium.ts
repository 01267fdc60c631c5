import { pinLobby, unpinLobby } from '@gamefolk/contract';
import { assertLobbyOwner } from '../../policies/lobby.js';
import { loadLobby } from '../../services/authorize/lobby.js';
import { assertCanPinLobby } from '../../services/authorize/plan.js';
import { handle } from '../define.js';

export const pinLobbyHandler = handle(pinLobby, async ({ id }, { services, session }) => {
  const me = session.user.id;
  const lobby = await loadLobby(services, id);
  assertLobbyOwner(lobby, me);
  await assertCanPinLobby(services.repos, me, services.now());
  await services.repos.premium.pin(me, lobby.id);
  return { pinned: true as const, lobbyId: lobby.id };
});

export const unpinLobbyHandler = handle(unpinLobby, async (_input, { services, session }) => {
  await services.repos.premium.unpin(session.user.id);
  return { pinned: false as const };
});
