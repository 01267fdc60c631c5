// Lobbies' voice rooms on Janus's AudioBridge (docs/decisions.md "Voice"): a room per lobby, made on the first join
// and destroyed once empty; everything a player is handed is derived from a key kept in app_settings, so every
// instance hands out the same and nothing is stored per join.
import { createHmac } from 'node:crypto';
import type { VoiceRoom } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { Repositories } from '../../db/repositories/index.js';
import type { LobbyRow } from '../../db/repositories/lobbies.js';
import { AppError } from '../../errors/app-error.js';
import { mayBeInVoice, type VoiceStanding } from '../../policies/voice.js';
import { isHiddenUser } from '../../policies/visibility.js';
import { isBlockedBetween } from '../authorize/visibility.js';
import { JANUS_NO_SUCH_ROOM, JANUS_NO_SUCH_USER, JANUS_ROOM_EXISTS, JanusPluginError } from '../../providers/janus.js';
import type { JanusClient } from '../../providers/janus.js';
import { newSecret } from '../account/keys.js';

/** The voice check: every room one of these players is in drops them if they may no longer be there. */
export const voiceCheckJob = 'voice.check';

/** How long a player's Janus token and relay credentials hold: a join, and reconnects after it. */
const CREDENTIALS_TTL_S = 6 * 60 * 60;

const keys = new WeakMap<Services, Promise<string>>();

function voiceKey(services: Services): Promise<string> {
  let key = keys.get(services);
  if (!key) {
    key = services.repos.settings.getOrCreate('voiceKey', () => newSecret());
    keys.set(services, key);
    key.catch(() => keys.delete(services));
  }
  return key;
}

const mac = (key: string, text: string) => createHmac('sha256', key).update(text).digest();

/** The participant id a player has in a lobby's room: chosen by the server, the same on every join, unguessable. */
export const participantIdOf = (key: string, lobbyId: number, userId: number) =>
  mac(key, `participant:${lobbyId}:${userId}`).readUIntBE(0, 6) || 1;
/** The player's entry in the room's `allowed` list: good in that room only, and only while it stays listed. */
const joinTokenOf = (key: string, lobbyId: number, userId: number) =>
  mac(key, `join:${lobbyId}:${userId}`).toString('base64url');
/** The room's secret, which only the server sends (kick, mute, allowed, destroy). */
const roomSecretOf = (key: string, lobbyId: number) => mac(key, `room:${lobbyId}`).toString('base64url');

interface ListedRoom {
  room: number;
  description: string;
  num_participants: number;
}

/** The rooms Janus holds that are lobbies' (made by ensureRoom), with how many are in each. */
async function lobbyRooms(janus: JanusClient, adminKey: string | undefined) {
  const { list } = await janus.audioBridge<{ list: ListedRoom[] }>({ request: 'list', admin_key: adminKey });
  return list.filter((r) => r.description === roomDescription(r.room));
}

const roomDescription = (lobbyId: number) => `lobby ${lobbyId}`;

function janusOf(services: Services): JanusClient {
  if (!services.janus) throw new AppError('notConfigured');
  return services.janus;
}

/** What decides whether `userId` may be in `lobby`'s room, loaded for policies/voice.ts. */
export async function voiceStanding(services: Services, lobby: LobbyRow, userId: number): Promise<VoiceStanding> {
  const [user, membership, blockedWithOwner] = await Promise.all([
    services.repos.users.findById(userId),
    services.repos.lobbies.membership(lobby.id, userId),
    isBlockedBetween(services, userId, lobby.ownerId),
  ]);
  return { member: Boolean(membership), hidden: !user || isHiddenUser(user), blockedWithOwner };
}

async function ensureRoom(janus: JanusClient, config: Services['config']['voice'], key: string, lobbyId: number) {
  try {
    await janus.audioBridge({
      request: 'create',
      room: lobbyId,
      admin_key: config.adminKey,
      secret: roomSecretOf(key, lobbyId),
      description: roomDescription(lobbyId),
      is_private: true,
      // Only tokens in the room's list join; the list starts with nobody's.
      allowed: [],
      sampling_rate: 48000,
      audio_level_event: true,
      audio_active_packets: 25,
      audio_level_average: 40,
    });
  } catch (error) {
    if (!(error instanceof JanusPluginError && error.code === JANUS_ROOM_EXISTS)) throw error;
  }
}

/** A signed Janus token (token_auth_secret = api_secret): AudioBridge only, until `expiry` (seconds). */
function janusTokenOf(apiSecret: string, expiry: number) {
  const data = `${expiry},janus,janus.plugin.audiobridge`;
  return `${data}:${createHmac('sha1', apiSecret).update(data).digest('base64')}`;
}

/** coturn's TURN REST credentials (static-auth-secret): the user name says until when, the password signs it. */
function relaysOf(config: Services['config']['voice'], userId: number, expiry: number) {
  if (!config.turnUrls.length || !config.turnSecret) return [];
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', config.turnSecret).update(username).digest('base64');
  return [{ urls: config.turnUrls, username, credential }];
}

/** Admits `userId` (who passed policies/voice.ts) to the lobby's room, making the room first if need be. */
export async function admitToVoice(services: Services, lobbyId: number, userId: number): Promise<VoiceRoom> {
  const janus = janusOf(services);
  const { voice } = services.config;
  const key = await voiceKey(services);
  await ensureRoom(janus, voice, key, lobbyId);
  const token = joinTokenOf(key, lobbyId, userId);
  const allow = () =>
    janus.audioBridge({
      request: 'allowed',
      room: lobbyId,
      secret: roomSecretOf(key, lobbyId),
      action: 'add',
      allowed: [token],
    });
  try {
    await allow();
  } catch (error) {
    // The empty-room sweep took it between the two requests: make it again.
    if (!(error instanceof JanusPluginError && error.code === JANUS_NO_SUCH_ROOM)) throw error;
    await ensureRoom(janus, voice, key, lobbyId);
    await allow();
  }
  const expiry = Math.floor(services.now().getTime() / 1000) + CREDENTIALS_TTL_S;
  return {
    url: voice.publicUrl,
    room: lobbyId,
    participantId: participantIdOf(key, lobbyId, userId),
    userId,
    token,
    janusToken: voice.apiSecret ? janusTokenOf(voice.apiSecret, expiry) : null,
    iceServers: relaysOf(voice, userId, expiry),
    expiresAt: new Date(expiry * 1000).toISOString(),
  };
}

interface Participant {
  id: number;
  display?: string;
  muted?: boolean;
}

/**
 * The room's participants with the player each is: a participant's display must be a user id whose participant id
 * for this lobby is the one it joined with; anyone else (a client that chose its own) is `userId` null.
 */
async function participantsOf(janus: JanusClient, key: string, lobbyId: number) {
  try {
    const { participants } = await janus.audioBridge<{ participants: Participant[] }>({
      request: 'listparticipants',
      room: lobbyId,
    });
    return participants.map((p) => {
      const claimed = Number(p.display);
      const userId = Number.isSafeInteger(claimed) && participantIdOf(key, lobbyId, claimed) === p.id ? claimed : null;
      return { id: p.id, userId };
    });
  } catch (error) {
    if (error instanceof JanusPluginError && error.code === JANUS_NO_SUCH_ROOM) return [];
    throw error;
  }
}

/** Who is in voice in each lobby (only rooms that exist and are not empty). */
export async function voiceOfLobbies(services: Services, lobbyIds: number[]) {
  const janus = janusOf(services);
  const key = await voiceKey(services);
  const list = await lobbyRooms(janus, services.config.voice.adminKey);
  const busy = new Set(list.filter((r) => r.num_participants > 0).map((r) => r.room));
  return Promise.all(
    lobbyIds
      .filter((id) => busy.has(id))
      .map(async (lobbyId) => ({
        lobbyId,
        userIds: (await participantsOf(janus, key, lobbyId)).flatMap((p) => (p.userId === null ? [] : [p.userId])),
      })),
  );
}

/** The owner's hand on a member in the room: `mute` (server side) or `kick` (out, and their token unlisted). */
export async function moderateInVoice(
  services: Services,
  lobbyId: number,
  userId: number,
  action: 'mute' | 'kick',
): Promise<boolean> {
  const janus = janusOf(services);
  const key = await voiceKey(services);
  const secret = roomSecretOf(key, lobbyId);
  const id = participantIdOf(key, lobbyId, userId);
  try {
    if (action === 'kick') {
      await janus.audioBridge({
        request: 'allowed',
        room: lobbyId,
        secret,
        action: 'remove',
        allowed: [joinTokenOf(key, lobbyId, userId)],
      });
    }
    await janus.audioBridge({ request: action, room: lobbyId, secret, id });
    return true;
  } catch (error) {
    if (error instanceof JanusPluginError && [JANUS_NO_SUCH_ROOM, JANUS_NO_SUCH_USER].includes(error.code)) {
      return false;
    }
    throw error;
  }
}

/**
 * Puts out of every voice room whoever of `userIds` may no longer be there (left or removed from the lobby,
 * blocked with its owner, suspended), and anyone who joined under an id the server did not give.
 */
export async function checkVoice(services: Services, userIds: number[]) {
  const janus = services.janus;
  if (!janus) return;
  const key = await voiceKey(services);
  const watched = new Set(userIds);
  const list = await lobbyRooms(janus, services.config.voice.adminKey);
  for (const room of list.filter((r) => r.num_participants > 0)) {
    const participants = await participantsOf(janus, key, room.room);
    const lobby = await services.repos.lobbies.byId(room.room);
    for (const participant of participants) {
      if (participant.userId !== null && !watched.has(participant.userId) && lobby) continue;
      const allowed =
        lobby && participant.userId !== null
          ? mayBeInVoice(lobby, participant.userId, await voiceStanding(services, lobby, participant.userId))
          : false;
      if (allowed) continue;
      const secret = roomSecretOf(key, room.room);
      if (participant.userId !== null) {
        await janus
          .audioBridge({
            request: 'allowed',
            room: room.room,
            secret,
            action: 'remove',
            allowed: [joinTokenOf(key, room.room, participant.userId)],
          })
          .catch(ignoreGone);
      }
      await janus.audioBridge({ request: 'kick', room: room.room, secret, id: participant.id }).catch(ignoreGone);
    }
  }
}

/** Destroys every lobby room nobody is in (a player who closed the tab leaves without telling the server). */
export async function destroyEmptyRooms(services: Services) {
  const janus = services.janus;
  if (!janus) return;
  const key = await voiceKey(services);
  const list = await lobbyRooms(janus, services.config.voice.adminKey);
  for (const room of list.filter((r) => r.num_participants === 0)) {
    await janus
      .audioBridge({ request: 'destroy', room: room.room, secret: roomSecretOf(key, room.room) })
      .catch(ignoreGone);
  }
}

function ignoreGone(error: unknown) {
  if (error instanceof JanusPluginError && [JANUS_NO_SUCH_ROOM, JANUS_NO_SUCH_USER].includes(error.code)) return;
  throw error;
}

/**
 * After a player's place in lobbies changed (left, removed, blocked, suspended): the voice check runs on one
 * instance, through the queue, so it reaches the rooms whichever instance the player joined through.
 */
export async function voiceMembershipChanged(services: Services, userIds: number[]) {
  if (!services.janus) return;
  await services.jobs.send(voiceCheckJob, { userIds });
  services.jobs.wake(voiceCheckJob);
}

/** The voice check stored with `tx`'s writes (a suspension): the caller wakes `voiceCheckJob` once it commits. */
export async function voiceCheckIn(services: Services, tx: Repositories, userIds: number[]) {
  if (services.janus) await services.jobs.send(voiceCheckJob, { userIds }, { sql: tx.sql });
}
