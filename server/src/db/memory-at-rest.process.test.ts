import { afterAll, expect, it } from 'vitest';
import { rssMb, startServer, type ServerProcess } from '../testing/process';

// A newcomer's first `npm start`: the compiled server on a fresh DATA_DIR, the embedded database
// (no DATABASE_URL) and the demo developers it adds. It used to idle at 0.7-0.9 GB, almost all of
// it PGlite's WASM memory, which never shrinks: what initdb and the default shared_buffers
// touched once stayed resident (see db/pglite.ts).
const LIMIT_MB = 350;
// Start-up garbage is collected within seconds of going idle; measure after that, over a while.
const SETTLE_MS = 10_000;
const SAMPLES = 10;

let server: ServerProcess | undefined;
afterAll(() => server?.stop());

it(`idles within ${LIMIT_MB} MB resident on a fresh embedded database with the demo data`, async () => {
  server = await startServer({ seedDemo: true, logLevel: 'info' });
  expect(server.output()).toMatch(/Demo data: added 60 developers/);

  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    samples.push(rssMb(server.child.pid!));
    await new Promise((r) => setTimeout(r, 1_000));
  }
  expect(Math.max(...samples), `RSS samples (MB) once settled: ${samples.join(', ')}`).toBeLessThanOrEqual(LIMIT_MB);
}, 120_000);
