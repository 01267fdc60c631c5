// A separate process that opens the embedded database in argv[2] and keeps it open: prints `open`, or `busy` when
// another process holds the folder. With argv[3] `lock` it takes the folder's lock alone (db/lock.ts), as opening
// does first, without starting PostgreSQL in it. Lock tests start it, freeze it and kill it.
import { DatabaseInUseError, openDatabase } from '../db/client.js';
import { lockFolder } from '../db/lock.js';

const dir = process.argv[2]!;
try {
  if (process.argv[3] === 'lock') {
    if (!(await lockFolder(dir))) throw new DatabaseInUseError(dir);
  } else {
    await openDatabase({ kind: 'embedded', dir });
  }
  process.stdout.write('open\n');
  setInterval(() => {}, 60_000);
} catch (error) {
  process.stdout.write(error instanceof DatabaseInUseError ? 'busy\n' : `failed: ${String(error)}\n`);
  process.exit(2);
}
