// A separate process that opens the embedded database in argv[2] and keeps it open: prints `open`, or `busy` when
// another process holds the folder. Lock tests start it, freeze it and kill it.
import { DatabaseInUseError, openDatabase } from '../db/client.js';

try {
  await openDatabase({ kind: 'embedded', dir: process.argv[2]! });
  process.stdout.write('open\n');
  setInterval(() => {}, 60_000);
} catch (error) {
  process.stdout.write(error instanceof DatabaseInUseError ? 'busy\n' : `failed: ${String(error)}\n`);
  process.exit(2);
}
