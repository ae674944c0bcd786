import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REMOTE_NAMES } from '../../shared/src/remotes';
import { freePort, waitForHttp } from './ports';

const ROOT = resolve(import.meta.dirname, '../..');
const BUNDLES = ['shell', ...REMOTE_NAMES.map((name) => `remotes/${name}`)];
export const FIREBASE_PROJECT = 'demo-hackmate';

function ensureBuilt(): void {
  const missing = [...BUNDLES.filter((b) => !existsSync(join(ROOT, b, 'dist', 'index.html'))), ...(existsSync(join(ROOT, 'server/dist/main.js')) ? [] : ['server'])];
  if (missing.length === 0) return;
  console.log(`[e2e] building (missing: ${missing.join(', ')})`);
  const r = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('pnpm build failed');
}

function start(cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; name: string }): ChildProcess {
  const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log = (d: Buffer) => {
    if (process.env.E2E_VERBOSE) process.stdout.write(`[${opts.name}] ${d}`);
  };
  child.stdout?.on('data', log);
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[${opts.name}] ${d}`));
  return child;
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || !child.pid) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      resolveStop();
    }, 8000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolveStop();
    }
  });
}

async function startFirebaseEmulator(workDir: string): Promise<{ host: string; child: ChildProcess }> {
  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const configPath = join(workDir, 'firebase.json');
  // Every port picked here, so two runs (or a developer's own emulator) never collide.
  const emulators = { auth: { host: '127.0.0.1', port }, hub: { host: '127.0.0.1', port: hub }, logging: { host: '127.0.0.1', port: logging }, ui: { enabled: false }, singleProjectMode: true };
  writeFileSync(configPath, JSON.stringify({ emulators }));
  const child = start(join(ROOT, 'node_modules/.bin/firebase'), ['emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT, '--config', configPath], {
    cwd: workDir,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', XDG_CONFIG_HOME: workDir },
    name: 'firebase',
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, 90_000, 'Firebase Auth emulator');
  return { host: `127.0.0.1:${port}`, child };
}

export interface ServerProcess {
  baseURL: string;
  /** SIGTERM, as a deploy or `docker stop` sends it (the server shuts down gracefully); SIGKILL after 8 s. */
  stop(): Promise<void>;
  /** Starts it again after `stop`: the same port, data folder, secret and settings, as a restart does. */
  start(): Promise<void>;
}

/**
 * The production server as `npm start` runs it (plain Node on the compiled output, the built
 * client) on a fresh loopback port and its own data folder, with `env` on top. Tests that need a
 * differently configured deployment start their own and stop it (or restart it: `stop`, `start`).
 */
export async function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  ensureBuilt();
  // A port given in `env` (processes behind a balancer that knows them beforehand), or a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Kept across restarts: the sessions stored in the data folder stay valid.
  const jwtSecret = randomBytes(32).toString('hex');
  let child: ChildProcess | undefined;
  const launch = async () => {
    child = spawnServer(dataDir, port, baseURL, jwtSecret, env);
    try {
      await waitForHttp(`${baseURL}/api/health`, 120_000, 'Hackmate server');
    } catch (err) {
      await stop(child);
      throw err;
    }
  };
  await launch();
  return { baseURL, stop: () => stop(child), start: launch };
}

function spawnServer(dataDir: string, port: number, baseURL: string, jwtSecret: string, env: NodeJS.ProcessEnv): ChildProcess {
  return start(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: join(ROOT, 'server'),
    name: 'server',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      APP_URL: baseURL,
      SERVE_CLIENT: 'true',
      CLIENT_DIR: ROOT,
      SEED_DEMO: 'false',
      // Tests sign up many accounts from one IP; the limits themselves are covered by server tests.
      RATE_LIMIT_SCALE: '100',
      ...env,
    },
  });
}

/** What a server needs to verify sign-ins against the emulator global-setup started, if it did. */
export function firebaseServerEnv(): NodeJS.ProcessEnv {
  const host = process.env.E2E_FIREBASE_HOST;
  if (!host) return {};
  return { FIREBASE_PROJECT_ID: FIREBASE_PROJECT, FIREBASE_AUTH_EMULATOR_HOST: host, FIREBASE_API_KEY: 'demo-api-key', FIREBASE_AUTH_DOMAIN: 'localhost' };
}

export interface SharedStack {
  firebaseHost: string | null;
  stop(): Promise<void>;
}

/**
 * What the workers share: the Firebase Auth emulator (slow to start, keyed by unique e-mails).
 * Each worker starts its own server and mail catcher (support/test.ts).
 */
export async function startSharedStack(): Promise<SharedStack> {
  ensureBuilt();
  const workDir = mkdtempSync(join(tmpdir(), 'hackmate-e2e-'));
  const firebase = process.env.E2E_FIREBASE === '0' ? null : await startFirebaseEmulator(workDir);
  return {
    firebaseHost: firebase?.host ?? null,
    async stop() {
      await stop(firebase?.child);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
