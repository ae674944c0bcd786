/**
 * Soak: `pnpm soak [--minutes 5] [--rate 200] [--sockets 1000]`.
 *
 * ONE compiled server process on a fresh loopback PostgreSQL database, `--sockets` seeded
 * developers each holding an authenticated socket, and about `--rate` actions a second shaped
 * like people using the app (feed pages following cursors, swipes, profile reads and edits, chat
 * messages between connections; see soak-users.ts) for `--minutes`. Prints, per minute: requests,
 * errors, p50/p99 latency (HTTP answer or chat acknowledgement), the server's peak RSS and who used
 * the CPU (server, the soak's clients, the whole machine: other work makes latencies noisy); then
 * checks the goals: 0 errors, every minute's p99 within 2× of minute 1's, and peak RSS of the last
 * minute within 10 % of minute 2's (minute 1 fills caches and pools once). Drops its database at the end, also on failure or Ctrl-C.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildServer, startServer, type ServerProcess } from '../src/testing/server-process';
import { admin, dbUrl, logger, rssMb } from './support';
import { cpuMeter, judge, newMinute, printHeader, printRow, type Minute } from './soak-report';
import { SoakWorld, type Outcome } from './soak-users';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    minutes: { type: 'string', default: '5' },
    rate: { type: 'string', default: '200' },
    sockets: { type: 'string', default: '1000' },
  },
});
const MINUTES = Number(args.minutes);
const RATE = Number(args.rate);
const SOCKETS = Number(args.sockets);
if (!(Number.isInteger(MINUTES) && MINUTES >= 1 && MINUTES <= 120) || !(RATE > 0 && RATE <= 2_000) || !(Number.isInteger(SOCKETS) && SOCKETS >= 2 && SOCKETS <= 10_000)) {
  console.error('usage: soak [--minutes 1-120] [--rate 1-2000 actions/s] [--sockets 2-10000]');
  process.exit(2);
}
const MINUTE_MS = 60_000;
// Seeding, 1,000 sockets and the cleanup fit well inside this; nothing may run away.
const SETUP_ALLOWANCE_MS = 5 * 60_000;
const DRAIN_MS = 10_000;
const P99_FACTOR = 2;
const RSS_DRIFT = 0.1;

const log = logger('soak');

async function main(): Promise<void> {
  const dbName = `hackmate_soak_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let server: ServerProcess | undefined;
  let world: SoakWorld | undefined;
  let created = false;
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      world?.closeAll();
      await server?.stop();
      if (created) await admin(`drop database if exists "${dbName}" with (force)`).catch((err: Error) => log(`could not drop ${dbName}: ${err.message}`));
    })());
  const stop = { running: false, requested: false };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // During the run a first Ctrl-C ends it early and still reports; before it, or twice, stop now.
      if (stop.running && !stop.requested) {
        stop.requested = true;
        log(`${signal}: ending the run early (again to stop at once)`);
        return;
      }
      log(`${signal}: stopping, dropping ${dbName}`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  // The server runs in its own process group: whatever kills this process must not orphan it.
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (err) => {
      console.error(`[soak] failed (${event}):`, err);
      void cleanup().finally(() => process.exit(1));
    });
  }
  const deadline = setTimeout(() => {
    log('gave up: the run took far longer than asked');
    void cleanup().finally(() => process.exit(1));
  }, MINUTES * MINUTE_MS + SETUP_ALLOWANCE_MS);
  deadline.unref();

  try {
    buildServer();
    await admin(`create database "${dbName}"`);
    created = true;
    server = await startServer({ databaseUrl: dbUrl(dbName), nodeEnv: 'production' });
    world = await SoakWorld.seed(server.baseUrl, dbUrl(dbName), SOCKETS);
    const lost: string[] = [];
    await world.connectAll((reason) => lost.push(reason));
    log(`${world.users.length} authenticated sockets open; server RSS ${rssMb(server.child.pid!)} MB; ${RATE} actions/s for ${MINUTES} min`);

    stop.running = true;
    const minutes = await run(world, server, stop);
    stop.running = false;
    // Messages acknowledged late in the run still have to reach their partners.
    const drainUntil = Date.now() + DRAIN_MS;
    while (world.delivered < world.acked && Date.now() < drainUntil) await new Promise((r) => setTimeout(r, 100));
    // Never negative: an acknowledgement that timed out may still have been delivered.
    const undelivered = Math.max(0, world.acked - world.delivered);
    const ok = judge(minutes, undelivered, lost, { p99Factor: P99_FACTOR, rssDrift: RSS_DRIFT });
    if (stop.requested) process.exitCode = 130;
    else if (!ok) process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    await cleanup();
  }
}

/** Starts actions at the asked rate (open loop: a slow server does not slow the arrivals). */
async function run(world: SoakWorld, server: ServerProcess, stop: { requested: boolean }): Promise<Minute[]> {
  const minutes = Array.from({ length: MINUTES }, newMinute);
  const byKind = new Map<string, Minute>();
  const errorSamples: string[] = [];
  const started = Date.now();
  const end = started + MINUTES * MINUTE_MS;
  const minuteOf = (t: number) => Math.min(MINUTES - 1, Math.floor((t - started) / MINUTE_MS));
  const record = (o: Outcome) => {
    for (const m of [minutes[minuteOf(Date.now())]!, byKind.get(o.kind) ?? byKind.set(o.kind, newMinute()).get(o.kind)!]) {
      m.requests += 1;
      m.latencies.push(o.ms);
      if (!o.ok) m.errors += 1;
    }
    if (!o.ok && errorSamples.length < 10) errorSamples.push(o.detail ?? o.kind);
  };
  const closeCpu = cpuMeter(server.child.pid!);
  const pending = new Set<Promise<void>>();
  let launched = 0;
  let printed = 0;
  let sampledAt = 0;
  printHeader();
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const now = Date.now();
      if (now - sampledAt >= 1_000) {
        sampledAt = now;
        const minute = minutes[minuteOf(now)]!;
        minute.rssPeak = Math.max(minute.rssPeak, rssMb(server.child.pid!));
      }
      const due = Math.floor(((Math.min(now, end) - started) / 1000) * RATE);
      for (; launched < due; launched++) {
        const p = world.act().then(record, (err: Error) => record({ kind: 'bench', ok: false, ms: 0, detail: err.message }));
        pending.add(p);
        void p.finally(() => pending.delete(p));
      }
      while (now < end && printed < minuteOf(now)) {
        closeCpu(minutes[printed]!);
        printRow(String(printed + 1), minutes[printed++]!);
      }
      if (now >= end || stop.requested) {
        closeCpu(minutes[minuteOf(now)]!);
        clearInterval(timer);
        done();
      }
    }, 20);
  });
  // The last minute's answers still on their way belong to it.
  await Promise.all(pending);
  for (; printed < MINUTES && minutes[printed]!.requests > 0; printed++) printRow(String(printed + 1), minutes[printed]!);
  console.log('\nPer action over the whole run:');
  for (const [kind, m] of byKind) printRow(kind, m);
  if (errorSamples.length > 0) console.log(`\nFirst errors:\n  ${errorSamples.join('\n  ')}`);
  return minutes;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error('[soak] failed:', err);
    process.exit(1);
  },
);
