// `pnpm bench:web`: Lighthouse on the production build, as a phone on a slow network sees it.
// Builds what is stale, starts the production server (embedded database, demo people), signs up
// a person with a complete profile, then runs Lighthouse 12 (default mobile profile: simulated
// slow 4G and a mid-range CPU) 5 times per page (RUNS) and prints the medians. Installs Lighthouse into
// bench/.tools on first use. Not part of CI (minutes of runs, and numbers that vary by machine).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../scripts/bundles.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signUpBenchUser, startProductionServer } from './production-server.mjs';

const LIGHTHOUSE_VERSION = '12.2.3';
const RUNS = Number(process.env.RUNS ?? 5);
const tools = join(root, 'bench/.tools');
// PAGES=/,/feed measures only those (while working on one page); the table is all of them.
const only = process.env.PAGES?.split(',');
// DETAILS=1 also prints, per page, the long tasks and each script's main-thread time of the run
// with the median score: where the total blocking time comes from.
const DETAILS = process.env.DETAILS === '1';
const SIGNED_OUT = ['/', '/signin'].filter((p) => !only || only.includes(p));
const SIGNED_IN = ['/feed', '/profile', '/connections', '/convos', '/events'].filter((p) => !only || only.includes(p));
const GOALS = { '/': { score: 98, lcp: 2000 }, signedIn: { score: 95, lcp: 2500 } };

function ensureLighthouse() {
  const pkg = join(tools, 'node_modules/lighthouse/package.json');
  if (existsSync(pkg)) return;
  console.log(`[bench:web] installing lighthouse@${LIGHTHOUSE_VERSION} into bench/.tools`);
  const r = spawnSync('npm', ['install', '--prefix', tools, '--no-audit', '--no-fund', '-E', `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('could not install lighthouse');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The long tasks and per-script main-thread time of the run whose score is the median. */
function printDetails(path, runs) {
  const run = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  const short = (url) => (url ? new URL(url, 'http://x').pathname : '(no script)');
  console.log(`  ${path}: long tasks (start, duration, script) of the median run, TBT ${run.tbt.toFixed(0)} ms`);
  for (const t of run.longTasks) console.log(`    ${t.startTime.toFixed(0).padStart(6)} ms ${t.duration.toFixed(0).padStart(5)} ms  ${short(t.url)}`);
  console.log('  main-thread time per script (total / scripting / parse+compile, ms)');
  for (const b of run.bootup) console.log(`    ${b.total.toFixed(0).padStart(5)} ${b.scripting.toFixed(0).padStart(5)} ${b.scriptParseCompile.toFixed(0).padStart(5)}  ${short(b.url)}`);
}

ensureLighthouse();
const require = createRequire(join(tools, 'package.json'));
const { default: lighthouse } = await import(pathToFileURL(require.resolve('lighthouse')).href);
const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);

const { base, stop } = await startProductionServer({ seedDemo: true });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
const rows = [];
try {
  const cookie = await signUpBenchUser(base);
  for (const path of [...SIGNED_OUT, ...SIGNED_IN]) {
    const signedIn = SIGNED_IN.includes(path);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        extraHeaders: signedIn ? { cookie } : undefined,
        disableStorageReset: false,
      });
      const { categories, audits } = result.lhr;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        js: (audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script')?.transferSize ?? 0,
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
        longTasks: audits['long-tasks']?.details?.items ?? [],
        bootup: audits['bootup-time']?.details?.items ?? [],
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
      });
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    const goal = path === '/' ? GOALS['/'] : signedIn ? GOALS.signedIn : null;
    rows.push({
      path,
      performance: pick('performance'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      jsKB: pick('js') / 1024,
      failing: [...new Set(runs.flatMap((r) => r.failing))],
      benchmarkIndex: runs.map((r) => r.benchmarkIndex),
      ok: goal ? pick('performance') >= goal.score && pick('lcp') <= goal.lcp : true,
    });
    console.log(`[bench:web] ${path} done`);
    if (DETAILS) printDetails(path, runs);
  }
} finally {
  await chrome.kill();
  stop();
}

console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}, mobile default profile, median of ${RUNS} runs`);
console.log('| page | perf | LCP | CLS | TBT | a11y | best pr. | SEO | JS (transfer) | goal |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.performance.toFixed(0)} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${r.tbt.toFixed(0)} ms | ${r.accessibility.toFixed(0)} | ${r.bestPractices.toFixed(0)} | ${r.seo.toFixed(0)} | ${r.jsKB.toFixed(0)} KB | ${r.ok ? 'met' : 'MISSED'} |`,
  );
}
// Lighthouse scales this machine's own task times by 4 (the CPU throttling), so a slower or busier
// machine scores lower: its benchmark index (higher is faster) tells how this run's machine compares.
const indexes = rows.flatMap((r) => r.benchmarkIndex).sort((a, b) => a - b);
console.log(`machine benchmark index: median ${median(indexes)}, from ${indexes[0]} to ${indexes.at(-1)} over the runs`);
for (const r of rows) if (r.failing.length) console.log(`  ${r.path} failing audits: ${r.failing.join(', ')}`);
process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
