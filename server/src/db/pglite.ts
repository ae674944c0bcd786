/**
 * The embedded database (PGlite: PostgreSQL compiled to WebAssembly) opened so that it stays small
 * at rest. A WASM memory only ever grows, and every page PostgreSQL touched once stays resident for
 * the life of the process. Measured on a fresh `npm start` with the demo data, that made 0.7-0.9 GB:
 * - initdb: on an empty folder PGlite runs initdb in helper instances inside this process (~870 MB
 *   at the peak, ~450 MB of it kept afterwards). A child process does it instead and hands back the
 *   memory when it exits; the server then opens the finished folder like on any later start.
 * - shared_buffers: PostgreSQL's default 128 MB is allocated and touched at start. The embedded
 *   database serves one process and data sets of a few thousand rows, and its files sit in the OS
 *   page cache anyway, so 16 MB costs nothing measurable and saves about 100 MB.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

const SHARED_BUFFERS = '16MB';

/** PGlite's own start parameters plus ours (passing `startParams` replaces its defaults). */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];

// Run by `node -e` in the child: argv = [node, PGlite's module URL, folder].
const INITDB_SCRIPT = `
const { PGlite } = await import(process.argv[1]);
const db = new PGlite({ dataDir: process.argv[2] });
await db.waitReady;
await db.close();
`;

function isEmptyOrMissing(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch {
    return true;
  }
}

/**
 * Runs initdb for `dir` in a child process when the folder is new. It is built beside the target
 * and renamed into place, so a start interrupted half-way leaves no half-made database behind.
 */
export async function initDataDirApart(dir: string): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION')) || !isEmptyOrMissing(dir)) return;
  const building = `${dir}.initdb`;
  await rm(building, { recursive: true, force: true });
  const stderr: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', INITDB_SCRIPT, import.meta.resolve('@electric-sql/pglite'), building], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    await rm(building, { recursive: true, force: true });
    throw new Error(`initdb failed (exit ${code}): ${stderr.join('').trim().slice(-500)}`);
  }
  // An empty folder someone created in advance is replaced (rename(2) allows that for directories).
  await rename(building, dir);
}

type Extra = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;

/** Opens PGlite on `dataDir` (initialised apart first), or in memory from a `dumpDataDir()` tarball. */
export async function openPgliteClient(source: { dataDir: string } | { snapshot: Blob }, extra: Extra = {}): Promise<PGlite> {
  const options: PGliteOptions = { ...extra, startParams: PGLITE_START_PARAMS };
  if ('snapshot' in source) options.loadDataDir = source.snapshot;
  else {
    await initDataDirApart(source.dataDir);
    options.dataDir = source.dataDir;
  }
  const client = new PGlite(options);
  await client.waitReady;
  return client;
}
