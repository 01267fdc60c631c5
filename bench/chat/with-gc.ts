// Runs a server module (the path given) so that SIGUSR2 collects its garbage: the benchmark then reads the
// memory sockets hold, not garbage that happens not to be collected yet. Needs node's --expose-gc.
// With BENCH_PROBE=<folder>, the process also notes its collections and stalls there (probe.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startProbe } from './probe.js';

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with --expose-gc');
process.on('SIGUSR2', () => {
  collect();
  collect();
});
const probe = process.env.BENCH_PROBE;
if (probe) startProbe(path.join(probe, `${process.env.BENCH_ROLE}-${process.pid}.log`));
await import(pathToFileURL(path.resolve(process.argv[2]!)).href);
