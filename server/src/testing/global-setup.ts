import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { adminUrlFor, DEFAULT_TEST_PG_URL, quoteIdent } from './pg-admin';
import { buildServer } from './server-process';
import './provided';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Runs once per test project. Both kinds prepare a migrated database that every test file
 * copies cheaply: a fresh PGlite initdb costs 3-6 s and ~870 MB, a snapshot load well under 1 s.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? 'pglite';
  if (kind === 'postgres') return setupPostgres(project);
  if (kind !== 'pglite') throw new Error(`TEST_DB must be "pglite" or "postgres", not "${kind}"`);
  project.provide('pgliteSnapshot', await pgliteSnapshot());
  return undefined;
}

/** Reuses a snapshot across runs as long as the migrations (and PGlite) are unchanged. */
async function pgliteSnapshot(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  for (const file of readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(join(MIGRATIONS, file)));
  }
  const path = join(tmpdir(), `hackmate-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (existsSync(path)) return path;

  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const dump = await client.dumpDataDir('gzip');
    // Write then rename, so a parallel run never reads half a tarball.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
  } finally {
    await client.close();
  }
  return path;
}

async function setupPostgres(project: TestProject) {
  // The process tests run the compiled server, as `npm start` does: always from today's sources.
  buildServer();
  const adminUrl = process.env.TEST_PG_URL ?? DEFAULT_TEST_PG_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `The server-postgres tests need PostgreSQL at ${adminUrl} (set TEST_PG_URL to use another server); ` +
        `connecting failed: ${(err as Error).message || (err as { code?: string }).code}`,
      { cause: err },
    );
  }
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const template = `hackmate_tpl_${runId}`;
  const prefix = `hackmate_t_${runId}_`;
  await admin.query(`create database ${quoteIdent(template)}`);
  const scratch = await mkdtemp(join(tmpdir(), 'hackmate-tpl-'));
  try {
    const database = await openDatabase({ databaseUrl: adminUrlFor(adminUrl, template), dataDir: scratch, migrationsFolder: MIGRATIONS });
    await database.close();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  project.provide('postgres', { adminUrl, template, prefix });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const name of [...rows.map((r) => r.datname), template]) {
      await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    }
    await admin.end();
  };
}
