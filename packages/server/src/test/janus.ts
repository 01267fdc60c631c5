// Debian's Janus (AudioBridge, WebSocket transport) for the voice tests, on loopback only. Janus skips every
// interface flagged as loopback when it gathers ICE candidates, and Chromium on the host offers the machine's other
// addresses, so Janus (and the tests' Chromium) run in a network namespace of their own whose only address is
// 127.0.0.1, put also on a veth named `lo-janus` (`ice_enforce_list = "lo"` matches it by prefix). Ports cross
// between the namespace and the host through socat over a Unix socket: nothing leaves 127.0.0.1.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes.js';

export const janusBinary = process.env.JANUS ?? '/usr/bin/janus';
const libDir = '/usr/lib/x86_64-linux-gnu/janus';
const needed = [
  janusBinary,
  '/usr/bin/turnserver',
  '/usr/bin/socat',
  '/usr/bin/nsenter',
  '/usr/bin/unshare',
  '/usr/sbin/ip',
];

/**
 * Whether the voice tests can run here. They skip only on a machine without Janus that is not CI; in CI (`CI` set,
 * as `.ci/run` does) a missing Janus fails the test loudly (docs/decisions.md).
 */
export function janusUsable(): boolean {
  const missing = needed.filter((file) => !fs.existsSync(file));
  if (missing.length === 0) return true;
  if (process.env.CI) throw new Error(`voice tests need ${missing.join(', ')} (apt-get install janus coturn socat)`);
  return false;
}

export interface JanusInNamespace {
  /** ws://127.0.0.1:port of Janus's WebSocket API, the same port on the host and in the namespace. */
  url: string;
  /** Janus's `api_secret`, also its `token_auth_secret`: the server signs players' tokens with it (docs/deploy.md). */
  apiSecret: string;
  adminKey: string;
  /** The namespace, for `nsenter --net=`. */
  netns: string;
  /** A script starting Debian's Chromium inside the namespace (Playwright's `executablePath`). */
  chromium: string;
  /** Makes the host's 127.0.0.1:`port` answer inside the namespace too (the app server, for the browser). */
  expose(port: number): Promise<void>;
  /** Starts coturn (Debian's `turnserver`) in the namespace, with TURN REST credentials from `secret`. */
  startTurn(): Promise<{ url: string; secret: string }>;
  /** Janus's own CPU time so far, in seconds (user + system), from /proc. */
  cpuSeconds(): number;
  log(): string;
  close(): Promise<void>;
}

function write(dir: string, name: string, text: string) {
  fs.writeFileSync(path.join(dir, name), text);
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`janus exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('janus did not listen in time');
}

/** Starts Janus in a namespace of its own; `close()` stops everything it started. */
export async function startJanus(): Promise<JanusInNamespace> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gamefolk-janus-'));
  const children: ChildProcess[] = [];
  const output: string[] = [];
  // A run that dies without close() (an uncaught error) leaves no Janus, socat or namespace behind.
  const killAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
  process.once('exit', killAll);
  const started = (child: ChildProcess) => {
    children.push(child);
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    return child;
  };

  // The namespace lives as long as this holder: lo up, 127.0.0.1 also on the veth Janus gathers from.
  const holder = started(
    spawn(
      'unshare',
      [
        '--net',
        'sh',
        '-c',
        [
          'ip link set lo up',
          'ip link add lo-janus type veth peer name lo-janus-peer',
          'sysctl -qw net.ipv6.conf.lo-janus.disable_ipv6=1 net.ipv6.conf.lo-janus-peer.disable_ipv6=1',
          'ip addr add 127.0.0.1/32 dev lo-janus',
          'ip link set lo-janus up',
          'ip link set lo-janus-peer up',
          'echo ready',
          'exec sleep infinity',
        ].join(' && '),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  await new Promise<void>((resolve, reject) => {
    holder.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    holder.once('exit', (code) => reject(new Error(`network namespace not made (${code}): ${output.join('')}`)));
  });
  const netns = `/proc/${holder.pid}/ns/net`;
  const inside = (command: string, args: string[]) =>
    started(spawn('nsenter', [`--net=${netns}`, command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] }));

  /** host 127.0.0.1:port → namespace 127.0.0.1:port (`toNamespace`), or the other way round. */
  const bridge = (port: number, toNamespace: boolean) => {
    const socket = path.join(dir, `${toNamespace ? 'in' : 'out'}-${port}.sock`);
    const listen = `TCP-LISTEN:${port},bind=127.0.0.1,reuseaddr,fork`;
    const serve = `UNIX-LISTEN:${socket},fork`;
    const reach = `TCP:127.0.0.1:${port}`;
    if (toNamespace) {
      inside('socat', [serve, reach]);
      started(spawn('socat', [listen, `UNIX-CONNECT:${socket}`], { stdio: ['ignore', 'pipe', 'pipe'] }));
    } else {
      started(spawn('socat', [serve, reach], { stdio: ['ignore', 'pipe', 'pipe'] }));
      inside('socat', [listen, `UNIX-CONNECT:${socket}`]);
    }
  };

  const port = await freePort();
  const apiSecret = crypto.randomBytes(12).toString('hex');
  const adminKey = crypto.randomBytes(12).toString('hex');
  for (const folder of ['plugins', 'transports', 'events', 'loggers']) fs.mkdirSync(path.join(dir, folder));
  fs.symlinkSync(`${libDir}/plugins/libjanus_audiobridge.so`, path.join(dir, 'plugins/libjanus_audiobridge.so'));
  fs.symlinkSync(`${libDir}/transports/libjanus_websockets.so`, path.join(dir, 'transports/libjanus_websockets.so'));
  write(
    dir,
    'janus.jcfg',
    `general: {
  configs_folder = "${dir}"
  plugins_folder = "${dir}/plugins"
  transports_folder = "${dir}/transports"
  events_folder = "${dir}/events"
  loggers_folder = "${dir}/loggers"
  debug_level = 4
  api_secret = "${apiSecret}"
  token_auth = true
  token_auth_secret = "${apiSecret}"
  session_timeout = 30
}
media: {
  rtp_port_range = "20000-20999"
}
nat: {
  ice_enforce_list = "lo"
  nice_debug = false
}
`,
  );
  write(
    dir,
    'janus.plugin.audiobridge.jcfg',
    `general: {
  admin_key = "${adminKey}"
}
`,
  );
  write(
    dir,
    'janus.transport.websockets.jcfg',
    `general: {
  json = "compact"
  ws = true
  ws_port = ${port}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`,
  );
  const janus = inside(janusBinary, [
    `--configs-folder=${dir}`,
    `--config=${dir}/janus.jcfg`,
    '--interface=127.0.0.1',
    '--disable-colors',
  ]);
  bridge(port, true);
  try {
    await waitForPort(port, janus);
    // The bridge listens before Janus does: a WebSocket handshake is what says Janus answers.
    await handshake(`ws://127.0.0.1:${port}`, janus);
  } catch (error) {
    console.error(output.join('').slice(-4000));
    throw error;
  }

  const chromium = path.join(dir, 'chromium');
  write(dir, 'chromium', `#!/bin/sh\nexec nsenter --net=${netns} /usr/bin/chromium "$@"\n`);
  fs.chmodSync(chromium, 0o755);

  return {
    url: `ws://127.0.0.1:${port}`,
    apiSecret,
    adminKey,
    netns,
    chromium,
    async expose(appPort) {
      bridge(appPort, false);
      await new Promise((r) => setTimeout(r, 200));
    },
    async startTurn() {
      // coturn as docs/deploy.md configures it, on the namespace's 127.0.0.1 only: relays to Janus there are loopback
      // peers, which coturn refuses unless told.
      const turnPort = await freePort();
      const secret = crypto.randomBytes(12).toString('hex');
      const turn = inside('turnserver', [
        '-n',
        '--no-cli',
        '--no-tls',
        '--no-dtls',
        '--listening-ip=127.0.0.1',
        '--relay-ip=127.0.0.1',
        `--listening-port=${turnPort}`,
        '--min-port=41000',
        '--max-port=41999',
        '--use-auth-secret',
        `--static-auth-secret=${secret}`,
        '--realm=gamefolk.test',
        '--fingerprint',
        '--allow-loopback-peers',
        '--log-file=stdout',
        '--simple-log',
      ]);
      const deadline = Date.now() + 10_000;
      while (!output.join('').includes('Total General servers')) {
        if (turn.exitCode !== null) throw new Error(`turnserver exited with ${turn.exitCode}: ${output.join('')}`);
        if (Date.now() > deadline) throw new Error('turnserver did not start in time');
        await new Promise((r) => setTimeout(r, 100));
      }
      return { url: `turn:127.0.0.1:${turnPort}?transport=udp`, secret };
    },
    cpuSeconds() {
      const fields = fs.readFileSync(`/proc/${janus.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      return ticks / 100;
    },
    log: () => output.join(''),
    async close() {
      process.off('exit', killAll);
      for (const child of children.reverse()) if (child.exitCode === null) child.kill('SIGKILL');
      await Promise.all(
        children.map((child) =>
          child.exitCode === null && child.signalCode === null
            ? new Promise((resolve) => child.once('exit', resolve))
            : null,
        ),
      );
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function handshake(url: string, janus: ChildProcess, timeoutMs = 15_000) {
  const { WebSocket } = await import('ws');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (janus.exitCode !== null) throw new Error(`janus exited with ${janus.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = new WebSocket(url, 'janus-protocol');
      socket.once('open', () => {
        socket.close();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('janus did not answer WebSockets in time');
}

/** What `spawnSync` says of a command in the namespace (for a test's own look around). */
export const runInside = (janus: JanusInNamespace, command: string, args: string[]) =>
  spawnSync('nsenter', [`--net=${janus.netns}`, command, ...args], { encoding: 'utf8' });

interface JanusEvent {
  janus: string;
  transaction?: string;
  plugindata?: { data: Record<string, unknown> };
  [key: string]: unknown;
}

/**
 * A player's own connection to Janus as the web client makes it (session with its Janus token, AudioBridge handle),
 * joining without media: enough to see admission, kicks and mutes through the plugin's events.
 */
export async function janusPlayer(room: { url: string; janusToken: string | null }) {
  const { WebSocket } = await import('ws');
  const socket = new WebSocket(room.url, 'janus-protocol');
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const events: Record<string, unknown>[] = [];
  const waiting = new Map<string, (message: JanusEvent) => void>();
  const watchers: (() => void)[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as JanusEvent;
    if (message.janus === 'ack') return;
    if (message.janus === 'event' && message.plugindata && !message.transaction) events.push(message.plugindata.data);
    if (message.transaction && waiting.has(message.transaction)) {
      if (message.plugindata) events.push(message.plugindata.data);
      waiting.get(message.transaction)!(message);
      waiting.delete(message.transaction);
    }
    for (const watch of watchers) watch();
  });
  let n = 0;
  const send = (body: Record<string, unknown>) =>
    new Promise<JanusEvent>((resolve) => {
      const transaction = `p${n++}`;
      waiting.set(transaction, resolve);
      socket.send(JSON.stringify({ ...body, transaction, ...(room.janusToken ? { token: room.janusToken } : {}) }));
    });
  const session = (await send({ janus: 'create' })) as JanusEvent & { data: { id: number }; error?: unknown };
  if (session.janus === 'error') {
    socket.close();
    throw new Error(`janus refused the session: ${JSON.stringify(session.error)}`);
  }
  const handle = (await send({
    janus: 'attach',
    session_id: session.data.id,
    plugin: 'janus.plugin.audiobridge',
  })) as JanusEvent & { data: { id: number } };
  const message = (body: Record<string, unknown>, jsep?: { type: 'offer'; sdp: string }) =>
    send({ janus: 'message', session_id: session.data.id, handle_id: handle.data.id, body, ...(jsep && { jsep }) });
  return {
    /** AudioBridge's answer to a join: `joined`, or the refusal's `error_code`. */
    async join(body: Record<string, unknown>) {
      const answer = await message({ request: 'join', ...body });
      return (answer.plugindata?.data ?? answer) as Record<string, unknown>;
    },
    message,
    events,
    /** Waits until an event of the plugin matches. */
    async until(match: (event: Record<string, unknown>) => boolean, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = events.find(match);
        if (found) return found;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 100);
          watchers.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
        watchers.length = 0;
      }
      throw new Error(`no such Janus event; saw ${JSON.stringify(events)}`);
    },
    close: () => socket.close(),
  };
}
