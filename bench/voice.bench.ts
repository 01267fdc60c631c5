// Voice (issue 45, item 5): what Janus's AudioBridge costs on this machine. Rooms of 2, 5 and 10 players, each a
// Chromium page with a fake microphone playing a voice-like tone, joined straight to Janus (no app in between);
// Janus's own CPU time is read from /proc over a window with every player speaking, then with every player muted
// (the room still mixes and sends each a stream). Janus and Chromium run in a network namespace of their own, on
// loopback only (packages/server/src/test/janus.ts).
//
//   npm run bench voice                  rooms of 2, 5 and 10, 20 s windows
//   VOICE_ROOMS=2,5,10,20 VOICE_WINDOW_S=30 npm run bench voice
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createJanusClient } from '../packages/server/src/providers/janus.js';
import { janusUsable, startJanus } from '../packages/server/src/test/janus.js';

const sizes = (process.env.VOICE_ROOMS ?? '2,5,10').split(',').map(Number);
const windowMs = Number(process.env.VOICE_WINDOW_S ?? 20) * 1000;

if (!janusUsable()) {
  console.log('voice bench: no janus here (apt-get install janus socat), skipped');
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'gamefolk-voice-bench-'));
const tone = join(dir, 'tone.wav');
spawnSync('ffmpeg', [
  '-loglevel',
  'error',
  '-f',
  'lavfi',
  '-i',
  'aevalsrc=0.7*sin(2*PI*440*t)*(0.6+0.4*sin(2*PI*2*t)):s=48000:d=600',
  '-ac',
  '1',
  tone,
]);
const janus = await startJanus();
// getUserMedia needs a secure context: a blank page from 127.0.0.1, reached from the namespace.
const blank = createServer((_request, response) => response.end('<!doctype html><title>voice bench</title>'));
await new Promise<void>((resolve) => blank.listen(0, '127.0.0.1', resolve));
const blankPort = (blank.address() as AddressInfo).port;
await janus.expose(blankPort);
const control = createJanusClient({ url: janus.url, apiSecret: janus.apiSecret });
const browser = await chromium.launch({
  executablePath: janus.chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--allow-loopback-in-peer-connection',
    '--disable-features=WebRtcHideLocalIpsWithMdns',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-audio-capture=${tone}`,
    '--autoplay-policy=no-user-gesture-required',
  ],
});

/** A player in `room`: Janus's JSON API from the page itself, the mix played by an <audio> element. */
async function player(room: number, id: number): Promise<Page> {
  const page = await browser.newPage();
  // Ten pages starting on a busy machine take their time.
  page.setDefaultTimeout(180_000);
  await page.goto(`http://127.0.0.1:${blankPort}/`);
  // tsx keeps functions' names through a helper the page does not have.
  await page.evaluate('window.__name = (f) => f');
  await page.evaluate(
    async ({ url, token, room, id }) => {
      const socket = new WebSocket(url, 'janus-protocol');
      await new Promise((resolve) => (socket.onopen = resolve));
      let n = 0;
      const waiting = new Map<string, (m: Record<string, unknown>) => void>();
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { janus: string; transaction?: string };
        if (message.janus !== 'ack' && message.transaction) waiting.get(message.transaction)?.(message);
      };
      const ids: { session?: number; handle?: number } = {};
      const send = (body: Record<string, unknown>) =>
        new Promise<Record<string, unknown>>((resolve) => {
          const transaction = `b${n++}`;
          waiting.set(transaction, resolve);
          socket.send(JSON.stringify({ ...body, token, transaction, session_id: ids.session, handle_id: ids.handle }));
        });
      ids.session = ((await send({ janus: 'create' })) as { data: { id: number } }).data.id;
      ids.handle = (
        (await send({ janus: 'attach', plugin: 'janus.plugin.audiobridge' })) as { data: { id: number } }
      ).data.id;
      setInterval(() => void send({ janus: 'keepalive' }), 25_000);
      const mic = await navigator.mediaDevices.getUserMedia({ audio: true });
      const pc = new RTCPeerConnection({ iceServers: [] });
      mic.getTracks().forEach((track) => pc.addTrack(track, mic));
      const audio = document.createElement('audio');
      audio.autoplay = true;
      document.body.append(audio);
      pc.ontrack = (event) => (audio.srcObject = event.streams[0] ?? new MediaStream([event.track]));
      await pc.setLocalDescription(await pc.createOffer());
      await new Promise<void>((resolve) => {
        if (pc.iceGatheringState === 'complete') resolve();
        pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve();
      });
      const joined = await new Promise<{ jsep: RTCSessionDescriptionInit }>((resolve) => {
        const transaction = `join${id}`;
        waiting.set(transaction, (m) => {
          if (m.jsep) resolve(m as unknown as { jsep: RTCSessionDescriptionInit });
        });
        socket.send(
          JSON.stringify({
            janus: 'message',
            token,
            transaction,
            session_id: ids.session,
            handle_id: ids.handle,
            body: { request: 'join', room, id, display: String(id), muted: false },
            jsep: pc.localDescription,
          }),
        );
      });
      await pc.setRemoteDescription(joined.jsep);
      Object.assign(window, {
        benchMute: (muted: boolean) => send({ janus: 'message', body: { request: 'configure', muted } }),
      });
    },
    { url: janus.url, token: janusToken(), room, id },
  );
  return page;
}

function janusToken() {
  // The same signed token the server hands players (services/community/voice.ts): AudioBridge only, an hour.
  const data = `${Math.floor(Date.now() / 1000) + 3600},janus,janus.plugin.audiobridge`;
  return `${data}:${createHmac('sha1', janus.apiSecret).update(data).digest('base64')}`;
}

async function cpuOver(ms: number) {
  const before = janus.cpuSeconds();
  const started = Date.now();
  await new Promise((r) => setTimeout(r, ms));
  return ((janus.cpuSeconds() - before) / ((Date.now() - started) / 1000)) * 100;
}

// Whatever happens, Janus, its namespace and the bridges go with the run.
try {
  const idle = await cpuOver(5_000);
  console.log(`Janus idle: ${idle.toFixed(1)} % of a core`);
  console.log('| players in the room | all speaking | all muted | per speaking player | per room (muted) |');
  console.log('|---|---|---|---|---|');
  for (const [i, size] of sizes.entries()) {
    const room = 9000 + i;
    await control.audioBridge({ request: 'create', room, admin_key: janus.adminKey, sampling_rate: 48000 });
    const pages: Page[] = [];
    for (let p = 0; p < size; p++) pages.push(await player(room, p + 1));
    await new Promise((r) => setTimeout(r, 3_000));
    const speaking = await cpuOver(windowMs);
    await Promise.all(
      pages.map((page) =>
        page.evaluate(() => (window as unknown as { benchMute(m: boolean): Promise<unknown> }).benchMute(true)),
      ),
    );
    await new Promise((r) => setTimeout(r, 2_000));
    const muted = await cpuOver(windowMs);
    console.log(
      `| ${size} | ${speaking.toFixed(1)} % | ${muted.toFixed(1)} % | ${((speaking - muted) / size).toFixed(2)} % | ${(muted - idle).toFixed(1)} % |`,
    );
    await Promise.all(pages.map((page) => page.close()));
    await control.audioBridge({ request: 'destroy', room });
  }
} finally {
  await browser.close();
  control.close();
  await janus.close();
  blank.close();
  rmSync(dir, { recursive: true, force: true });
}
