// `pnpm bench:size`: the JavaScript each page makes a browser download, against the budgets.
// Starts the production server (demo people) on a free loopback port and loads, in Chromium, the
// landing page signed out and every signed-in page as a person with a complete profile. For each
// page: the gzipped size of every JS file fetched and its total, the share of each file that never
// ran while the page loaded (V8 coverage), libraries that arrived twice, and whether any library
// kept off the landing load slipped into it (firebase, motion, socket.io-client; and the router,
// query cache and toasts, which the shell loads only when the visitor leaves `/`); and whether
// react-toastify, fetched with the first toast, came with a signed-in page.
// Exits non-zero when a budget is missed, or with `--ci` (the test command's `size` step) when a
// page grows past its ceiling or a library arrives twice.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signUpBenchUser, startProductionServer } from './production-server.mjs';

const BUDGET_KB = { '/': 100, signedIn: 220 };
// `--ci`: fails on what must hold today (each library once, heavy libraries off the landing page,
// no page heavier than its ceiling in size-ceilings.json) and reports the budgets not met yet.
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

/** Bytes of `source` that never ran: V8 block coverage, innermost range wins. */
function unusedBytes(source, functions) {
  const ran = new Uint8Array(source.length);
  const ranges = functions.flatMap((f) => f.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const r of ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, Math.min(r.endOffset, source.length));
  return ran.reduce((n, b) => n + (b ? 0 : 1), 0);
}

async function measure(context, url) {
  const page = await context.newPage();
  const files = [];
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) || res.status() !== 200) return;
    const body = await res.body().catch(() => null);
    if (body) files.push({ url: new URL(res.url()).pathname, gz: gzipSync(body, { level: 9 }).length, text: body.toString('utf8') });
  });
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(url, { waitUntil: 'networkidle' });
  const coverage = await page.coverage.stopJSCoverage();
  await page.close();
  for (const f of files) {
    const entry = coverage.find((c) => new URL(c.url).pathname === f.url);
    f.unused = entry ? unusedBytes(entry.source ?? f.text, entry.functions) / (entry.source ?? f.text).length : 1;
  }
  return files.sort((a, b) => b.gz - a.gz);
}

function report(path, files, budgetKB) {
  const total = files.reduce((n, f) => n + f.gz, 0) / 1024;
  console.log(`\n${path}: JS fetched, gzip -9 (unused while loading)`);
  for (const f of files) console.log(`  ${(f.gz / 1024).toFixed(1).padStart(7)} KB  ${String(Math.round(f.unused * 100)).padStart(3)} %  ${f.url}`);
  console.log(`  ${total.toFixed(1).padStart(7)} KB  total (budget ${budgetKB} KB)`);
  const twice = Object.entries(ONCE).filter(([, re]) => files.filter((f) => re.test(f.text)).length > 1).map(([name]) => name);
  for (const name of twice) console.log(`  more than once: ${name} in ${files.filter((f) => ONCE[name].test(f.text)).map((f) => f.url).join(', ')}`);
  // Small chunks are mostly glue whose unused share says little; the rule is for real weight.
  const wasteful = files.filter((f) => f.gz > 2048 && f.unused > MAX_UNUSED).map((f) => f.url);
  if (wasteful.length) console.log(`  over ${MAX_UNUSED * 100} % unused: ${wasteful.join(', ')}`);
  const ceiling = CEILINGS[path];
  if (ceiling === undefined || total > ceiling) console.log(`  heavier than its ceiling (${ceiling ?? 'none'} KB in size-ceilings.json)`);
  return {
    path,
    total,
    budgetKB,
    wasteful,
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
    const files = await measure(member, `${base}${path}`);
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
console.log('\n| page | JS gzip | size budget | chunks over 60 % unused | all budgets | ceiling |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  const size = `${r.total <= r.budgetKB ? 'met' : 'MISSED'} (${r.budgetKB} KB)`;
  const unused = r.wasteful.length ? r.wasteful.map((url) => url.split('/').pop()).join(', ') : 'none';
  console.log(`| ${r.path} | ${r.total.toFixed(1)} KB | ${size} | ${unused} | ${r.ok ? 'met' : 'MISSED'} | ${r.holds ? 'held' : 'BROKEN'} |`);
}
process.exitCode = rows.every((r) => (CI ? r.holds : r.ok)) ? 0 : 1;
