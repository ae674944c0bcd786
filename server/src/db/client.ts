import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { StartupError } from '../lib/startup-error';
import { openPgliteClient } from './pglite';
import * as schema from './schema';

/** The one database type services see: identical API on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or an open transaction on it: services run the same queries in either. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbKind = 'pglite' | 'postgres';

/** Connections of the database handle right now, for operators (GET /api/metrics). */
export interface PoolUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface Database {
  db: Db;
  kind: DbKind;
  /** PostgreSQL: the pool's connections; PGlite: its one connection, busy or idle, and the queries queued behind it. */
  poolUse(): PoolUse;
  /** true when a trivial query answers within 2 s. */
  ping(): Promise<boolean>;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PGlite only: start from this `dumpDataDir()` tarball, in memory (tests). */
  pgliteSnapshot?: Blob;
  /** PGlite only: extra constructor options, e.g. precompiled WASM modules reused by tests. */
  pgliteOptions?: Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
  /** Defaults to true; tests that prepared a migrated template skip nothing by leaving it on. */
  migrate?: boolean;
}

export class DatabaseStartupError extends StartupError {
  override name = 'DatabaseStartupError';
}

type DbConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'migrationsFolder'>;

const CONNECT_TIMEOUT_MS = 5_000;
const PING_TIMEOUT_MS = 2_000;
// Arbitrary constant shared by every server process: only one of them migrates at a time.
const MIGRATION_LOCK_ID = 7_262_541_318;

/** True for PostgreSQL unique violations; drizzle wraps driver errors, so look at `cause` too. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return (e?.cause?.code ?? e?.code) === '23505';
}

export function openDatabase(config: DbConfig, options: OpenOptions = {}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config, options) : openPglite(config, options);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function wrap(db: Db, kind: DbKind, poolUse: () => PoolUse, shutdown: () => Promise<void>): Database {
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    poolUse,
    async ping() {
      try {
        await withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS, 'ping');
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closing ??= shutdown();
      return closing;
    },
  };
}

/** Names the host and database but never the password. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the configured server';
  }
}

function reason(err: unknown): string {
  const e = err as { message?: string; code?: string; errors?: { message?: string }[] };
  // Node reports "connection refused" on a dual-stack host as an AggregateError with an empty message.
  return e.message || e.errors?.[0]?.message || e.code || String(err);
}

async function openPostgres(url: string, config: DbConfig, options: OpenOptions): Promise<Database> {
  // A few connections stay open through quiet spells (pg closes idle ones after 10 s by default),
  // so the first burst after one does not also pay for new connections.
  const pool = new pg.Pool({ connectionString: url, max: 10, min: 2, idleTimeoutMillis: 60_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const where = describeUrl(url);
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseStartupError(`Cannot connect to PostgreSQL at ${where} (DATABASE_URL): ${reason(err)}`);
  }
  try {
    if (options.migrate !== false) {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        await migratePg(drizzlePg(client), { migrationsFolder: config.migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      }
    }
  } catch (err) {
    client.release();
    await pool.end().catch(() => {});
    throw new DatabaseStartupError(`Database migration failed on ${where}: ${reason(err)}`);
  }
  client.release();
  const db: Db = drizzlePg(pool, { schema });
  const poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return wrap(db, 'postgres', poolUse, () => pool.end());
}

async function openPglite(config: DbConfig, options: OpenOptions): Promise<Database> {
  const dir = join(config.dataDir, 'db');
  let client: PGlite;
  try {
    // PGlite fails obscurely when the parent folder is missing.
    if (!options.pgliteSnapshot) await mkdir(config.dataDir, { recursive: true });
    client = await openPgliteClient(options.pgliteSnapshot ? { snapshot: options.pgliteSnapshot } : { dataDir: dir }, options.pgliteOptions);
  } catch (err) {
    throw new DatabaseStartupError(`Cannot open the embedded database in ${dir}: ${reason(err)}`);
  }
  const inFlight = countInFlight(client);
  const db: Db = drizzlePglite(client, { schema });
  if (options.migrate !== false) {
    try {
      await migratePglite(drizzlePglite(client), { migrationsFolder: config.migrationsFolder });
    } catch (err) {
      await client.close().catch(() => {});
      throw new DatabaseStartupError(`Database migration failed in ${dir}: ${reason(err)}`);
    }
  }
  const poolUse = () => ({ total: 1, idle: inFlight() === 0 ? 1 : 0, waiting: Math.max(0, inFlight() - 1) });
  return wrap(db, 'pglite', poolUse, () => client.close());
}

/**
 * PGlite runs one query at a time and queues the rest inside; it does not say how many wait.
 * Counting the calls Drizzle makes (a transaction counts once) tells the operator the same.
 */
function countInFlight(client: PGlite): () => number {
  let running = 0;
  const track = <T>(work: Promise<T>): Promise<T> => {
    running += 1;
    return work.finally(() => {
      running -= 1;
    });
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => track(query(...args))) as typeof client.query;
  client.transaction = ((...args: Parameters<typeof transaction>) => track(transaction(...args))) as typeof client.transaction;
  return () => running;
}
