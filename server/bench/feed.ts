/**
 * Feed bench: `pnpm bench:feed [--viewers 1000] [--seconds 20] [--sizes 100000,1000000] [--profile dir]`.
 *
 * A fresh PostgreSQL database seeded with 100k, then 1M demo developers; the compiled server
 * (production) started on it at each size; 1,000 signed-in people browsing at once, each as a
 * person does (open the feed, read a card for 2–8 s and swipe — a real POST per card —,
 * follow the cursor, sometimes other filters). Per size it reports: time from start to the first page, page and swipe latencies under
 * that traffic, the capacity of computed pages (the same people only paging: every request a new
 * page) next to the same run's bare hello-world rate, recall@20 of sampled first pages against
 * brute force, and the server's memory. It checks the goals and drops its database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { hashPassword, startSession } from '../src/modules/auth';
import { seedUsers } from '../src/modules/seed';
import { freePort } from '../src/testing/free-port';
import { PROCESS_JWT_SECRET, buildServer, startServer, type ServerProcess } from '../src/testing/server-process';
import { BenchClient, Timings } from './feed-client';
import { browse, hello, type BenchViewer } from './feed-load';
import { SKILLS_AND_EXPERIENCE, recallAt20 } from './feed-recall';
import { admin, dbUrl, logger, ms, percentile, rssMb } from './support';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    viewers: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '20' },
    sizes: { type: 'string', default: '100000,1000000' },
    // A folder for the server's CPU profiles (node --cpu-prof), to see where a page's time goes.
    profile: { type: 'string' },
  },
});
const VIEWERS = Number(args.viewers);
const SECONDS = Number(args.seconds);
const SIZES = args.sizes.split(',').map(Number);
if (!(VIEWERS > 0) || !(SECONDS > 0) || SIZES.some((n) => !(n > VIEWERS))) {
  console.error('usage: bench:feed [--viewers N] [--seconds S] [--sizes 100000,1000000]');
  process.exit(2);
}
// A thousand people open the app over this long before the measured browsing starts.
const ARRIVAL_SECONDS = 10;
const GOALS = { pageShareOfHello: 0.1, pageP95: (n: number) => (n > 200_000 ? 25 : 10), swipeP95: 10, recall: 0.95 };
const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const log = logger('bench:feed');

async function viewersOf(database: Database, count: number): Promise<BenchViewer[]> {
  const rows = await database.db.select({ id: users.id }).from(users).orderBy(sql`random()`).limit(count);
  const sessions = [];
  for (let i = 0; i < rows.length; i += 100) {
    sessions.push(...(await Promise.all(rows.slice(i, i + 100).map((r) => startSession(database.db, PROCESS_JWT_SECRET, r.id, 'bench')))));
  }
  return sessions.map((s) => ({ id: s.userId, cookie: `token=${s.token}` }));
}

async function startHello(): Promise<{ url: URL; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('./hello-server.mjs', import.meta.url)), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return { url: new URL(`http://127.0.0.1:${port}`), child };
}

// The capacity phase alternates with hello-world in rounds: whatever the machine does meanwhile
// (the database's own work, other processes) then weighs on both sides of the ratio alike.
const ROUNDS = 4;

async function pagingBesideHello(app: BenchClient, bare: BenchClient, viewers: BenchViewer[]) {
  const paging = { pages: new Timings(), seconds: 0 };
  const ceiling = { timings: new Timings(), seconds: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const pages = await browse(app, viewers, SECONDS / ROUNDS, false);
    paging.pages.absorb(pages.pages);
    paging.seconds += pages.seconds;
    const answered = await hello(bare, VIEWERS, SECONDS / ROUNDS);
    ceiling.timings.absorb(answered.timings);
    ceiling.seconds += answered.seconds;
  }
  return { paging, ceiling };
}

interface Row {
  size: number;
  row: Record<string, string | number>;
  pass: boolean;
}

async function measure(database: Database, url: string, size: number): Promise<Row> {
  const viewers = await viewersOf(database, VIEWERS);
  const started = Date.now();
  const server: ServerProcess = await startServer({
    databaseUrl: url,
    nodeEnv: 'production',
    logLevel: 'info',
    // One machine plays a thousand people: the per-address and per-person limits are not what is measured.
    env: { RATE_LIMIT_SCALE: '1000', USER_REQUESTS_PER_MINUTE: '1000000' },
    ...(args.profile ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] } : {}),
  });
  const app = new BenchClient(new URL(server.baseUrl), VIEWERS);
  // The index loads after the server answers its health check: the first page waits for it.
  const first = await app.request('GET', '/api/feed?limit=20', viewers[0]!.cookie);
  const firstPageAfter = (Date.now() - started) / 1000;
  const helloServer = await startHello();
  try {
    if (first.status !== 200) throw new Error(`first page answered ${first.status}`);
    const bare = new BenchClient(helloServer.url, VIEWERS);
    // Everyone arrives first, over ARRIVAL_SECONDS (their first page, reported on its own), so the
    // lively phase measures people browsing rather than a thousand logins in the same second.
    const arrival = new Timings();
    await Promise.all(
      viewers.map(async (v, n) => {
        await new Promise((r) => setTimeout(r, (n / viewers.length) * ARRIVAL_SECONDS * 1000));
        arrival.add(await app.request('GET', '/api/feed?limit=20', v.cookie));
      }),
    );
    log(`${size.toLocaleString('en')}: people browsing and swiping for ${SECONDS} s`);
    const lively = await browse(app, viewers, SECONDS, true);
    log(`${size.toLocaleString('en')}: the same people only paging for ${SECONDS} s, taking turns with hello-world`);
    const { paging, ceiling } = await pagingBesideHello(app, bare, viewers);
    const recall = await recallAt20(database.db, app, viewers.slice(0, 30));
    const filteredRecall = await recallAt20(database.db, app, viewers.slice(30, 60), SKILLS_AND_EXPERIENCE);
    const [pages, swipes, pageOnly] = [lively.pages.sorted(), lively.swipes.sorted(), paging.pages.sorted()];
    const pageRps = pageOnly.length / paging.seconds;
    const helloRps = ceiling.timings.ms.length / ceiling.seconds;
    const phases = [['arrival', arrival], ['browsing', lively.pages], ['swiping', lively.swipes], ['paging', paging.pages]] as const;
    for (const [phase, timings] of phases) for (const line of timings.firstErrors) log(`${size.toLocaleString('en')}: refused while ${phase}: ${line}`);
    if (phases.some(([, timings]) => timings.errors > 0)) {
      // What the server warned about (pino levels 40 and up), the first thing to read about refusals.
      const warnings = server.output().split('\n').filter((line) => /"level":(4|5|6)0/.test(line));
      for (const line of warnings.slice(0, 10)) log(`server: ${line.slice(0, 400)}`);
    }
    const indexLine = /"people":(\d+)[^\n]*?"mb":([\d.]+)[^\n]*"msg":"matching index loaded"/.exec(server.output());
    const row = {
      developers: size,
      'first page after start': `${firstPageAfter.toFixed(1)} s`,
      'pages/s (paging only)': Math.round(pageRps),
      'hello-world/s': Math.round(helloRps),
      'pages vs hello': `${((pageRps / helloRps) * 100).toFixed(1)} %`,
      'arrival p95': ms(percentile(arrival.sorted(), 95)),
      'page p50': ms(percentile(pages, 50)),
      'page p95': ms(percentile(pages, 95)),
      'page p99': ms(percentile(pages, 99)),
      'paging p95': ms(percentile(pageOnly, 95)),
      'swipe p95': ms(percentile(swipes, 95)),
      'swipes/s': Math.round(swipes.length / lively.seconds),
      errors: arrival.errors + lively.pages.errors + paging.pages.errors + lively.swipes.errors,
      'error statuses': [...new Set(phases.flatMap(([, timings]) => [...timings.statuses.keys()]))].join(' ') || '-',
      'recall@20': recall.toFixed(3),
      'recall@20 skills+experience': filteredRecall.toFixed(3),
      'server RSS': `${rssMb(server.child.pid!)} MB`,
      'index': indexLine ? `${indexLine[2]} MB` : '?',
    };
    const pass =
      pageRps / helloRps >= GOALS.pageShareOfHello &&
      percentile(pages, 95) <= GOALS.pageP95(size) &&
      percentile(swipes, 95) <= GOALS.swipeP95 &&
      recall >= GOALS.recall &&
      filteredRecall >= GOALS.recall &&
      row.errors === 0;
    app.close();
    bare.close();
    return { size, row, pass };
  } catch (err) {
    // Whatever the server said last is the first thing to read when a run breaks.
    console.error(server.output().slice(-4000));
    throw err;
  } finally {
    helloServer.child.kill();
    await server.stop();
  }
}

async function main(): Promise<void> {
  const dbName = `hackmate_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const scratch = await mkdtemp(join(tmpdir(), 'hackmate-bench-'));
  buildServer();
  await admin(`create database "${dbName}"`);
  const database = await openDatabase({ databaseUrl: dbUrl(dbName), dataDir: scratch, migrationsFolder: MIGRATIONS });
  const results: Row[] = [];
  try {
    const passwordHash = await hashPassword('Bench#Feed2025x');
    let seeded = 0;
    for (const size of SIZES) {
      const t0 = Date.now();
      await seedUsers(database.db, { count: size - seeded, passwordHash, seed: size });
      log(`seeded ${(size - seeded).toLocaleString('en')} developers in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      // The seed leaves work for autovacuum and the checkpointer; done now, it cannot land in one
      // phase of the measurement and not the other (runs of the same code differed by 1.5×).
      await database.db.execute(sql`vacuum analyze`);
      await database.db.execute(sql`checkpoint`);
      seeded = size;
      results.push(await measure(database, dbUrl(dbName), size));
    }
  } finally {
    await database.close();
    await admin(`drop database if exists "${dbName}" with (force)`);
    await rm(scratch, { recursive: true, force: true });
  }
  console.table(results.map((r) => r.row));
  console.log(
    `Goals: computed pages ≥ ${GOALS.pageShareOfHello * 100} % of hello-world; page p95 ≤ 10 ms at 100k, ≤ 25 ms at 1M; swipe p95 ≤ ${GOALS.swipeP95} ms; recall@20 ≥ ${GOALS.recall}; no errors.`,
  );
  for (const r of results) console.log(`${r.pass ? 'PASS' : 'MISS'} at ${r.size.toLocaleString('en')} developers`);
}

const watchdog = setTimeout(() => {
  console.error('bench:feed: over 40 minutes, giving up');
  process.exit(1);
}, 40 * 60_000).unref();
main().then(
  () => clearTimeout(watchdog),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
