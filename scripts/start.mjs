// `pnpm start`: build what is stale, then run ONE server on http://localhost:3000 serving the API,
// real time, the shell and every remote (single origin), with an embedded database by default.
// The server runs as plain Node on its compiled output: no TypeScript compiler at run time.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_MAIN, root, serverStale, staleBundles } from './bundles.mjs';
import { runPnpm } from './pnpm.mjs';

const stale = [...staleBundles(), ...(serverStale() ? ['server'] : [])];
if (stale.length > 0) {
  console.log(`Building ${stale.join(', ')}…`);
  const filters = stale.flatMap((b) => ['--filter', `./${b}`]);
  const r = runPnpm([...filters, 'run', 'build']);
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
  cwd: join(root, 'server'),
  stdio: 'inherit',
  env: { PORT: '3000', SERVE_CLIENT: 'true', CLIENT_DIR: root, DATA_DIR: join(root, 'data'), ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
