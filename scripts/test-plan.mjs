// What `pnpm test` runs: every check the project has, as steps a scheduler (test-all.mjs) runs side
// by side. `after` names what a step needs first; `load` is how much of the machine it keeps busy
// (cores' worth), so that together the steps fill the machine without starving each other.
import { join } from 'node:path';

/** @param {{ out: string, pnpm: string[], cores: number }} ctx */
export function testPlan({ out, pnpm: P, cores }) {
  const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(out, `${name}.json`)}`];
  return [
    // The longest chain first: e2e waits for the build, then runs one server per Playwright worker.
    { name: 'build', load: cores, cmd: [...P, 'run', 'build'] },
    {
      name: 'e2e',
      after: ['build'],
      load: cores,
      cmd: [...P, 'exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'e2e.json') },
      report: 'e2e.json',
    },
    // Both databases in one run; each test file opens its own database, so files run side by side
    // (most of a server test is waiting on sockets, timers and the database, not on the CPU).
    {
      name: 'server',
      load: cores,
      cmd: [...P, 'exec', 'vitest', 'run', '--project', 'server-pglite', '--project', 'server-postgres', `--maxWorkers=${cores + 1}`, ...vitestJson('server')],
      report: 'server.json',
    },
    // Every story rendered in Chromium: a render error, a failed play function, an API call no story
    // mocks or an accessibility violation fails it.
    { name: 'storybook', load: 1, cmd: [...P, 'exec', 'vitest', 'run', '-c', 'vitest.storybook.config.ts', ...vitestJson('storybook')], report: 'storybook.json' },
    {
      name: 'unit',
      load: 1,
      cmd: [...P, 'exec', 'vitest', 'run', ...['repo', 'shared', 'shell', 'remotes', 'remotes-fresh'].flatMap((p) => ['--project', p]), ...vitestJson('unit')],
      report: 'unit.json',
    },
    { name: 'typecheck', load: 1, cmd: [...P, 'run', 'typecheck'] },
    { name: 'lint', load: 1, cmd: [...P, 'run', 'lint'] },
    // JS per page on the production build: no page past its ceiling, no library twice (bench/size.mjs).
    { name: 'size', after: ['build'], load: 1, cmd: ['node', 'bench/size.mjs', '--ci'] },
    // The static Storybook reviewers open.
    { name: 'sb-build', load: 1, cmd: [...P, 'run', 'storybook:build'] },
  ];
}
