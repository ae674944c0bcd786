// Reads the JSON reports Vitest and Playwright write, for test-all.mjs's summary: how many tests,
// which failed, and which passed only on a retry (a flaky test, named so that it gets fixed).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { root } from './bundles.mjs';

/** @returns {{ passed: number, failed: number, skipped: number, failures: string[], flaky: string[] } | null} */
export function readReport(file) {
  if (!file || !existsSync(file)) return null;
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  return report.stats ? playwright(report) : vitest(report);
}

function vitest(r) {
  const failures = [];
  for (const file of r.testResults ?? []) {
    const name = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) failures.push(`${name} › ${t.fullName}`);
    // A file that failed to load or whose hooks threw has no failed test of its own.
    if (file.status === 'failed' && failed.length === 0) failures.push(`${name}: ${(file.message ?? 'failed').split('\n')[0]}`);
  }
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0), failures, flaky: [] };
}

function playwright(r) {
  const failures = [];
  const flaky = [];
  const walk = (suite, outer) => {
    // A file's suite is titled by its path; a describe block's title is part of each test's name.
    const titles = suite.title && suite.title !== suite.file ? [...outer, suite.title] : outer;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const name = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
        if (t.status === 'unexpected') failures.push(name);
        if (t.status === 'flaky') flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of r.suites ?? []) walk(suite, []);
  return { passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected, skipped: r.stats.skipped, failures, flaky };
}
