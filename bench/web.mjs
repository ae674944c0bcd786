// `pnpm bench:web`: Lighthouse on the production build, as a phone on a slow network sees it.
// Builds what is stale, starts the production server (embedded database, demo people), signs up
// a person with a complete profile, then runs Lighthouse 12 (default mobile profile: simulated
// slow 4G and a mid-range CPU) 5 times per page (RUNS) and prints the medians against the goals.
// The CPU slowdown is calibrated to this machine's benchmark index (bench/calibration.mjs): each
// run's multiplier comes from the index Lighthouse measured on the run before it (the first from a
// short throwaway pass), so a fast or a busy machine still measures the same phone. CALIBRATE=0
// keeps Lighthouse's fixed 4× and refuses to judge a page whose runs' index fell outside the range
// 4× is calibrated for. Installs Lighthouse into bench/.tools on first use. Not part of CI (minutes
// of runs, and numbers that vary by machine).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../scripts/bundles.mjs';
import { CALIBRATED_RANGE, DEFAULT_MULTIPLIER, inCalibratedRange, measureBenchmarkIndex, multiplierFor } from './calibration.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signUpBenchUser, startProductionServer } from './production-server.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const RUNS = Number(process.env.RUNS ?? 5);
const CALIBRATE = process.env.CALIBRATE !== '0';
const tools = join(root, 'bench/.tools');
// PAGES=/,/feed measures only those (while working on one page); the table is all of them.
const only = process.env.PAGES?.split(',');
// DETAILS=1 also prints, per page, the long tasks and each script's main-thread time of the run
// with the median score: where the total blocking time comes from.
const DETAILS = process.env.DETAILS === '1';
const SIGNED_OUT = ['/', '/signin'].filter((p) => !only || only.includes(p));
const SIGNED_IN = ['/feed', '/profile', '/connections', '/convos', '/events'].filter((p) => !only || only.includes(p));
// Issue #39's goals. Every page: CLS 0 and accessibility, best practices and SEO 100; `/` and the
// signed-in pages also a score, LCP and TBT.
const GOALS = {
  '/': { score: 99, lcp: 1200, tbt: 50 },
  signedIn: { score: 98, lcp: 1800, tbt: 150 },
  every: { cls: 0, accessibility: 100, bestPractices: 100, seo: 100 },
};

/** What a page's medians miss of its goals (empty: met). */
function missed(row, goal) {
  const misses = [];
  if (goal && row.performance < goal.score) misses.push(`perf < ${goal.score}`);
  if (goal && row.lcp > goal.lcp) misses.push(`LCP > ${goal.lcp / 1000} s`);
  if (goal && row.tbt > goal.tbt) misses.push(`TBT > ${goal.tbt} ms`);
  if (row.cls > GOALS.every.cls) misses.push('CLS > 0');
  for (const key of ['accessibility', 'bestPractices', 'seo']) if (row[key] < GOALS.every[key]) misses.push(`${key} < 100`);
  return misses;
}

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
const load = loadavg();
try {
  const cookie = await signUpBenchUser(base);
  // The index right now, from a throwaway pass; then each run's own, for the run after it.
  let lastIndex = await measureBenchmarkIndex(lighthouse, `${base}/`, chrome.port);
  console.log(`[bench:web] benchmark index ${lastIndex.toFixed(0)} before the first run`);
  for (const path of [...SIGNED_OUT, ...SIGNED_IN]) {
    const signedIn = SIGNED_IN.includes(path);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const cpuSlowdownMultiplier = CALIBRATE ? multiplierFor(lastIndex) : DEFAULT_MULTIPLIER;
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        extraHeaders: signedIn ? { cookie } : undefined,
        disableStorageReset: false,
        // Only the CPU part of the default mobile throttling changes (Lighthouse merges the rest).
        throttling: { cpuSlowdownMultiplier },
      });
      const { categories, audits, environment } = result.lhr;
      lastIndex = environment.benchmarkIndex;
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
        benchmarkIndex: environment.benchmarkIndex,
        multiplier: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
      });
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    const goal = path === '/' ? GOALS['/'] : signedIn ? GOALS.signedIn : null;
    const row = {
      path,
      performance: pick('performance'),
      lcp: pick('lcp'),
      // CLS to the three decimals it is shown with: 0.000 is the goal's 0.
      cls: Math.round(pick('cls') * 1000) / 1000,
      tbt: pick('tbt'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      jsKB: pick('js') / 1024,
      failing: [...new Set(runs.flatMap((r) => r.failing))],
      index: pick('benchmarkIndex'),
      multiplier: pick('multiplier'),
      // With the fixed 4×, a run on a machine outside the calibrated range says nothing about a phone.
      judged: CALIBRATE || runs.every((r) => inCalibratedRange(r.benchmarkIndex)),
    };
    row.misses = missed(row, goal);
    rows.push(row);
    console.log(`[bench:web] ${path} done`);
    if (DETAILS) printDetails(path, runs);
  }
} finally {
  await chrome.kill();
  stop();
}

const how = CALIBRATE
  ? `CPU slowdown calibrated to the benchmark index (4 × index / 1,800, from the run before each run)`
  : `fixed 4× CPU slowdown, judged only when every run's index is within ${CALIBRATED_RANGE.join('–')}`;
console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}, mobile profile, ${how}; median of ${RUNS} runs; load average at start ${load.map((l) => l.toFixed(2)).join(' ')}`);
console.log('| page | perf | LCP | CLS | TBT | a11y | best pr. | SEO | JS (transfer) | index | CPU × | goals |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const verdict = !r.judged ? 'not judged (index outside the calibrated range)' : r.misses.length ? `FAIL: ${r.misses.join(', ')}` : 'pass';
  console.log(
    `| ${r.path} | ${r.performance.toFixed(0)} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${r.tbt.toFixed(0)} ms | ${r.accessibility.toFixed(0)} | ${r.bestPractices.toFixed(0)} | ${r.seo.toFixed(0)} | ${r.jsKB.toFixed(0)} KB | ${r.index.toFixed(0)} | ${r.multiplier.toFixed(1)} | ${verdict} |`,
  );
}
console.log(`load average at the end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const r of rows) if (r.failing.length) console.log(`  ${r.path} failing audits: ${r.failing.join(', ')}`);
process.exitCode = rows.every((r) => r.judged && !r.misses.length) ? 0 : 1;
