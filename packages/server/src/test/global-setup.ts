// Migrates one database for the whole test run; each test file's database starts as a copy of it
// (test/database.ts): copying is much cheaper than applying every migration in every file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpMigratedMemoryDatabase, openDatabase } from '../db/client.js';
import { throwawayDatabaseName } from './database.js';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-test-template-'));
    const file = path.join(dir, 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await (await dumpMigratedMemoryDatabase()).arrayBuffer()));
    project.provide('migratedTemplate', { embedded: file });
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const name = throwawayDatabaseName('gf_test_template');
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A template copies only while nobody is connected to it: the migrating pool is closed before any file starts.
  await (await openDatabase({ kind: 'server', url: url.toString() })).close();
  project.provide('migratedTemplate', { server: name });
  return () => admin(`drop database if exists ${name} with (force)`);
}
