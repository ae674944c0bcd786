// `pnpm start`: build what is stale, then run ONE server on http://localhost:3000 serving the API,
// real time, the shell and every remote (single origin), with an embedded database by default.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root, staleBundles } from './bundles.mjs';
import { runPnpm } from './pnpm.mjs';

const stale = staleBundles();
if (stale.length > 0) {
  console.log(`Building ${stale.join(', ')}…`);
  const filters = stale.flatMap((b) => ['--filter', `./${b}`]);
  const r = runPnpm([...filters, 'run', 'build']);
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(join(root, 'server/node_modules/.bin/tsx'), ['src/main.ts'], {
  cwd: join(root, 'server'),
  stdio: 'inherit',
  env: { PORT: '3000', SERVE_CLIENT: 'true', CLIENT_DIR: root, DATA_DIR: join(root, 'data'), ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
