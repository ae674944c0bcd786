/**
 * Runs the real server as a child process (as `pnpm start` does), for tests and benches that
 * need several processes, crashes or restarts. Free of vitest, so benches can use it too.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { freePort } from './free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
// What `npm start` runs: the compiled server (built by buildServer() before it is started).
const MAIN = join(SERVER_DIR, 'dist/main.js');

/** Compiles the server from today's sources (about a second). */
export function buildServer(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the server failed');
}
export const PROCESS_JWT_SECRET = 'process-test-secret-that-is-at-least-32-chars';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export { freePort };

export interface ServerProcess {
  port: number;
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** SIGKILL: no graceful shutdown, in-flight work is lost (a crash). */
  kill(): Promise<void>;
  /** SIGTERM and wait; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  /** PostgreSQL; absent → the embedded database, in the process's own fresh DATA_DIR. */
  databaseUrl?: string;
  /** SEED_DEMO: the demo developers on an empty database, as a newcomer's `npm start` adds them. */
  seedDemo?: boolean;
  port?: number;
  redisUrl?: string;
  redisPrefix?: string;
  nodeEnv?: 'test' | 'production';
  logLevel?: string;
  /** NODE_OPTIONS for the server, e.g. a larger heap. */
  nodeOptions?: string;
  /** Flags Node refuses in NODE_OPTIONS, e.g. `--cpu-prof` when profiling a bench. */
  nodeArgs?: string[];
  /** More settings (e.g. a bench's own limits). */
  env?: Record<string, string>;
}

function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Runs the real, compiled server (`node dist/main.js`, as `npm start` does) on a loopback port and resolves
 * once /api/health answers. Only the variables below reach it, never the developer's env.
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(join(tmpdir(), 'hackmate-proc-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: options.nodeEnv ?? 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: options.logLevel ?? 'warn',
    DATA_DIR: dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    JWT_SECRET: PROCESS_JWT_SECRET,
    SERVE_CLIENT: 'false',
    SEED_DEMO: options.seedDemo ? 'true' : 'false',
    // Tests sign up several accounts from 127.0.0.1; HTTP limits have their own tests.
    RATE_LIMIT_SCALE: '100',
    ...(options.nodeOptions ? { NODE_OPTIONS: options.nodeOptions } : {}),
    ...options.env,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl, REDIS_PREFIX: options.redisPrefix ?? 'hackmate' } : {}),
  };
  // Its own process group, so that a kill reaches anything the server itself started.
  const child = spawn(process.execPath, ['--enable-source-maps', ...(options.nodeArgs ?? []), MAIN], { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const cleanup = () => rm(dataDir, { recursive: true, force: true });
  child.once('exit', () => void cleanup());

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited while starting:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      killGroup(child);
      throw new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    port,
    baseUrl,
    child,
    output: () => output,
    async kill() {
      killGroup(child);
      await exited(child);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      // Once: a second signal would mean "exit now" to main.ts.
      child.kill('SIGTERM');
      const timer = setTimeout(() => killGroup(child), STOP_TIMEOUT_MS);
      const code = await exited(child);
      clearTimeout(timer);
      return code;
    },
  };
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

/** Signs up through HTTP like a browser and returns the user id and the `token=…` cookie. */
export async function signUpOver(baseUrl: string, fullName: string): Promise<{ id: string; cookie: string; emailId: string; password: string }> {
  const n = randomBytes(4).toString('hex');
  const account = { fullName, userName: `p_${n}`, emailId: `p.${n}@example.com`, password: 'Str0ng#Passw0rd' };
  const res = await fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const token = res.headers.getSetCookie().find((c) => c.startsWith('token='));
  if (!token) throw new Error('no session cookie');
  return { id: ((await res.json()) as { user: { _id: string } }).user._id, cookie: token.split(';')[0]!, emailId: account.emailId, password: account.password };
}
