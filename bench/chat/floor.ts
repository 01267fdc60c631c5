// The floor of durable chat: the bare relay, but each frame is first inserted into PostgreSQL and its commit
// awaited, then relayed. What Gamefolk adds beyond this (auth, rules checked, JSON, Redis) is its own cost.
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  'create table if not exists floor_messages (id bigserial primary key, channel text not null, content text not null)',
);
const channels = new Map<string, Set<WebSocket>>();
const server = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1' });
server.on('connection', (socket, request) => {
  const id = new URL(request.url ?? '/', 'http://x').searchParams.get('id') ?? '';
  let members = channels.get(id);
  if (!members) channels.set(id, (members = new Set()));
  members.add(socket);
  socket.on('message', (data) => {
    void pool.query('insert into floor_messages (channel, content) values ($1, $2)', [id, String(data)]).then(() => {
      for (const peer of members) if (peer !== socket && peer.readyState === peer.OPEN) peer.send(data);
    });
  });
  socket.on('close', () => members.delete(socket));
});
server.on('listening', () => console.log('ready'));
