import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatChannel, ChatMessage, Lobby, LobbyApplication } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { openSocket } from '../../test/socket.js';

let server: TestServer;
let gameId = 0;
beforeAll(async () => {
  server = await startTestServer();
  const { token } = await signUp(server);
  const games = await server.secured<{ id: number; slug: string }[]>(token, 'getGames', {});
  gameId = games.data.find((g) => g.slug === 'league-of-legends')!.id;
});
afterAll(() => server.close());

type User = Awaited<ReturnType<typeof signUp>>;

async function lobbyWith(owner: User, members: User[], maxMembers = 5) {
  const lobby = await server.secured<Lobby>(owner.token, 'createLobby', {
    gameId,
    server: 'TR',
    minMembers: 1,
    maxMembers,
    description: 'Flex tonight',
    type: 'individual',
  });
  expect(lobby.error).toBeUndefined();
  const applications: LobbyApplication[] = [];
  for (const member of members) {
    const applied = await server.secured<LobbyApplication>(member.token, 'applyLobby', {
      id: lobby.data.id,
      Description: 'hi',
    });
    const approved = await server.secured<LobbyApplication>(owner.token, 'answerLobbyApplication', {
      id: applied.data.id,
      status: 1,
    });
    expect(approved.error).toBeUndefined();
    applications.push(applied.data);
  }
  return { lobby: lobby.data, applications };
}

const chatOf = (user: User, lobbyId: number) =>
  server.secured<ChatChannel>(user.token, 'getLobbyChat', { id: lobbyId });
const post = (user: User, channelId: number, content: string) =>
  server.secured<ChatMessage>(user.token, 'postChat', { chatchannelId: channelId, message: { content } });
const history = (user: User, channelId: number) =>
  server.secured<ChatMessage[]>(user.token, 'getChatmessagesByChannelId', { chatchannelId: channelId, page: 0 });

describe('lobby chat', () => {
  it('lets an approved member and the owner talk live, listed with unread counts in Messages', async () => {
    const [owner, member] = [await signUp(server), await signUp(server)];
    const { lobby } = await lobbyWith(owner, [member]);
    const { data: channel } = await chatOf(member, lobby.id);
    expect(channel).toMatchObject({ lobby: { id: lobby.id, gameName: 'League of Legends' } });
    expect(channel.users.map((u) => u.id)).toEqual([owner.id, member.id]);

    const ownerLive = await openSocket(server.url, `/ws/chat?id=${channel.id}`, owner.token);
    await ownerLive.next('ready');
    const memberLive = await openSocket(server.url, `/ws/chat?id=${channel.id}`, member.token);
    await memberLive.next('ready');
    // Over the socket from the member, over postChat from the owner: each hears the other at once.
    memberLive.socket.send(JSON.stringify({ type: 'send', ref: 'r-1', content: 'gg, ready for round two?' }));
    expect((await memberLive.next('sent')).message).toMatchObject({ contentMessage: 'gg, ready for round two?' });
    expect((await ownerLive.next('message')).message).toMatchObject({ userId: member.id });
    const answer = await post(owner, channel.id, 'Yes, invite sent');
    expect(answer.error).toBeUndefined();
    expect((await memberLive.next('message')).message).toMatchObject({ contentMessage: 'Yes, invite sent' });

    const listed = (await server.secured<ChatChannel[]>(member.token, 'getUserChatChannels')).data;
    expect(listed.find((c) => c.id === channel.id)).toMatchObject({
      unreadCount: 1,
      lastMessage: { preview: 'Yes, invite sent' },
      lobby: { id: lobby.id },
    });
    expect((await server.secured(member.token, 'getUnreadChatChannels')).data).toEqual([
      { id: channel.id, unreadCount: 1 },
    ]);
    await server.secured(member.token, 'readUserChatChannel', { chatchannelId: channel.id });
    expect((await server.secured(member.token, 'getUnreadChatChannels')).data).toEqual([]);
    ownerLive.close();
    memberLive.close();
  });

  it('refuses a non-member and a pending applicant: no channel, no posting, no history, no socket', async () => {
    const [owner, member, stranger, pending] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ];
    const { lobby } = await lobbyWith(owner, [member]);
    await server.secured(pending.token, 'applyLobby', { id: lobby.id, Description: 'me too' });
    const { data: channel } = await chatOf(owner, lobby.id);
    await post(member, channel.id, 'members only');
    for (const outsider of [stranger, pending]) {
      expect((await chatOf(outsider, lobby.id)).status).toBe(403);
      const refused = await post(outsider, channel.id, 'let me in');
      expect(refused.status).toBe(403);
      expect(refused.error?.code).toBe('unauthorized');
      expect((await history(outsider, channel.id)).status).toBe(403);
      const live = await openSocket(server.url, `/ws/chat?id=${channel.id}`, outsider.token);
      expect((await live.waitClosed())?.code).toBe(4403);
    }
    expect((await history(owner, channel.id)).data.map((m) => m.contentMessage)).toEqual(['members only']);
  });

  it("ends a removed member's access: the socket closes, history is 403, and nothing more arrives", async () => {
    const [owner, member, other] = [await signUp(server), await signUp(server), await signUp(server)];
    const { lobby, applications } = await lobbyWith(owner, [member, other]);
    const { data: channel } = await chatOf(member, lobby.id);
    const memberLive = await openSocket(server.url, `/ws/chat?id=${channel.id}`, member.token);
    await memberLive.next('ready');
    const otherLive = await openSocket(server.url, `/ws/chat?id=${channel.id}`, other.token);
    await otherLive.next('ready');

    const removed = await server.secured(owner.token, 'removeLobbyMember', { id: applications[0]!.id });
    expect(removed.error).toBeUndefined();
    expect((await memberLive.waitClosed())?.code).toBe(4403);
    expect((await otherLive.next('membersChanged')).type).toBe('membersChanged');

    await post(owner, channel.id, 'after the removal');
    expect((await otherLive.next('message')).message).toMatchObject({ contentMessage: 'after the removal' });
    expect(memberLive.frames.some((f) => f.type === 'message')).toBe(false);
    expect((await history(member, channel.id)).status).toBe(403);
    expect((await post(member, channel.id, 'still here?')).status).toBe(403);
    const listed = (await server.secured<ChatChannel[]>(member.token, 'getUserChatChannels')).data;
    expect(listed.some((c) => c.id === channel.id)).toBe(false);

    // Leaving ends it the same way; deleting the lobby ends it for everyone.
    expect((await server.secured(other.token, 'leaveLobby', { id: lobby.id })).error).toBeUndefined();
    expect((await otherLive.waitClosed())?.code).toBe(4403);
    expect((await history(other, channel.id)).status).toBe(403);
    const ownerLive = await openSocket(server.url, `/ws/chat?id=${channel.id}`, owner.token);
    await ownerLive.next('ready');
    expect((await server.secured(owner.token, 'deleteLobby', { id: lobby.id })).error).toBeUndefined();
    expect((await ownerLive.waitClosed())?.code).toBe(4403);
    expect((await history(owner, channel.id)).status).toBe(403);
  });

  it("lets the owner remove anyone's message for everyone, and no member remove another's", async () => {
    const [owner, a, b] = [await signUp(server), await signUp(server), await signUp(server)];
    const { lobby } = await lobbyWith(owner, [a, b]);
    const { data: channel } = await chatOf(b, lobby.id);
    const bLive = await openSocket(server.url, `/ws/chat?id=${channel.id}`, b.token);
    await bLive.next('ready');
    const rude = (await post(a, channel.id, 'rude words')).data as { id: number };
    const fromOwner = (await post(owner, channel.id, 'be nice')).data as { id: number };
    await bLive.next('message');
    await bLive.next('message');

    for (const [who, id] of [
      [b, rude.id],
      [a, fromOwner.id],
    ] as const) {
      const refused = await server.secured(who.token, 'deleteChatMessage', { id });
      expect([refused.status, refused.error?.code]).toEqual([403, 'unauthorized']);
    }
    expect((await server.secured(owner.token, 'deleteChatMessage', { id: rude.id })).data).toEqual({
      id: rude.id,
      deleted: true,
    });
    expect((await bLive.next('deleted')).id).toBe(rude.id);
    expect((await history(b, channel.id)).data.map((m) => m.contentMessage)).toEqual(['be nice']);
    // Gone is gone: a second removal is refused as a message that is not there.
    expect((await server.secured(owner.token, 'deleteChatMessage', { id: rude.id })).error?.code).toBe('unauthorized');
  });

  it('hides the messages of someone I have a block with, in history, live and unread counts', async () => {
    const [owner, a, b] = [await signUp(server), await signUp(server), await signUp(server)];
    const { lobby } = await lobbyWith(owner, [a, b]);
    expect((await server.secured(a.token, 'blockuser', { blocked_user_id: b.id })).error).toBeUndefined();
    const { data: channel } = await chatOf(b, lobby.id);
    const bLive = await openSocket(server.url, `/ws/chat?id=${channel.id}`, b.token);
    await bLive.next('ready');
    await post(a, channel.id, 'from a');
    await post(owner, channel.id, 'from the owner');
    expect((await bLive.next('message')).message).toMatchObject({ contentMessage: 'from the owner' });
    expect(bLive.frames.some((f) => f.type === 'message')).toBe(false);
    expect((await history(b, channel.id)).data.map((m) => m.contentMessage)).toEqual(['from the owner']);
    expect((await history(owner, channel.id)).data.map((m) => m.contentMessage)).toEqual(['from the owner', 'from a']);
    expect((await server.secured(b.token, 'getUnreadChatChannels')).data).toEqual([{ id: channel.id, unreadCount: 1 }]);
    bLive.close();
  });

  it('applies a block to sockets already open, at once and both ways, in the lobby chat and their pair chat', async () => {
    const [owner, a, b] = [await signUp(server), await signUp(server), await signUp(server)];
    const { lobby } = await lobbyWith(owner, [a, b]);
    const { data: channel } = await chatOf(b, lobby.id);
    const pair = (await server.secured<ChatChannel>(b.token, 'createChannels', { receivingUserId: a.id })).data;
    const [aLive, bLive, ownerLive, bPair] = await Promise.all([
      openSocket(server.url, `/ws/chat?id=${channel.id}`, a.token),
      openSocket(server.url, `/ws/chat?id=${channel.id}`, b.token),
      openSocket(server.url, `/ws/chat?id=${channel.id}`, owner.token),
      openSocket(server.url, `/ws/chat?id=${pair.id}`, b.token),
    ]);
    await Promise.all([aLive, bLive, ownerLive, bPair].map((socket) => socket.next('ready')));
    await post(a, channel.id, 'before the block');
    expect((await bLive.next('message')).message).toMatchObject({ contentMessage: 'before the block' });
    await ownerLive.next('message');

    expect((await server.secured(a.token, 'blockuser', { blocked_user_id: b.id })).error).toBeUndefined();
    // The owner hears each message after b's socket would have: what b was not sent, b will not be sent.
    await post(a, channel.id, 'from a, after');
    expect((await ownerLive.next('message')).message).toMatchObject({ contentMessage: 'from a, after' });
    expect(bLive.frames.filter((f) => f.type === 'message')).toEqual([]);
    await post(b, channel.id, 'from b, after');
    expect((await bLive.next('message')).message).toMatchObject({ contentMessage: 'from b, after' });
    expect((await ownerLive.next('message')).message).toMatchObject({ contentMessage: 'from b, after' });
    expect(aLive.frames.filter((f) => (f.message as ChatMessage | undefined)?.userId === b.id)).toEqual([]);
    // Nor can b write to a over the pair chat's open socket.
    bPair.socket.send(JSON.stringify({ type: 'send', ref: 'p-1', content: 'still there?' }));
    expect(await bPair.next('error')).toMatchObject({ code: 'blockedUser', ref: 'p-1' });

    // Lifted: each hears the other again, on the same sockets.
    expect((await server.secured(a.token, 'unblockUser', { blocked_user_id: b.id })).error).toBeUndefined();
    await post(a, channel.id, 'unblocked');
    expect((await bLive.next('message')).message).toMatchObject({ contentMessage: 'unblocked' });
    for (const socket of [aLive, bLive, ownerLive, bPair]) socket.close();
  });
});
