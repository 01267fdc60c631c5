import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby, LobbyApplication, VoiceRoom } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { janusPlayer, janusUsable, startJanus, type JanusInNamespace } from '../../test/janus.js';

type User = Awaited<ReturnType<typeof signUp>>;

/** A browser's audio offer, as far as Janus reads it before ICE (a made-up fingerprint and credentials). */
const audioOffer = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'c=IN IP4 0.0.0.0',
  'a=ice-ufrag:abcd',
  'a=ice-pwd:abcdefghijklmnopqrstuvwx',
  `a=fingerprint:sha-256 ${Array.from({ length: 32 }, (_, i) => ((i * 7) % 256).toString(16).padStart(2, '0')).join(':')}`,
  'a=setup:actpass',
  'a=mid:0',
  'a=sendrecv',
  'a=rtcp-mux',
  'a=rtpmap:111 opus/48000/2',
  '',
].join('\r\n');

async function lobbyWith(server: TestServer, owner: User, members: User[]) {
  const games = await server.secured<{ id: number; slug: string }[]>(owner.token, 'getGames', {});
  const lobby = await server.secured<Lobby>(owner.token, 'createLobby', {
    gameId: games.data.find((g) => g.slug === 'league-of-legends')!.id,
    server: 'TR',
    minMembers: 1,
    maxMembers: 5,
    description: 'Voice tonight',
    type: 'individual',
  });
  const applications: LobbyApplication[] = [];
  for (const member of members) {
    const applied = await server.secured<LobbyApplication>(member.token, 'applyLobby', {
      id: lobby.data.id,
      Description: 'hi',
    });
    await server.secured(owner.token, 'answerLobbyApplication', { id: applied.data.id, status: 1 });
    applications.push(applied.data);
  }
  return { lobby: lobby.data, applications };
}

describe('voice without JANUS_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 503 notConfigured and says voice is off', async () => {
    const owner = await signUp(server);
    const { lobby } = await lobbyWith(server, owner, []);
    const room = await server.secured(owner.token, 'getVoiceRoom', { lobbyId: lobby.id });
    expect(room.status).toBe(503);
    expect(room.error?.code).toBe('notConfigured');
    expect((await server.secured(owner.token, 'getLobbyVoice', { lobbyIds: [lobby.id] })).data).toEqual({
      enabled: false,
      rows: [],
    });
  });
});

describe.runIf(janusUsable())('voice rooms on Janus', () => {
  let janus: JanusInNamespace;
  let server: TestServer;
  beforeAll(async () => {
    janus = await startJanus();
    server = await startTestServer({
      voice: {
        janusUrl: janus.url,
        publicUrl: janus.url,
        apiSecret: janus.apiSecret,
        adminKey: janus.adminKey,
        turnUrls: ['turn:127.0.0.1:3478?transport=udp'],
        turnSecret: 'turn-secret',
      },
      managerEmails: ['voiceboss@example.com'],
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await janus?.close();
  });

  const roomOf = (user: User, lobbyId: number) => server.secured<VoiceRoom>(user.token, 'getVoiceRoom', { lobbyId });
  const joinAs = async (user: User, room: VoiceRoom) => {
    const player = await janusPlayer(room);
    const joined = await player.join({
      room: room.room,
      id: room.participantId,
      display: String(user.id),
      token: room.token,
    });
    return { player, joined };
  };

  it('admits members only, each under the id and token the server gave, with time-limited relays', async () => {
    const [owner, member, stranger] = [await signUp(server), await signUp(server), await signUp(server)];
    const { lobby } = await lobbyWith(server, owner, [member]);
    const refused = await roomOf(stranger, lobby.id);
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('unauthorized');

    const room = (await roomOf(member, lobby.id)).data;
    expect(room).toMatchObject({ url: janus.url, room: lobby.id });
    expect(room.iceServers[0]!.username).toMatch(/^\d+:\d+$/);
    const { player, joined } = await joinAs(member, room);
    expect(joined).toMatchObject({ audiobridge: 'joined', id: room.participantId });
    const ownerRoom = (await roomOf(owner, lobby.id)).data;
    const ownerIn = await joinAs(owner, ownerRoom);
    expect(ownerIn.joined).toMatchObject({ audiobridge: 'joined' });
    expect((await server.secured(stranger.token, 'getLobbyVoice', { lobbyIds: [lobby.id] })).data).toEqual({
      enabled: true,
      rows: [{ lobbyId: lobby.id, userIds: expect.arrayContaining([owner.id, member.id]) }],
    });

    // The stranger, with the member's token but a Janus session of their own, and without a room token: refused.
    const strangerPlayer = await janusPlayer({ url: janus.url, janusToken: room.janusToken });
    expect(await strangerPlayer.join({ room: lobby.id, display: String(stranger.id) })).toMatchObject({
      error_code: expect.any(Number),
    });
    // Janus itself refuses a client without the server's signed token.
    await expect(janusPlayer({ url: janus.url, janusToken: null })).rejects.toThrow(/403/);
    for (const p of [player, ownerIn.player, strangerPlayer]) p.close();
  });

  it('lets the owner mute a member and put them out; a member cannot', async () => {
    const [owner, member] = [await signUp(server), await signUp(server)];
    const { lobby } = await lobbyWith(server, owner, [member]);
    const { player } = await joinAs(member, (await roomOf(member, lobby.id)).data);
    const byMember = await server.secured(member.token, 'moderateVoice', {
      lobbyId: lobby.id,
      userId: owner.id,
      action: 'kick',
    });
    expect(byMember.error?.code).toBe('unauthorized');

    const muted = await server.secured(owner.token, 'moderateVoice', {
      lobbyId: lobby.id,
      userId: member.id,
      action: 'mute',
    });
    expect(muted.data).toEqual({ done: true });
    await player.until((e) => e.audiobridge === 'event' && JSON.stringify(e).includes('"muted":true'));

    await server.secured(owner.token, 'moderateVoice', { lobbyId: lobby.id, userId: member.id, action: 'kick' });
    await player.until((e) => e.audiobridge === 'event' && e.kicked !== undefined);
    // Put out before their media connected, they are out all the same: off the room's list within a second (Janus
    // lets go of a participant without media a moment after the kick: 0.3–0.8 s here), and their handle cannot bring
    // media in afterwards (a configure with an offer is refused: not in a room).
    const voiceRows = async () =>
      (await server.secured<{ rows: unknown[] }>(owner.token, 'getLobbyVoice', { lobbyIds: [lobby.id] })).data.rows;
    await expect.poll(voiceRows, { timeout: 5_000, interval: 200 }).toEqual([]);
    const late = await player.message({ request: 'configure', muted: false }, { type: 'offer', sdp: audioOffer });
    expect(late.plugindata?.data).toMatchObject({ error_code: expect.any(Number) });
    expect(late.jsep).toBeUndefined();
    player.close();
    // Their token is off the room's list until they ask for a place again.
    const again = await janusPlayer((await roomOf(member, lobby.id)).data);
    expect(await again.join({ room: lobby.id, id: 1, display: 'x', token: 'stale' })).toMatchObject({
      error_code: expect.any(Number),
    });
    again.close();
  });

  it(
    'puts a member out of voice when they leave, are removed, blocked by the owner or suspended',
    { timeout: 90_000 },
    async () => {
      const owner = await signUp(server);
      const members = [await signUp(server), await signUp(server), await signUp(server), await signUp(server)];
      const boss = await signUp(server, 'voiceboss');
      const { lobby, applications } = await lobbyWith(server, owner, members);
      const inVoice: Awaited<ReturnType<typeof janusPlayer>>[] = [];
      for (const member of members) inVoice.push((await joinAs(member, (await roomOf(member, lobby.id)).data)).player);
      const ownerIn = await joinAs(owner, (await roomOf(owner, lobby.id)).data);
      const kicked = (i: number) => inVoice[i]!.until((e) => e.audiobridge === 'event' && e.kicked !== undefined);

      await server.secured(members[0]!.token, 'leaveLobby', { id: lobby.id });
      await kicked(0);
      await server.secured(owner.token, 'removeLobbyMember', { id: applications[1]!.id });
      await kicked(1);
      await server.secured(owner.token, 'blockuser', { blocked_user_id: members[2]!.id });
      await kicked(2);
      expect((await roomOf(members[2]!, lobby.id)).error?.code).toBe('unauthorized');
      const suspended = await server.secured(boss.token, 'moderateUser', {
        userId: members[3]!.id,
        action: 'suspend',
        days: 3,
        rule: 'bullying',
      });
      expect(suspended.error).toBeUndefined();
      await kicked(3);
      // The owner is still in there: only those who may no longer talk were put out (a browser's PeerConnection is
      // closed by the kick, e2e/voice.e2e.ts).
      expect(ownerIn.player.events.filter((e) => e.kicked === ownerIn.joined.id)).toEqual([]);
      for (const p of [...inVoice, ownerIn.player]) p.close();
    },
  );
});
