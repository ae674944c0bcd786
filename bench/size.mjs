// `pnpm bench:size`: what a signed-out visitor's browser downloads for `/`.
// Starts the production server on a free loopback port, loads the landing page in Chromium,
// and prints the gzipped size of every JS file fetched, the total, and whether any library kept
// off that load slipped into it (firebase, motion, socket.io-client; and the router, query cache
// and toasts, which the shell loads only when the visitor leaves `/`).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startProductionServer } from './production-server.mjs';

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

const { base, stop } = await startProductionServer();

try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
  stop();
}
