import { getLobbyChat } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { loadOwnLobbyChannel } from '../../services/authorize/chat.js';
import { handle } from '../define.js';
import { presentChannels } from '../chat/chat.js';

export const getLobbyChatHandler = handle(getLobbyChat, async ({ id }, { services, session }) => {
  const me = session.user.id;
  const lobby = await services.repos.lobbies.byId(id);
  if (!lobby) throw new AppError('lobbyNotFound');
  const channel = await loadOwnLobbyChannel(services, lobby, me);
  return (await presentChannels(services, [channel], me))[0]!;
});
