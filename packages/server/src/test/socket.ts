import WebSocket from 'ws';

/** A live socket client: authenticates with its first frame and collects every frame after `ready`. */
export async function openSocket(baseUrl: string, path: string, token: string | null) {
  const socket = new WebSocket(baseUrl.replace(/^http/, 'ws') + path);
  const frames: { type: string; [key: string]: unknown }[] = [];
  let closed: { code: number } | undefined;
  socket.on('message', (raw) => frames.push(JSON.parse(String(raw))));
  socket.on('close', (code) => (closed = { code }));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (token !== null) socket.send(JSON.stringify({ type: 'auth', token }));
  return {
    socket,
    frames,
    closed: () => closed,
    async next(type: string, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = frames.findIndex((f) => f.type === type);
        if (index >= 0) return frames.splice(index, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`no ${type} frame; got ${JSON.stringify(frames)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async waitClosed(timeoutMs = 7000) {
      const deadline = Date.now() + timeoutMs;
      while (!closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return closed;
    },
    close: () => socket.close(),
  };
}
