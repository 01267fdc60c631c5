import { pinLobby, unpinLobby } from '@gamefolk/contract';
import { AppError } from '../../http/app-error.js';
import { assertLobbyOwner, loadLobby } from '../../policies/lobby.js';
import { limitsOf } from '../../services/premium.js';
import { handle } from '../define.js';

export const pinLobbyHandler = handle(pinLobby, async ({ id }, { services, session }) => {
  const me = session.user.id;
  const lobby = await loadLobby(services, id);
  assertLobbyOwner(lobby, me);
  if ((await limitsOf(services.repos, me, services.now())).pinnedLobbies < 1) throw new AppError('premiumPlusRequired');
  await services.repos.premium.pin(me, lobby.id);
  return { pinned: true as const, lobbyId: lobby.id };
});

export const unpinLobbyHandler = handle(unpinLobby, async (_input, { services, session }) => {
  await services.repos.premium.unpin(session.user.id);
  return { pinned: false as const };
});
