import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { readReport } from './test-report.mjs';

const write = (name: string, body: unknown) => {
  const file = join(mkdtempSync(join(tmpdir(), 'report-')), name);
  writeFileSync(file, JSON.stringify(body));
  return file;
};

it("names each failed Vitest test, and a file that failed without a test of its own", () => {
  const file = write('unit.json', {
    numPassedTests: 1,
    numFailedTests: 1,
    numPendingTests: 0,
    testResults: [
      { name: join(process.cwd(), 'a/a.test.ts'), status: 'failed', assertionResults: [{ status: 'passed', fullName: 'ok' }, { status: 'failed', fullName: 'suite breaks' }] },
      { name: join(process.cwd(), 'b/b.test.ts'), status: 'failed', message: 'Cannot find module x\n  at …', assertionResults: [] },
    ],
  });
  const report = readReport(file);
  expect(report).toMatchObject({ passed: 1, failed: 1, skipped: 0, flaky: [] });
  expect(report.failures).toEqual(['a/a.test.ts › suite breaks', 'b/b.test.ts: Cannot find module x']);
});

it('counts a Playwright test that passed on a retry as passed, and names it as flaky', () => {
  const spec = (title: string, line: number, status: string) => ({ title, file: 'shell.spec.ts', line, tests: [{ status }] });
  const file = write('e2e.json', {
    stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
    suites: [
      {
        title: 'shell.spec.ts',
        file: 'shell.spec.ts',
        specs: [spec('loads', 3, 'expected')],
        suites: [{ title: 'remotes', file: 'shell.spec.ts', specs: [spec('stylesheet once', 90, 'flaky'), spec('retry', 120, 'unexpected')] }],
      },
    ],
  });
  const report = readReport(file);
  expect(report).toMatchObject({ passed: 2, failed: 1, skipped: 0 });
  expect(report.flaky).toEqual(['shell.spec.ts:90 › remotes › stylesheet once']);
  expect(report.failures).toEqual(['shell.spec.ts:120 › remotes › retry']);
});

it('has nothing to say of a step that wrote no report', () => {
  expect(readReport(join(tmpdir(), 'no-such-report.json'))).toBeNull();
});
