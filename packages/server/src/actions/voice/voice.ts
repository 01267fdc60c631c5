import { getLobbyVoice, getVoiceRoom, moderateVoice } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { assertLobbyOwner } from '../../policies/lobby.js';
import { loadLobby } from '../../services/authorize/lobby.js';
import { assertMayBeInVoice } from '../../policies/voice.js';
import { admitToVoice, moderateInVoice, voiceOfLobbies, voiceStanding } from '../../services/community/voice.js';
import { handle } from '../define.js';

export const getVoiceRoomHandler = handle(getVoiceRoom, async ({ lobbyId }, { services, session }) => {
  if (!services.janus) throw new AppError('notConfigured');
  const me = session.user.id;
  await services.rateLimits.consume('voiceByUser', String(me));
  const lobby = await loadLobby(services, lobbyId);
  assertMayBeInVoice(lobby, me, await voiceStanding(services, lobby, me));
  return admitToVoice(services, lobby.id, me);
});

export const moderateVoiceHandler = handle(
  moderateVoice,
  async ({ lobbyId, userId, action }, { services, session }) => {
    if (!services.janus) throw new AppError('notConfigured');
    await services.rateLimits.consume('voiceByUser', String(session.user.id));
    const lobby = await loadLobby(services, lobbyId);
    assertLobbyOwner(lobby, session.user.id);
    await moderateInVoice(services, lobby.id, userId, action);
    return { done: true as const };
  },
);

export const getLobbyVoiceHandler = handle(getLobbyVoice, async ({ lobbyIds }, { services }) => {
  if (!services.janus) return { enabled: false, rows: [] };
  return { enabled: true, rows: await voiceOfLobbies(services, [...new Set(lobbyIds)]) };
});
