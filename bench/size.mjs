// `pnpm bench:size`: what a signed-out visitor's browser downloads for `/`.
// Starts the production server on a free loopback port, loads the landing page in Chromium,
// and prints the gzipped size of every JS file fetched, the total, and whether any library kept
// off that load slipped into it (firebase, motion, socket.io-client; and the router, query cache
// and toasts, which the shell loads only when the visitor leaves `/`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root, staleBundles } from '../scripts/bundles.mjs';

const BUDGET_KB = 140;
// Strings only these libraries' code contains (not their share keys, which the MF runtime lists).
const HEAVY = {
  firebase: /FirebaseError|firebaseapp\.com/,
  motion: /dragConstraints|whileHover|MotionGlobalConfig/,
  'socket.io-client': /xhr poll error|websocket error|transport close/,
  'react-router': /inside another <Router>/,
  '@tanstack/react-query': /No QueryClient set/,
  'react-toastify': /Toastify__toast-container/,
};

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});

if (staleBundles().length) spawnSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(join(tmpdir(), 'hackmate-size-'));
const server = spawn(join(root, 'server/node_modules/.bin/tsx'), ['src/main.ts'], {
  cwd: join(root, 'server'),
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SERVE_CLIENT: 'true', CLIENT_DIR: root, DATA_DIR: dataDir, SEED_DEMO: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 240) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) || res.status() !== 200) return;
    const body = await res.body().catch(() => null);
    if (body) files.push({ url: new URL(res.url()).pathname, gz: gzipSync(body, { level: 9 }).length, text: body.toString('utf8') });
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await browser.close();

  files.sort((a, b) => b.gz - a.gz);
  const total = files.reduce((n, f) => n + f.gz, 0);
  console.log('\nJS fetched by / (signed out), gzip -9:');
  for (const f of files) console.log(`  ${(f.gz / 1024).toFixed(1).padStart(7)} KB  ${f.url}`);
  console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`);
  const found = Object.entries(HEAVY).filter(([, re]) => files.some((f) => re.test(f.text))).map(([name]) => name);
  console.log(found.length ? `  kept-off libraries in the landing load: ${found.join(', ')}` : `  none of ${Object.keys(HEAVY).join(', ')} in the landing load`);
  process.exitCode = total / 1024 <= BUDGET_KB && found.length === 0 ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
