// `pnpm bench:size`: the JavaScript each page makes a browser download, against the budgets.
// Starts the production server (demo people) on a free loopback port and loads, in Chromium, the
// landing page signed out and every signed-in page as a person with a complete profile. For each
// page: the gzipped size of every JS file fetched and its total (a signed-in page's until the live
// socket's script, which comes once the page has settled, has arrived too), the share of each file
// that never ran while the page loaded (V8 coverage by function, as Lighthouse counts it; by block
// beside it; the rule leaves out the late socket script), libraries that arrived twice, and whether any library
// kept off the landing load slipped into it (firebase, motion, socket.io-client; and the router,
// query cache and toasts, which the shell loads only when the visitor leaves `/`); and whether
// react-toastify, fetched with the first toast, came with a signed-in page.
// Exits non-zero when a budget is missed (size, each library once, no chunk over 60 % unused), and
// with `--ci` (the test command's `size` step) also when a page grows past its ceiling.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signUpBenchUser, startProductionServer } from './production-server.mjs';

const BUDGET_KB = { '/': 100, signedIn: 220 };
// `--ci`: the budgets, and no page heavier than its ceiling in size-ceilings.json (this build + 2 %:
// growth shows up in the change that causes it, not when a budget finally breaks).
const CI = process.argv.includes('--ci');
const { pages: CEILINGS } = JSON.parse(readFileSync(new URL('./size-ceilings.json', import.meta.url), 'utf8'));
const MAX_UNUSED = 0.6;
const SIGNED_IN = ['/feed', '/profile', '/connections', '/reqs/review', '/convos', '/events'];
// Strings only these libraries' code contains (not their share keys, which the MF runtime lists).
const HEAVY = {
  firebase: /FirebaseError|firebaseapp\.com/,
  motion: /dragConstraints|whileHover|MotionGlobalConfig/,
  'socket.io-client': /xhr poll error|websocket error|transport close/,
  'react-router': /inside another <Router>/,
  '@tanstack/react-query': /No QueryClient set/,
  'react-toastify': /Toastify__toast-container/,
};
// Each must arrive at most once per page.
const ONCE = { zod: /ZodError/, axios: /ERR_BAD_RESPONSE/, '@tanstack/react-query': /No QueryClient set/, 'react-router': /inside another <Router>/, motion: /MotionGlobalConfig/, 'react-dom': /__reactContainer/ };

/** Share of `source` that never ran in any of its `copies` (V8 coverage ranges, innermost range wins). */
function unusedShare(source, copies) {
  const ranAnywhere = new Uint8Array(source.length);
  for (const functions of copies) {
    const ran = new Uint8Array(source.length);
    const ranges = functions.flatMap((f) => f.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
    for (const r of ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, Math.min(r.endOffset, source.length));
    for (let i = 0; i < ran.length; i++) ranAnywhere[i] |= ran[i];
  }
  return ranAnywhere.reduce((n, b) => n + (b ? 0 : 1), 0) / source.length;
}

/** Runs in the page: the screen is drawn (the layout's main region holds it, with no skeleton). */
const PAGE_DRAWN = () => {
  const main = document.getElementById('main');
  return main !== null && main.childElementCount > 0 && main.querySelector('[data-loading], [aria-busy="true"]') === null;
};

/**
 * Loads `url` and returns, per script URL, the coverage of everything V8 compiled from it until the
 * screen was drawn and the network went quiet. `detailed: false` counts whole functions, as
 * Lighthouse's "unused JavaScript" audit and the figures do; `detailed: true` counts blocks
 * (branches never taken inside a function that ran are unused too). A file compiled twice (a chunk named in the page and asked for
 * again by the runtime) is one file: its byte ran if either copy ran it.
 */
async function loadWithCoverage(context, url, detailed, { onResponse, beforeClose, settled = false } = {}) {
  const page = await context.newPage();
  if (onResponse) page.on('response', onResponse);
  const lateScript = settled ? page.waitForResponse((res) => AFTER_PAGE_SETTLED.test(new URL(res.url()).pathname), { timeout: 30_000 }) : null;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A quiet network is not a drawn page: on a slow machine the scripts can all have arrived while
  // the router half and the remote have not run yet. Wait for the screen itself (no skeleton).
  await page.waitForFunction(PAGE_DRAWN, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  if (lateScript) {
    await lateScript;
    await page.waitForLoadState('networkidle');
  }
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  await beforeClose?.();
  await page.close();
  const byPath = new Map();
  for (const script of result) {
    if (!/^https?:/.test(script.url)) continue;
    const path = new URL(script.url).pathname;
    byPath.set(path, [...(byPath.get(path) ?? []), script.functions]);
  }
  return byPath;
}

// The live socket's script (~13 KB), fetched 2 s after the load event (shared/src/live/page-settled.ts),
// on every signed-in page: not part of the first screen, but part of what the page downloads. A
// signed-in page is measured until it has arrived (and the socket has connected), so every run
// counts it, whatever the machine's speed.
const AFTER_PAGE_SETTLED = /^\/static\/js\/async\/live-socket\./;

async function measure(context, url, { settled = false } = {}) {
  const files = [];
  const bodies = [];
  const onResponse = (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) || res.status() !== 200) return;
    bodies.push(
      res.body().then(
        (body) => {
          const url = new URL(res.url()).pathname;
          files.push({ url, gz: gzipSync(body, { level: 9 }).length, text: body.toString('utf8'), late: AFTER_PAGE_SETTLED.test(url) });
        },
        () => {},
      ),
    );
  };
  const functions = await loadWithCoverage(context, url, false, { onResponse, beforeClose: () => Promise.all(bodies), settled });
  const blocks = await loadWithCoverage(context, url, true, { settled });
  for (const f of files) {
    // Fetched but never run (nothing compiled from it) is all unused.
    f.unused = functions.has(f.url) ? unusedShare(f.text, functions.get(f.url)) : 1;
    f.unusedBlocks = blocks.has(f.url) ? unusedShare(f.text, blocks.get(f.url)) : 1;
  }
  return files.sort((a, b) => b.gz - a.gz);
}

function report(path, files, budgetKB) {
  const total = files.reduce((n, f) => n + f.gz, 0) / 1024;
  console.log(`\n${path}: JS fetched, gzip -9, unused while loading (functions, the rule / blocks)`);
  const pct = (share) => `${String(Math.round(share * 100)).padStart(3)} %`;
  for (const f of files) console.log(`  ${(f.gz / 1024).toFixed(1).padStart(7)} KB  ${pct(f.unused)} /${pct(f.unusedBlocks)}  ${f.url}${f.late ? '  (after the page settled)' : ''}`);
  console.log(`  ${total.toFixed(1).padStart(7)} KB  total (budget ${budgetKB} KB)`);
  const twice = Object.entries(ONCE).filter(([, re]) => files.filter((f) => re.test(f.text)).length > 1).map(([name]) => name);
  for (const name of twice) console.log(`  more than once: ${name} in ${files.filter((f) => ONCE[name].test(f.text)).map((f) => f.url).join(', ')}`);
  // Small chunks are mostly glue whose unused share says little; the rule is for real weight, and
  // for what loads with the page: the live socket's script runs what a connection needs once it
  // arrives, and the rest (reconnection, the polling fallback) when it is needed.
  const weighty = files.filter((f) => f.gz > 2048 && !f.late);
  const wasteful = weighty.filter((f) => f.unused > MAX_UNUSED).map((f) => f.url);
  const worst = weighty.reduce((a, f) => (a && a.unused >= f.unused ? a : f), null);
  if (wasteful.length) console.log(`  over ${MAX_UNUSED * 100} % unused: ${wasteful.join(', ')}`);
  const ceiling = CEILINGS[path];
  if (ceiling === undefined || total > ceiling) console.log(`  heavier than its ceiling (${ceiling ?? 'none'} KB in size-ceilings.json)`);
  return {
    path,
    total,
    budgetKB,
    wasteful,
    worst: worst ? `${Math.round(worst.unused * 100)} % ${worst.url.split('/').pop()}` : '',
    ok: total <= budgetKB && twice.length === 0 && wasteful.length === 0,
    holds: twice.length === 0 && ceiling !== undefined && total <= ceiling,
  };
}

const { base, stop } = await startProductionServer({ seedDemo: true });
const rows = [];
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const visitor = await browser.newContext();
  const landing = await measure(visitor, `${base}/`);
  rows.push(report('/ (signed out)', landing, BUDGET_KB['/']));
  const found = Object.entries(HEAVY).filter(([, re]) => landing.some((f) => re.test(f.text))).map(([name]) => name);
  console.log(found.length ? `  kept-off libraries in the landing load: ${found.join(', ')}` : `  none of ${Object.keys(HEAVY).join(', ')} in the landing load`);
  if (found.length) rows[0].ok = rows[0].holds = false;

  const cookie = await signUpBenchUser(base);
  const member = await browser.newContext();
  await member.addCookies(cookie.split('; ').map((pair) => ({ name: pair.split('=')[0], value: pair.slice(pair.indexOf('=') + 1), url: base })));
  for (const path of SIGNED_IN) {
    const files = await measure(member, `${base}${path}`, { settled: true });
    const row = report(path, files, BUDGET_KB.signedIn);
    // Fetched with the first toast (@hackmate/shared/toast), never with the page.
    if (files.some((f) => HEAVY['react-toastify'].test(f.text))) {
      console.log('  react-toastify in the load: something imports it instead of @hackmate/shared/toast');
      row.ok = row.holds = false;
    }
    rows.push(row);
  }
  await browser.close();
} finally {
  stop();
}
console.log('\n| page | JS gzip | size budget | most unused chunk (functions) | chunks over 60 % unused | all budgets | ceiling |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  const size = `${r.total <= r.budgetKB ? 'met' : 'MISSED'} (${r.budgetKB} KB)`;
  const unused = r.wasteful.length ? r.wasteful.map((url) => url.split('/').pop()).join(', ') : 'none';
  console.log(`| ${r.path} | ${r.total.toFixed(1)} KB | ${size} | ${r.worst} | ${unused} | ${r.ok ? 'met' : 'MISSED'} | ${r.holds ? 'held' : 'BROKEN'} |`);
}
process.exitCode = rows.every((r) => r.ok && (!CI || r.holds)) ? 0 : 1;
