// Instances of one deployment often start at the same moment (a rollout, a restart of every machine): on an empty
// database all of them must come up, with one set of tables and one job queue between them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('instances starting together on an empty database', () => {
  it('all start, and answer', async () => {
    const name = `gf_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const config = {
      ...loadConfig({ ...process.env, DATABASE_URL: url.toString(), PORT: '0' }),
      redisPrefix: `gf:test:${randomBytes(4).toString('hex')}:`,
      webDist: undefined,
      logLevel: 'silent',
    };
    try {
      const started = await Promise.allSettled([1, 2, 3].map(() => buildApp(config, { logger: false })));
      const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
        for (const app of apps) {
          expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        }
      } finally {
        for (const app of apps) await app.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
