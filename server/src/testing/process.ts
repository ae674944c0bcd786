import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { adminQuery, adminUrlFor, quoteIdent } from './pg-admin';
import './provided';

export * from './server-process';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface TestDatabase {
  url: string;
  /** A direct handle for arranging data (e.g. connections); closed by `drop()`. */
  database: Database;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database copied from the migrated template of the server-postgres project.
 * Several server processes can share it, which PGlite cannot do.
 */
export async function freshPostgresDatabase(): Promise<TestDatabase> {
  const { adminUrl, template, prefix } = inject('postgres');
  const name = `${prefix}p${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
  const url = adminUrlFor(adminUrl, name);
  const scratch = await mkdtemp(join(tmpdir(), 'hackmate-proc-db-'));
  const database = await openDatabase({ databaseUrl: url, dataDir: scratch, migrationsFolder: MIGRATIONS }, { migrate: false });
  return {
    url,
    database,
    async drop() {
      await database.close();
      await rm(scratch, { recursive: true, force: true });
      await adminQuery(adminUrl, `drop database if exists ${quoteIdent(name)} with (force)`);
    },
  };
}


/**
 * The loopback Redis that server processes of one test file share, under a key prefix of their
 * own (files run in parallel): spread it into `startServer` options.
 */
export function sharedRedis(): { redisUrl: string; redisPrefix: string } {
  return { redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', redisPrefix: `hackmate-test-${randomBytes(4).toString('hex')}` };
}
