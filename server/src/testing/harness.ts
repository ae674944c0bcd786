import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type Db, type OpenOptions, openDatabase } from '../db/client';
import { adminQuery, adminUrlFor, quoteIdent } from './pg-admin';
import './provided';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export type TestDbKind = 'pglite' | 'postgres';
export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export interface TestAppOptions {
  /** Extra or overriding env vars (e.g. `{ SERVE_CLIENT: 'true', CLIENT_DIR: dir }`). */
  env?: Record<string, string | undefined>;
  /** Passed to buildApp, e.g. `extraRoutes` for a route that exists only in a test. */
  deps?: Omit<AppDeps, 'database'>;
  /** PostgreSQL only: reach the test database another way (e.g. through a TCP proxy the test controls). */
  databaseUrl?: (url: string) => string;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: Db;
  database: Database;
  /** Listens on 127.0.0.1, random port (for real sockets); returns `http://127.0.0.1:<port>`. */
  listen(): Promise<string>;
  /** Closes the app and database and removes the temporary folders and database. */
  close(): Promise<void>;
}

/**
 * A private temp dir + config built only from these values (never the developer's env).
 * Call `cleanup()` when done.
 */
export async function createTestConfig(
  env: Record<string, string | undefined> = {},
): Promise<{ config: Config; dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'hackmate-test-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  let config: Config;
  try {
    config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      UPLOAD_DIR: join(dir, 'uploads'),
      JWT_SECRET: TEST_JWT_SECRET,
      SERVE_CLIENT: 'false',
      ...env,
    });
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { config, dir, cleanup };
}

interface PgliteAssets {
  snapshot: Uint8Array<ArrayBuffer>;
  options: NonNullable<OpenOptions['pgliteOptions']>;
}

// readFile never answers a view on a SharedArrayBuffer; the DOM typings just cannot know that.
const read = async (file: string | URL) => (await readFile(file)) as Uint8Array<ArrayBuffer>;

/**
 * Compiling PGlite's WASM and reading its file-system bundle dominate its start-up (seconds on
 * a busy machine, ~0.8 s without). Vitest re-imports this module for every test file but keeps
 * the worker's globals, so everything is loaded once per worker and shared by later files.
 */
function pgliteAssets(): Promise<PgliteAssets> {
  const snapshotPath = inject('pgliteSnapshot');
  // Keyed by the snapshot (named after the migrations) so a changed schema is never served stale.
  const key = Symbol.for(`hackmate.test.pglite-assets:${snapshotPath}`);
  const store = globalThis as typeof globalThis & { [key: symbol]: Promise<PgliteAssets> | undefined };
  store[key] ??= (async () => {
    const dist = new URL('../../node_modules/@electric-sql/pglite/dist/', import.meta.url);
    const [snapshot, pglite, initdb, fsBundle] = await Promise.all([
      read(snapshotPath),
      ...['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) => read(new URL(file, dist))),
    ]);
    return {
      snapshot: snapshot!,
      options: {
        pgliteWasmModule: await WebAssembly.compile(pglite!),
        initdbWasmModule: await WebAssembly.compile(initdb!),
        fsBundle: new Blob([fsBundle!]),
      },
    };
  })();
  return store[key];
}

/** A fresh, migrated database of the kind the current vitest project (TEST_DB) asks for. */
async function openTestDatabase(config: Config, via: (url: string) => string = (url) => url): Promise<{ config: Config; database: Database; drop: () => Promise<void> }> {
  if (testDbKind() === 'postgres') {
    const { adminUrl, template, prefix } = inject('postgres');
    const name = `${prefix}${randomBytes(5).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
    const withDb = { ...config, databaseUrl: via(adminUrlFor(adminUrl, name)) };
    const database = await openDatabase(withDb);
    return { config: withDb, database, drop: () => adminQuery(adminUrl, `drop database if exists ${quoteIdent(name)} with (force)`) };
  }
  // Every app gets its own in-memory copy of the migrated snapshot.
  const { snapshot, options } = await pgliteAssets();
  const database = await openDatabase(config, { pgliteSnapshot: new Blob([snapshot]), pgliteOptions: options });
  return { config, database, drop: async () => {} };
}

/**
 * A complete app on a fresh database, for `inject()` or real sockets:
 *
 *   const t = await createTestApp();
 *   afterAll(() => t.close());
 *   const res = await t.app.inject({ method: 'GET', url: '/api/health' });
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { config: base, cleanup } = await createTestConfig(options.env);
  const { config, database, drop } = await openTestDatabase(base, options.databaseUrl);
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { ...options.deps, database });
  } catch (err) {
    await drop();
    await cleanup();
    throw err;
  }
  let closed = false;
  return {
    app,
    config,
    db: database.db,
    database,
    async listen() {
      await app.listen({ host: '127.0.0.1', port: 0 });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await drop();
      await cleanup();
    },
  };
}
