/**
 * Digests at scale: `pnpm bench:notify [--people 100000] [--workers 1] [--timeout 300]`.
 *
 * A fresh PostgreSQL database on loopback with `--people` people, each with two notifications held
 * for a daily digest that is due now, and a local SMTP server. `--workers` processes run the real
 * worker (runNotifications, the real mailer) until nothing is due. Reports the wall time (goal ≤
 * 2 min for 100,000), the workers' peak RSS (VmHWM, goal ≤ 200 MB each), the mails per second, and
 * duplicates: mails received beyond one per Message-ID, and people mailed more than once (goal 0).
 * Bounded: the workers are killed after `--timeout` seconds; the database is dropped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { openDatabase } from '../src/db/client';
import { listenForMail } from '../src/testing/smtp-catcher';
import { seedHeldDigests } from './notify-world';
import { admin, dbUrl, logger } from './support';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { people: { type: 'string', default: '100000' }, workers: { type: 'string', default: '1' }, timeout: { type: 'string', default: '300' } },
});
const PEOPLE = Number(args.people);
const WORKERS = Number(args.workers);
const TIMEOUT_S = Number(args.timeout);
if (!(PEOPLE > 2) || !(WORKERS >= 1 && WORKERS <= 8) || !(TIMEOUT_S > 0)) {
  console.error('usage: bench:notify [--people N (≥ 3)] [--workers 1..8] [--timeout seconds]');
  process.exit(2);
}

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const WORKER_SOURCE = fileURLToPath(new URL('./notify-worker.ts', import.meta.url));
// Built as production builds the server (scripts/build.mjs) and run under plain node, as the
// server's own worker runs: no TypeScript loader in the measured process.
const WORKER = fileURLToPath(new URL('../dist/bench/notify-worker.js', import.meta.url));
const log = logger('bench:notify');
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
/** Peak resident memory of a process so far (Linux VmHWM), in MB. */
const peakMb = (pid: number) => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);

function startWorker(env: NodeJS.ProcessEnv): { child: ChildProcess; done: Promise<string>; peak: () => number } {
  const child = spawn(process.execPath, [...(process.env.BENCH_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean), WORKER], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  let peak = 0;
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  // VmHWM is gone once the process has exited: read it while it runs.
  const sampler = setInterval(() => {
    try {
      const now = peakMb(child.pid!);
      // A process being reaped has no VmHWM any more.
      if (Number.isFinite(now)) peak = Math.max(peak, now);
    } catch {
      // Exited between two samples.
    }
  }, 200);
  const done = new Promise<string>((resolve, reject) =>
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code === 0) resolve(out.trim());
      else reject(new Error(`worker exited with ${code}`));
    }),
  );
  return { child, done, peak: () => peak };
}

async function buildWorker(): Promise<void> {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@hackmate/'));
  await build({ entryPoints: [WORKER_SOURCE], outfile: WORKER, bundle: true, platform: 'node', format: 'esm', target: 'node20', external, logLevel: 'warning' });
}

async function main(): Promise<void> {
  await buildWorker();
  const dbName = `hackmate_bench_notify_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const scratch = await mkdtemp(join(tmpdir(), 'hackmate-bench-notify-'));
  const messageIds = new Map<string, number>();
  const recipients = new Map<string, number>();
  let received = 0;
  const smtp = await listenForMail(0, (mail) => {
    received++;
    const id = /^message-id:\s*(\S+)/im.exec(mail.raw)?.[1] ?? '(none)';
    messageIds.set(id, (messageIds.get(id) ?? 0) + 1);
    for (const to of mail.to) recipients.set(to, (recipients.get(to) ?? 0) + 1);
  });
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  const workers: ReturnType<typeof startWorker>[] = [];
  await admin(`create database "${dbName}"`);
  try {
    const url = dbUrl(dbName);
    const database = await openDatabase({ databaseUrl: url, dataDir: scratch, migrationsFolder: MIGRATIONS });
    await database.close();
    let t0 = performance.now();
    await seedHeldDigests(url, PEOPLE);
    log(`${PEOPLE.toLocaleString('en')} people with 2 held notifications each, seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s; load ${load()}`);

    t0 = performance.now();
    for (let i = 0; i < WORKERS; i++) workers.push(startWorker({ DATABASE_URL: url, SMTP_URL: smtpUrl, DATA_DIR: scratch, MIGRATIONS }));
    const progress = setInterval(() => log(`${received.toLocaleString('en')} mails after ${((performance.now() - t0) / 1000).toFixed(0)} s; load ${load()}`), 10_000);
    const timeout = setTimeout(() => {
      log(`timed out after ${TIMEOUT_S} s: stopping the workers`);
      // TERM first (a --cpu-prof profile is written on exit), KILL whatever still runs.
      for (const w of workers) w.child.kill('SIGTERM');
      setTimeout(() => workers.forEach((w) => w.child.exitCode === null && w.child.kill('SIGKILL')), 5_000).unref();
    }, TIMEOUT_S * 1_000);
    const outcomes = await Promise.allSettled(workers.map((w) => w.done));
    clearTimeout(timeout);
    clearInterval(progress);
    const seconds = (performance.now() - t0) / 1000;
    const loadAtEnd = load();

    const duplicateMails = [...messageIds.values()].reduce((n, c) => n + c - 1, 0);
    const mailedTwice = [...recipients.values()].filter((c) => c > 1).length;
    const stats = outcomes.map((o) => (o.status === 'fulfilled' ? o.value : `failed: ${String(o.reason)}`));
    log('results');
    console.table({
      people: PEOPLE,
      workers: WORKERS,
      'digests received': received,
      'people mailed': recipients.size,
      'duplicate Message-IDs': duplicateMails,
      'people mailed twice': mailedTwice,
      'wall time (s)': Number(seconds.toFixed(1)),
      'mails/s': Math.round(received / seconds),
      'worker RSS peak (MB)': workers.map((w) => w.peak()).join(' + '),
      'load average (1/5/15 min) at end': loadAtEnd,
      'worker stats': stats.join(' | '),
    });
    const met = received === PEOPLE && recipients.size === PEOPLE && duplicateMails === 0 && mailedTwice === 0 && seconds <= 120 && workers.every((w) => w.peak() <= 200);
    log(`goal: every person one digest, 0 duplicates, ≤ 120 s, ≤ 200 MB per worker: ${met ? 'met' : 'NOT met'}`);
  } finally {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await admin(`drop database if exists "${dbName}" with (force)`).catch((err: unknown) => log(`could not drop ${dbName}: ${String(err)}`));
    await rm(scratch, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
