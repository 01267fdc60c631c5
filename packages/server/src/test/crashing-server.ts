// A server process as main.ts starts it, given faults through the app's build options: it kills itself (SIGKILL)
// when a chat message's text is the first argument (just before its write) or the second (between its write and
// its publish). actions/chat/instances.test.ts starts it with startServerProcess's `entry`.
import type { ChatFaults } from '../context.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { databaseTargetOf, openDatabase } from '../db/client.js';

const [beforeStore, beforePublish] = process.argv.slice(2);
const dieOn =
  (text: string | undefined): NonNullable<ChatFaults['beforeStore']> =>
  (post) => {
    if (text !== undefined && post.content === text) process.kill(process.pid, 'SIGKILL');
  };

const config = loadConfig();
const app = await buildApp(config, {
  database: await openDatabase(databaseTargetOf(config)),
  ownsDatabase: true,
  chatFaults: { beforeStore: dieOn(beforeStore), beforePublish: dieOn(beforePublish) },
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: config.host });
