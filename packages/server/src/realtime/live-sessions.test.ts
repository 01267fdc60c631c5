// Open sockets do not outlive their session (issue 16, item 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';
import { openSocket } from '../test/socket.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A second session of the same player (another device). */
async function signInAgain(player: Awaited<ReturnType<typeof signUp>>) {
  const answer = await server.open<{ token: string }>('auth', { login: player.username, password: player.password });
  return answer.data.token;
}

async function socketsOf(token: string, channelId: number) {
  const notifications = await openSocket(server.url, '/ws/notifications', token);
  const chat = await openSocket(server.url, `/ws/chat?id=${channelId}`, token);
  await Promise.all([notifications.next('ready'), chat.next('ready')]);
  return [notifications, chat];
}

/** The code the server closed the socket with (the socket helper gives up after 7 s). */
const closeCode = async (socket: Awaited<ReturnType<typeof openSocket>>) => (await socket.waitClosed())?.code;

describe('sockets and their session', () => {
  it('logout closes the sockets of that session at once (4401); another device’s stay open and live', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const { data: channel } = await server.secured<{ id: number }>(a.token, 'createChannels', {
      receivingUserId: b.id,
    });
    const otherDevice = await signInAgain(a);
    const mine = await socketsOf(a.token, channel.id);
    const theirs = await socketsOf(otherDevice, channel.id);

    await server.secured(a.token, 'logout');
    for (const socket of mine) expect(await closeCode(socket)).toBe(4401);
    // The other session is untouched and still hears the channel.
    await server.secured(b.token, 'postChat', { chatchannelId: channel.id, message: { content: 'still there?' } });
    expect((await theirs[1]!.next('message')).message).toMatchObject({ contentMessage: 'still there?' });
    expect(theirs.map((s) => s.closed())).toEqual([undefined, undefined]);
    for (const socket of theirs) socket.close();
  });

  it('a password change closes every other device’s sockets, not this one’s', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const { data: channel } = await server.secured<{ id: number }>(a.token, 'createChannels', {
      receivingUserId: b.id,
    });
    const otherDevice = await signInAgain(a);
    const here = await socketsOf(a.token, channel.id);
    const there = await socketsOf(otherDevice, channel.id);
    const changed = await server.secured(a.token, 'updatePassword', {
      current_password: a.password,
      new_password: 'N3w!passw0rd',
      passwordConfirm: 'N3w!passw0rd',
    });
    expect(changed.status).toBe(202);
    for (const socket of there) expect(await closeCode(socket)).toBe(4401);
    expect(here.map((s) => s.closed())).toEqual([undefined, undefined]);
    for (const socket of here) socket.close();
  });

  it('freezing the account closes all of its sockets', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const { data: channel } = await server.secured<{ id: number }>(a.token, 'createChannels', {
      receivingUserId: b.id,
    });
    const sockets = await socketsOf(a.token, channel.id);
    await server.secured(a.token, 'freezeAccount');
    for (const socket of sockets) expect(await closeCode(socket)).toBe(4401);
  });

  it('a profile change of the user re-checks the sockets and leaves them open', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const { data: channel } = await server.secured<{ id: number }>(a.token, 'createChannels', {
      receivingUserId: b.id,
    });
    const otherDevice = await signInAgain(a);
    const sockets = await socketsOf(a.token, channel.id);
    const [later] = await socketsOf(otherDevice, channel.id);
    await server.secured(a.token, 'saveUserLanguage', { language: 'tr' });
    // Instead of a pause: a later revocation's re-check has closed the other device's socket, and a message
    // reaches both sockets after that (a close sent before it would have come first on the same connection).
    await server.secured(otherDevice, 'logout');
    expect(await closeCode(later!)).toBe(4401);
    await server.secured(b.token, 'postChat', { chatchannelId: channel.id, message: { content: 'still open?' } });
    expect((await sockets[0]!.next('chat')).message).toMatchObject({ contentMessage: 'still open?' });
    expect((await sockets[1]!.next('message')).message).toMatchObject({ contentMessage: 'still open?' });
    expect(sockets.map((s) => s.closed())).toEqual([undefined, undefined]);
    for (const socket of sockets) socket.close();
  });
});
