// A server process as main.ts starts it, which kills itself (SIGKILL) when a chat message's text is the first
// argument (just before its write) or the second (between its write and its publish).
// actions/chat/instances.test.ts starts it with startServerProcess's `entry`. The faults are this file's own: before
// the app listens, it wraps the chat repository's write and the hub's publish of what the app built.
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { databaseTargetOf, openDatabase } from '../db/client.js';

const [beforeStore, beforePublish] = process.argv.slice(2);
const dieOn = (text: string | undefined, content: unknown) => {
  if (text !== undefined && content === text) process.kill(process.pid, 'SIGKILL');
};

const config = loadConfig();
const app = await buildApp(config, {
  database: await openDatabase(databaseTargetOf(config)),
  ownsDatabase: true,
});

const { services } = app;
const { repos, hub } = services;
// Every chat send stores through repos.chat.post (services/posting/chat-posting.ts), after its rate limit.
services.repos = {
  ...repos,
  chat: {
    ...repos.chat,
    post: (post) => {
      dieOn(beforeStore, post.content);
      return repos.chat.post(post);
    },
  },
};
// A stored message is published once, in one publishAll whose first entry is its channel's `message` frame.
services.hub = {
  ...hub,
  publishAll: (entries) => {
    for (const [, payload] of entries) {
      const frame = payload as { type?: string; message?: { contentMessage?: unknown } };
      if (frame.type === 'message') dieOn(beforePublish, frame.message?.contentMessage);
    }
    return hub.publishAll(entries);
  },
};

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: config.host });
