import { z } from 'zod';
import { defineAction } from './action.js';
import { rowId } from './rules.js';

/** A WebRTC ICE server as RTCPeerConnection takes it (TURN with time-limited REST credentials). */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/**
 * What the browser needs to join a lobby's AudioBridge room on Janus: where Janus's WebSocket API is, the room,
 * the participant id the server chose for this player (the same every time, unguessable), the room's join token
 * for this player (in the room's `allowed` list while they are a member), Janus's own token for the API (signed,
 * time-limited, AudioBridge only; null when that Janus has no API secret) and the relays.
 */
export const voiceRoomSchema = z.object({
  url: z.string(),
  room: z.number().int(),
  participantId: z.number().int(),
  /** The player's own user id, which they join under as Janus's display (the server checks it against the id). */
  userId: z.number().int(),
  token: z.string(),
  janusToken: z.string().nullable(),
  iceServers: z.array(iceServerSchema),
  /** Until when `janusToken` and the relays' credentials hold (ISO); ask again after. */
  expiresAt: z.string(),
});
export type VoiceRoom = z.infer<typeof voiceRoomSchema>;

/** For the lobby's owner and approved members only (`unauthorized`); `notConfigured` without JANUS_URL. */
export const getVoiceRoom = defineAction({
  name: 'getVoiceRoom',
  access: 'secured',
  input: z.object({ lobbyId: rowId }),
  output: voiceRoomSchema,
});

/** The owner mutes a member in the room (they may unmute themselves again) or puts them out of it. */
export const moderateVoice = defineAction({
  name: 'moderateVoice',
  access: 'secured',
  input: z.object({ lobbyId: rowId, userId: rowId, action: z.enum(['mute', 'kick']) }),
  output: z.object({ done: z.literal(true) }),
});

export const lobbyVoiceSchema = z.object({
  lobbyId: z.number().int(),
  /** Who is in the lobby's voice room now, by user id. */
  userIds: z.array(z.number().int()),
});
export type LobbyVoice = z.infer<typeof lobbyVoiceSchema>;

/**
 * Who is in voice in each of these lobbies (cards and the lobby page). `enabled` false: this server has no voice
 * (no JANUS_URL), and rows is empty.
 */
export const getLobbyVoice = defineAction({
  name: 'getLobbyVoice',
  access: 'secured',
  input: z.object({ lobbyIds: z.array(rowId).max(50) }),
  output: z.object({ enabled: z.boolean(), rows: z.array(lobbyVoiceSchema) }),
});

export const voiceActions = { getVoiceRoom, moderateVoice, getLobbyVoice };
