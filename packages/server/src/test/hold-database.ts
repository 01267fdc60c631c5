// A separate process that opens the embedded database in argv[2] and keeps it open: prints `open`, or `busy` when
// another process holds the folder. Lock tests start it, freeze it and kill it.
import { DatabaseInUseError, openDatabase } from '../db/client.js';

try {
  await openDatabase({ kind: 'embedded', dir: process.argv[2]! });
  console.log('open');
  setInterval(() => {}, 60_000);
} catch (error) {
  console.log(error instanceof DatabaseInUseError ? 'busy' : `failed: ${String(error)}`);
  process.exit(2);
}
