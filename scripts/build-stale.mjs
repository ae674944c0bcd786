// Before `npm start` (scripts/start.sh): build the bundles and the server whose sources are newer
// than their output, so a fresh clone or a pulled change starts without a separate build.
import { serverStale, staleBundles } from './bundles.mjs';
import { runPnpm } from './pnpm.mjs';

const stale = [...staleBundles(), ...(serverStale() ? ['server'] : [])];
if (stale.length > 0) {
  console.log(`Building ${stale.join(', ')}…`);
  const filters = stale.flatMap((b) => ['--filter', `./${b}`]);
  const r = runPnpm([...filters, 'run', 'build']);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
