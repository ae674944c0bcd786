// `pnpm test`: every check the project has (scripts/test-plan.mjs), run side by side as the
// machine allows, each step's output kept in .test-results/<step>.log and printed at the end, then
// one summary: each step's time and tests, every failed test and every test that needed a retry.
// `pnpm test unit server` runs only those steps (and not what they wait for).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { root } from './bundles.mjs';
import { pnpm } from './pnpm.mjs';
import { readReport } from './test-report.mjs';
import { testPlan } from './test-plan.mjs';

const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const cores = availableParallelism();
// Steps wait on browsers, sockets and databases much of the time: twice the cores keeps the machine
// busy without the timeouts an overloaded one brings (measured: README, "Tests").
const capacity = Number(process.env.TEST_CAPACITY ?? cores * 2);
const only = process.argv.slice(2);
const plan = testPlan({ out, pnpm: pnpm(), cores }).filter((s) => only.length === 0 || only.includes(s.name));
const names = new Set(plan.map((s) => s.name));
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`.padStart(6);

const waiting = [...plan];
const running = new Map();
const results = new Map();

function ready(step) {
  return (step.after ?? []).every((name) => !names.has(name) || results.has(name));
}

function run(step) {
  const log = join(out, `${step.name}.log`);
  const file = createWriteStream(log);
  const began = Date.now();
  console.log(`${elapsed()}  start ${step.name}`);
  const child = spawn(step.cmd[0], step.cmd.slice(1), { cwd: root, env: { ...process.env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(file, { end: false });
  child.stderr.pipe(file, { end: false });
  running.set(step.name, step);
  child.on('close', (code) => {
    file.end(() => {
      running.delete(step.name);
      const ok = code === 0;
      results.set(step.name, { step, ok, log, seconds: Math.round((Date.now() - began) / 1000), report: readReport(step.report && join(out, step.report)) });
      console.log(`${elapsed()}  ${ok ? 'done ' : 'FAIL '} ${step.name}`);
      schedule();
    });
  });
}

function schedule() {
  let load = [...running.values()].reduce((sum, s) => sum + s.load, 0);
  for (const step of [...waiting]) {
    if (!ready(step)) continue;
    const blockedBy = (step.after ?? []).filter((name) => results.has(name) && !results.get(name).ok);
    if (blockedBy.length) {
      waiting.splice(waiting.indexOf(step), 1);
      results.set(step.name, { step, ok: false, seconds: 0, skippedFor: blockedBy });
      continue;
    }
    // A step bigger than the machine still runs, alone.
    if (load + step.load > capacity && running.size > 0) continue;
    waiting.splice(waiting.indexOf(step), 1);
    load += step.load;
    run(step);
  }
  if (running.size === 0 && waiting.length === 0) finish();
}

function finish() {
  const ordered = plan.map((s) => results.get(s.name));
  // Passing steps' logs first, failing ones last: a reader of the tail sees what went wrong.
  for (const r of [...ordered.filter((r) => r.ok), ...ordered.filter((r) => !r.ok)]) {
    if (!r.log) continue;
    console.log(`\n=== ${r.step.name}: ${r.step.cmd.join(' ')}\n`);
    process.stdout.write(readFileSync(r.log, 'utf8'));
  }
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  const flaky = [];
  console.log(`\n=== Summary (${cores} cores, ${elapsed().trim()} in all)`);
  for (const r of ordered) {
    const c = r.report;
    if (c) {
      passed += c.passed;
      failed += c.failed;
      skipped += c.skipped;
      failures.push(...c.failures);
      flaky.push(...c.flaky);
    }
    const what = r.skippedFor ? `  not run: ${r.skippedFor.join(', ')} failed` : c ? `  ${c.passed} passed, ${c.failed} failed${c.flaky.length ? `, ${c.flaky.length} passed on retry` : ''}` : '';
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.step.name.padEnd(10)} ${String(r.seconds).padStart(4)} s${what}`);
  }
  if (failures.length) console.log(`\nfailed tests:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  if (flaky.length) console.log(`\npassed only on a retry (flaky, fix them):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
  const failedSteps = ordered.filter((r) => !r.ok).length;
  // A failed step without its own count (lint, build…) still counts as a failure.
  console.log(`\ntests: ${passed} passed, ${failed + (failed === 0 ? failedSteps : 0)} failed${skipped ? `, ${skipped} skipped` : ''}${flaky.length ? `, ${flaky.length} flaky` : ''}`);
  process.exit(failedSteps === 0 ? 0 : 1);
}

console.log(`${plan.length} steps on ${cores} cores (capacity ${capacity}); logs in ${out}`);
schedule();
