// `pnpm test`: every check the project has, in the order that fails fastest, with one summary.
// Vitest and Playwright write JSON reports so the closing line can count individual tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './bundles.mjs';
import { pnpm } from './pnpm.mjs';

const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = process.argv.slice(2);
const P = pnpm();
const steps = [
  { name: 'lint', cmd: [...P, 'run', 'lint'] },
  { name: 'typecheck', cmd: [...P, 'run', 'typecheck'] },
  { name: 'unit', cmd: [...P, 'exec', 'vitest', 'run', '--project', 'repo', '--project', 'shared', '--project', 'shell', '--project', 'remotes', '--reporter=default', '--reporter=json', `--outputFile.json=${join(out, 'unit.json')}`], report: 'unit.json' },
  { name: 'server', cmd: [...P, 'exec', 'vitest', 'run', '--project', 'server-pglite', '--project', 'server-postgres', '--reporter=default', '--reporter=json', `--outputFile.json=${join(out, 'server.json')}`], report: 'server.json' },
  { name: 'build', cmd: [...P, 'run', 'build'] },
  // JS per page on the production build: no page past its ceiling, no library twice (bench/size.mjs).
  { name: 'size', cmd: ['node', 'bench/size.mjs', '--ci'] },
  // Every story rendered in Chromium: a render error, a failed play function, an API call no story
  // mocks or an accessibility violation fails it. Then the static Storybook reviewers open.
  { name: 'storybook', cmd: [...P, 'exec', 'vitest', 'run', '-c', 'vitest.storybook.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${join(out, 'storybook.json')}`], report: 'storybook.json' },
  { name: 'sb-build', cmd: [...P, 'run', 'storybook:build'] },
  { name: 'e2e', cmd: [...P, 'exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'e2e.json') }, report: 'e2e.json' },
].filter((s) => only.length === 0 || only.includes(s.name));

function counts(step) {
  const file = step.report && join(out, step.report);
  if (!file || !existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if (r.stats) return { passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected, skipped: r.stats.skipped };
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) };
}

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  results.push({ name: step.name, ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000), counts: counts(step) });
  if (r.status !== 0) console.error(`=== ${step.name} FAILED (exit ${r.status})`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n=== Summary');
for (const r of results) {
  const c = r.counts;
  if (c) {
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
  }
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${String(r.seconds).padStart(4)} s${c ? `  ${c.passed} passed, ${c.failed} failed` : ''}`);
}
const failedSteps = results.filter((r) => !r.ok).length;
// A failed step without its own count (lint, build…) still counts as a failure.
console.log(`\ntests: ${passed} passed, ${failed + (failed === 0 ? failedSteps : 0)} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps === 0 ? 0 : 1);
