import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const shellDir = join(import.meta.dirname, '../../../shell');

/**
 * Builds only the shell's server build (its `node` environment) into `outDir`, as `pnpm build`
 * does into shell/dist/server: the server tests run beside the real build, so never into it.
 */
export async function buildShellServer(outDir: string): Promise<void> {
  await promisify(execFile)(join(shellDir, 'node_modules/.bin/rsbuild'), ['build', '--environment', 'node'], {
    cwd: shellDir,
    env: { ...process.env, SHELL_SERVER_DIST: outDir, NODE_ENV: 'production' },
  });
}
