// The baseline: a bare `ws` relay. A socket joins a channel with ?id=<channel>; a frame sent by one member is
// forwarded to the channel's other sockets. No auth, no database, no JSON parsing.
import { WebSocketServer, type WebSocket } from 'ws';

const channels = new Map<string, Set<WebSocket>>();
const server = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1' });
server.on('connection', (socket, request) => {
  const id = new URL(request.url ?? '/', 'http://x').searchParams.get('id') ?? '';
  let members = channels.get(id);
  if (!members) channels.set(id, (members = new Set()));
  members.add(socket);
  socket.on('message', (data) => {
    for (const peer of members) if (peer !== socket && peer.readyState === peer.OPEN) peer.send(data);
  });
  socket.on('close', () => members.delete(socket));
});
server.on('listening', () => console.log('ready'));
