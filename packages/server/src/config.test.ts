import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

describe('settings', () => {
  it("keep data in the repository's ./data whatever the working directory, as the README says (issue 16, item 9)", () => {
    // `npm start` runs the server in packages/server; the default must not follow it there.
    expect(loadConfig({}).dataDir).toBe(path.join(repositoryRoot, 'data'));
    expect(loadConfig({ DATA_DIR: 'store', INIT_CWD: '/srv/gamefolk' }).dataDir).toBe('/srv/gamefolk/store');
    expect(loadConfig({ DATA_DIR: '/var/lib/gamefolk' }).dataDir).toBe('/var/lib/gamefolk');
  });

  it('trust no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
  });

  it('keep DATABASE_POOL_SIZE connections to a PostgreSQL server, 10 unless set to a positive number', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '30' }).databasePoolSize).toBe(30);
    expect(loadConfig({ DATABASE_POOL_SIZE: 'many' }).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '0' }).databasePoolSize).toBe(10);
  });
});
