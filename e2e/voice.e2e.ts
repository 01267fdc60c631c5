// Voice in lobbies (issue 45), on loopback only: Janus and Chromium in a network namespace of the test's own
// (packages/server/src/test/janus.ts), a server with JANUS_URL on the host reached through it, fake microphones
// playing a tone. What a player notices is checked through the browser's own numbers (getStats on the room's
// PeerConnection: packets and audio energy of the mix it receives and its <audio> element plays).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby, LobbyApplication } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../packages/server/src/test/harness';
import { janusUsable, startJanus, type JanusInNamespace } from '../packages/server/src/test/janus';
import { shot } from './support/browser';

type User = Awaited<ReturnType<typeof signUp>>;
const webDist = process.env.E2E_WEB_DIST ?? resolve(import.meta.dirname, '../packages/web/dist');

describe.runIf(janusUsable())('voice in a lobby', () => {
  let janus: JanusInNamespace;
  let server: TestServer;
  let browser: Browser;
  let baseUrl = '';
  let dir = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gamefolk-voice-'));
    // A fake microphone's tone: 440 Hz, loud enough for AudioBridge's talking events.
    const tone = join(dir, 'tone.wav');
    // A voice-like tone (440 Hz, its loudness swelling twice a second), so noise suppression does not take it for hum.
    const made = spawnSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'aevalsrc=0.7*sin(2*PI*440*t)*(0.6+0.4*sin(2*PI*2*t)):s=48000:d=120',
      '-ac',
      '1',
      tone,
    ]);
    if (made.status !== 0) throw new Error(`no tone: ${made.stderr.toString()}`);
    janus = await startJanus();
    const turn = await janus.startTurn();
    server = await startTestServer({
      webDist,
      voice: {
        janusUrl: janus.url,
        publicUrl: janus.url,
        apiSecret: janus.apiSecret,
        adminKey: janus.adminKey,
        turnUrls: [turn.url],
        turnSecret: turn.secret,
      },
    });
    const port = Number(new URL(server.url).port);
    await janus.expose(port);
    baseUrl = `http://127.0.0.1:${port}`;
    browser = await chromium.launch({
      executablePath: janus.chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--allow-loopback-in-peer-connection',
        '--disable-features=WebRtcHideLocalIpsWithMdns',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${tone}`,
        '--autoplay-policy=no-user-gesture-required',
      ],
    });
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await janus?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function lobbyWith(owner: User, member: User) {
    const games = await server.secured<{ id: number; slug: string }[]>(owner.token, 'getGames', {});
    const lobby = await server.secured<Lobby>(owner.token, 'createLobby', {
      gameId: games.data.find((g) => g.slug === 'valorant')!.id,
      server: 'EU',
      minMembers: 1,
      maxMembers: 4,
      description: 'Talk while we play',
      type: 'individual',
    });
    const applied = await server.secured<LobbyApplication>(member.token, 'applyLobby', {
      id: lobby.data.id,
      Description: 'mic ready',
    });
    await server.secured(owner.token, 'answerLobbyApplication', { id: applied.data.id, status: 1 });
    return { lobby: lobby.data, application: applied.data };
  }

  /** A signed-in page whose RTCPeerConnections the test can read (getStats), allowed the microphone or not. */
  async function pageOf(
    user: User,
    options: { width: number; locale: string; microphone?: boolean; relayOnly?: boolean },
  ) {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: options.width, height: options.width < 500 ? 800 : 900 },
      locale: options.locale,
      ...(options.width < 500 ? { hasTouch: true, isMobile: true } : {}),
    });
    if (options.microphone !== false) await context.grantPermissions(['microphone'], { origin: baseUrl });
    await context.addInitScript(
      ([token, relayOnly]) => {
        if (!sessionStorage.getItem('e2e_seeded')) {
          sessionStorage.setItem('e2e_seeded', '1');
          sessionStorage.setItem('install_prompt_seen', '1');
          localStorage.setItem('access_token', token);
        }
        const seen: RTCPeerConnection[] = [];
        (window as unknown as { voicePeers: RTCPeerConnection[] }).voicePeers = seen;
        const Original = window.RTCPeerConnection;
        window.RTCPeerConnection = class extends Original {
          constructor(config?: RTCConfiguration) {
            // A network where only a relay gets through (a strict NAT, a UDP-blocking firewall), as the test asks.
            super(relayOnly ? { ...config, iceTransportPolicy: 'relay' } : config);
            seen.push(this);
          }
        };
      },
      [user.token, options.relayOnly === true] as const,
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error', error));
    return page;
  }

  /** What the page's newest PeerConnection has received of the room's mix so far. */
  const received = (page: Page) =>
    page.evaluate(async () => {
      const peers = (window as unknown as { voicePeers: RTCPeerConnection[] }).voicePeers;
      const pc = peers[peers.length - 1];
      if (!pc) return { packets: 0, energy: 0, state: 'none' };
      let packets = 0;
      let energy = 0;
      (await pc.getStats()).forEach(
        (report: { type: string; kind?: string; packetsReceived?: number; totalAudioEnergy?: number }) => {
          if (report.type === 'inbound-rtp' && report.kind === 'audio') {
            packets = report.packetsReceived ?? 0;
            energy = report.totalAudioEnergy ?? 0;
          }
        },
      );
      return { packets, energy, state: pc.connectionState };
    });

  /** Audio energy the page hears over `ms`, and the packets that brought it. */
  async function hears(page: Page, ms = 1500) {
    const before = await received(page);
    await page.waitForTimeout(ms);
    const after = await received(page);
    return { packets: after.packets - before.packets, energy: after.energy - before.energy, state: after.state };
  }

  /** Waits until the page hears the room (energy growing), within `ms`. */
  async function untilHeard(page: Page, ms = 10_000) {
    const deadline = Date.now() + ms;
    let last = await hears(page, 500);
    while (Date.now() < deadline && !(last.energy > 0.001 && last.packets > 10)) last = await hears(page, 500);
    return last;
  }

  /** Waits until the page hears nothing any more (the energy stops growing). */
  async function untilSilent(page: Page, ms = 10_000) {
    const deadline = Date.now() + ms;
    let last = await hears(page, 700);
    while (Date.now() < deadline && last.energy > 0.0005) last = await hears(page, 700);
    return last;
  }

  it(
    'two members talk and hear each other; mute, a kick and a removal from the lobby stop it',
    { timeout: 150_000 },
    async () => {
      const t0 = Date.now();
      const step = (what: string) => console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}`);
      const [owner, member, stranger] = [await signUp(server), await signUp(server), await signUp(server)];
      const { lobby, application } = await lobbyWith(owner, member);

      // A non-member gets no place in the room, and sees no voice controls.
      const refused = await server.secured(stranger.token, 'getVoiceRoom', { lobbyId: lobby.id });
      expect([refused.status, refused.error?.code]).toEqual([403, 'unauthorized']);
      const strangerPage = await pageOf(stranger, { width: 1280, locale: 'en-US' });
      await strangerPage.goto(`/lobby/${lobby.id}`);
      await strangerPage.getByText('Talk while we play').waitFor();
      expect(await strangerPage.getByRole('button', { name: 'Join voice' }).count()).toBe(0);

      step('stranger refused');
      // The owner on a desktop in English, the member on a phone in Turkish.
      const ownerPage = await pageOf(owner, { width: 1280, locale: 'en-US' });
      const memberPage = await pageOf(member, { width: 375, locale: 'tr-TR' });
      await ownerPage.goto(`/lobby/${lobby.id}`);
      await ownerPage.getByRole('button', { name: 'Join voice' }).click();
      await ownerPage.getByRole('button', { name: 'Leave voice' }).waitFor();
      await memberPage.goto(`/lobby/${lobby.id}`);
      await memberPage.getByRole('button', { name: 'Sesli sohbete katıl' }).tap();
      await memberPage.getByRole('button', { name: 'Sesli sohbetten ayrıl' }).waitFor();

      step('both joined');
      const startedAt = Date.now();
      expect((await untilHeard(ownerPage)).energy).toBeGreaterThan(0.001);
      expect((await untilHeard(memberPage)).energy).toBeGreaterThan(0.001);
      console.log(`both pages hear the other within ${Date.now() - startedAt} ms`);
      // Who talks shows, from AudioBridge's talking events: the member, on the owner's page.
      await ownerPage.locator('li[data-speaking="true"]').first().waitFor({ timeout: 10_000 });
      await shot(ownerPage, 'voice-joined-1280');
      await shot(memberPage, 'voice-joined-375');

      step('speaking shows');
      // The member mutes: the owner hears nothing, while packets still come.
      await memberPage.getByRole('button', { name: 'Sesi kapat' }).tap();
      const muted = await untilSilent(ownerPage);
      expect(muted.energy).toBeLessThan(0.0005);
      expect(muted.packets).toBeGreaterThan(10);
      await memberPage.getByRole('button', { name: 'Sesi aç' }).tap();
      expect((await untilHeard(ownerPage)).energy).toBeGreaterThan(0.001);

      step('mute checked');
      // The owner removes the member from voice: told so, and the owner hears them no more.
      await ownerPage.getByRole('button', { name: /^Remove .* from voice$/ }).click();
      await memberPage.getByText('Lobinin sahibi seni sesli sohbetten çıkardı.').waitFor();
      expect((await untilSilent(ownerPage)).energy).toBeLessThan(0.0005);
      expect((await received(memberPage)).state).toBe('closed');

      step('kick checked');
      // Back in, then removed from the lobby itself: out of voice at once.
      await memberPage.getByRole('button', { name: 'Sesli sohbete katıl' }).tap();
      await memberPage.getByRole('button', { name: 'Sesli sohbetten ayrıl' }).waitFor();
      expect((await untilHeard(ownerPage)).energy).toBeGreaterThan(0.001);
      await server.secured(owner.token, 'removeLobbyMember', { id: application.id });
      await memberPage.getByText('Lobinin sahibi seni sesli sohbetten çıkardı.').waitFor();
      expect((await untilSilent(ownerPage)).energy).toBeLessThan(0.0005);
      expect((await server.secured(member.token, 'getVoiceRoom', { lobbyId: lobby.id })).error?.code).toBe(
        'unauthorized',
      );

      await ownerPage.getByRole('button', { name: 'Leave voice' }).click();
      await ownerPage.getByRole('button', { name: 'Join voice' }).waitFor();
    },
  );

  it('says clearly when the microphone is refused, in Spanish on a phone', async () => {
    const [owner, member] = [await signUp(server), await signUp(server)];
    const { lobby } = await lobbyWith(owner, member);
    const page = await pageOf(member, { width: 375, locale: 'es-ES', microphone: false });
    await page.goto(`/lobby/${lobby.id}`);
    await page.getByRole('button', { name: 'Unirse al chat de voz' }).tap();
    await page
      .getByRole('alert')
      .getByText(/Gamefolk no puede usar tu micrófono/)
      .waitFor();
    await shot(page, 'voice-refused-375');
  });

  // Behind a network that lets only a relay through, players still talk: coturn (docs/deploy.md) relays with the
  // TURN REST credentials getVoiceRoom hands out, valid for this player and a while only.
  it('two members hear each other through a TURN relay when nothing else gets through', async () => {
    const [owner, member] = [await signUp(server), await signUp(server)];
    const { lobby } = await lobbyWith(owner, member);
    const room = await server.secured<{ iceServers: { urls: string[]; username: string; credential: string }[] }>(
      member.token,
      'getVoiceRoom',
      { lobbyId: lobby.id },
    );
    const [relay] = room.data.iceServers;
    expect(relay?.urls[0]).toMatch(/^turn:127\.0\.0\.1:\d+\?transport=udp$/);
    expect(relay?.username).toMatch(new RegExp(`^\\d+:${member.id}$`));

    const ownerPage = await pageOf(owner, { width: 1280, locale: 'en-US', relayOnly: true });
    const memberPage = await pageOf(member, { width: 375, locale: 'en-US', relayOnly: true });
    await ownerPage.goto(`/lobby/${lobby.id}`);
    await ownerPage.getByRole('button', { name: 'Join voice' }).click();
    await ownerPage.getByRole('button', { name: 'Leave voice' }).waitFor();
    await memberPage.goto(`/lobby/${lobby.id}`);
    await memberPage.getByRole('button', { name: 'Join voice' }).tap();
    await memberPage.getByRole('button', { name: 'Leave voice' }).waitFor();
    expect((await untilHeard(ownerPage)).energy).toBeGreaterThan(0.001);
    expect((await untilHeard(memberPage)).energy).toBeGreaterThan(0.001);
    // The pair that carries the audio is a relayed one on both pages.
    for (const page of [ownerPage, memberPage]) {
      const local = await page.evaluate(async () => {
        const peers = (window as unknown as { voicePeers: RTCPeerConnection[] }).voicePeers;
        const stats = await peers[peers.length - 1]!.getStats();
        type Report = { id: string; type: string; selectedCandidatePairId?: string; localCandidateId?: string };
        const byId: Record<string, Report & { candidateType?: string }> = {};
        let pairId = '';
        stats.forEach((report: Report) => {
          byId[report.id] = report;
          if (report.type === 'transport' && report.selectedCandidatePairId) pairId = report.selectedCandidatePairId;
        });
        return byId[byId[pairId]?.localCandidateId ?? '']?.candidateType;
      });
      expect(local).toBe('relay');
    }
  });
});
