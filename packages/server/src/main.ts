import { loadConfig } from './config.js';
import { DatabaseInUseError, databaseTargetOf, openDatabase } from './db/client.js';

const config = loadConfig();

try {
  // The database opens (PGlite compiles its WebAssembly, PostgreSQL starts, migrations are checked) while the rest
  // of the server's modules load: on two cores the two overlap.
  const opening = openDatabase(databaseTargetOf(config));
  const [{ buildApp }, database] = await Promise.all([import('./app.js'), opening]);
  const app = await buildApp(config, { database, ownsDatabase: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Gamefolk is up at ${config.appUrl} (${config.databaseUrl ? 'PostgreSQL server' : 'embedded PostgreSQL'})`,
  );
} catch (error) {
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
