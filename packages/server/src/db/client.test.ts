import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from './client.js';

describe('embedded database', () => {
  it('refuses a second opening of the same folder at once, and opens again after close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-db-'));
    const first = await openDatabase({ kind: 'embedded', dir });
    await expect(openDatabase({ kind: 'embedded', dir })).rejects.toBeInstanceOf(DatabaseInUseError);
    await first.close();
    const reopened = await openDatabase({ kind: 'embedded', dir });
    await reopened.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 90_000);
});
