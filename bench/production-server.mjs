// The production build served by the real server on a free loopback port, for the web benches.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, staleBundles } from '../scripts/bundles.mjs';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Builds what is stale, starts `server/src/main.ts` with SERVE_CLIENT on a fresh embedded database
 * and waits for it to answer. Returns its base URL and a stop function.
 */
export async function startProductionServer({ seedDemo = false, env = {} } = {}) {
  if (staleBundles().length) spawnSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hackmate-bench-web-'));
  const server = spawn(join(root, 'server/node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: join(root, 'server'),
    env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: 'bench-only-secret-bench-only-secret-123', PORT: String(port), HOST: '127.0.0.1', SERVE_CLIENT: 'true', CLIENT_DIR: root, DATA_DIR: dataDir, SEED_DEMO: String(seedDemo), APP_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_SCALE: '100', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 240) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (err) {
    stop();
    throw err;
  }
  return { base, stop };
}

/**
 * Signs up a person with a complete profile (so the pages show what a real user sees: cards, not
 * onboarding) and returns their session cookie header.
 */
export async function signUpBenchUser(base) {
  const id = Math.random().toString(36).slice(2, 10);
  const res = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Bench Web', userName: `bench_${id}`, emailId: `bench.${id}@example.com`, password: `Str0ng#${id}` }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  await fetch(`${base}/api/profile/edit`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ bio: 'Full-stack developer who likes shipping things over a weekend.', gradYear: 2026, skills: ['REACT.JS', 'NODE.JS', 'POSTGRES'] }),
  });
  return cookie;
}
