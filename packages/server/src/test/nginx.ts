import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx (package `nginx`); NGINX overrides it. */
export const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';
export const nginxInstalled = () => fs.existsSync(nginxBinary);

/**
 * The nginx configuration of docs/deploy.md for `upstreams` (host:port of each Gamefolk instance), with every
 * path nginx writes under `dir`: no file outside it is read or touched, so it runs without root.
 * No stickiness: any instance serves any request (sessions, chat and caches are shared through PostgreSQL and
 * Redis). A request that cannot reach an instance is passed to the next one (a POST too, as it never arrived).
 */
export function nginxConfig(options: {
  dir: string;
  listen: string;
  upstreams: string[];
  /** Connections (and open files) nginx may hold: each socket through it holds two (the bench's crowd). */
  workerConnections?: number;
}): string {
  const { dir, listen, upstreams, workerConnections = 1024 } = options;
  return `worker_processes 1;
${workerConnections > 1024 ? `worker_rlimit_nofile ${workerConnections};\n` : ''}pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  # WebSocket upgrades (/ws/chat, /ws/notifications) pass through; other requests close their upstream connection.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  upstream gamefolk {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`).join('\n')}
  }

  server {
    listen ${listen};
    # Uploads take up to 300 MB (/api/upload); the API itself refuses large bodies.
    client_max_body_size 300m;
    location / {
      proxy_pass http://gamefolk;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # An instance that is down (refused, timed out) is skipped: the request goes to the next one. Not on 503: it
      # says a dependency all instances share is down, answered as it is (docs/deploy.md).
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      # Sockets stay open while quiet (the server pings them).
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      proxy_request_buffering off;
    }
  }
}
`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** nginx in the foreground with a generated configuration in a temporary folder, on a free loopback port. */
export async function startNginx(upstreams: string[], options: { port?: number; workerConnections?: number } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-nginx-'));
  const port = options.port ?? (await freePort());
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    nginxConfig({ dir, listen: `127.0.0.1:${port}`, upstreams, workerConnections: options.workerConnections }),
  );
  const child: ChildProcess = spawn(
    nginxBinary,
    ['-p', dir, '-c', conf, '-e', `${dir}/error.log`, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    const listening = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (listening) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    dir,
    /** nginx's error log (upstream failures it skipped), for a failing test to show. */
    errors: () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
