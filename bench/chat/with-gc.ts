// Runs a server module (the path given) so that SIGUSR2 collects its garbage: the benchmark then reads the
// memory sockets hold, not garbage that happens not to be collected yet. Needs node's --expose-gc.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with --expose-gc');
process.on('SIGUSR2', () => {
  collect();
  collect();
});
await import(pathToFileURL(path.resolve(process.argv[2]!)).href);
