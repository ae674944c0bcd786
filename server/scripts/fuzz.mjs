// `pnpm fuzz` (root or server/): the fuzz tests of src/testing/fuzz/ on both databases, much
// longer than in CI and from a new seed each time (FUZZ_SEED to repeat one, FUZZ_RUNS and
// FUZZ_SECONDS to change the length). Extra arguments go to vitest, e.g. `-t "GET /api/feed"`.
import { spawnSync } from 'node:child_process';

const seed = process.env.FUZZ_SEED || String(Math.floor(Math.random() * 2 ** 31));
console.log(`Fuzzing from seed ${seed}; repeat with FUZZ_SEED=${seed} pnpm fuzz`);
const args = ['run', '--root', '..', '--project', 'server-pglite', '--project', 'server-postgres', 'server/src/testing/fuzz/', ...process.argv.slice(2)];
const run = spawnSync('vitest', args, { stdio: 'inherit', env: { ...process.env, FUZZ_LONG: '1', FUZZ_SEED: seed } });
if (run.error) throw run.error;
process.exit(run.status ?? 1);
