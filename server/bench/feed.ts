/**
 * Feed bench: `pnpm bench:feed [--seconds 10] [--connections 10]`.
 *
 * A fresh PostgreSQL database seeded with 1,000 then 100,000 demo developers; the real app
 * (buildApp) on a loopback port; one signed-in developer. autocannon (in a worker thread) measures
 * GET /api/feed (first page) and a filtered first page at both sizes, and a bare Fastify
 * hello-world route in the same process as the ceiling, plus GET /api/check-auth as the floor of any
 * authenticated request; the same pages again from a second app with its caches off (computed
 * every time). Prints requests/s and p50/p95/p99, checks the two goals, and drops its
 * database at the end (also on failure or Ctrl-C).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { hashPassword } from '../src/modules/auth/passwords';
import { seedUsers } from '../src/modules/seed/seed-users';
import { admin, dbUrl, logger } from './support';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
  },
});
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
if (!(SECONDS > 0) || !(WARMUP >= 0) || !(CONNECTIONS > 0)) {
  console.error('usage: bench:feed [--seconds N] [--warmup N] [--connections N]');
  process.exit(2);
}
const SIZES = [1_000, 100_000];
const PASSWORD = 'Bench#Feed2025x';
// A typical narrowing: two popular skills (with the spec's containment) and one experience level.
const FILTERED = 'skills=PYTHON,REACT.JS&experience=intermediate';
// Nothing here may run away: seeding 100k, five measurements and the cleanup fit well inside.
const OVERALL_LIMIT_MS = 10 * 60_000;

const log = logger('bench:feed');

interface Measurement {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  failures: number;
}

function load(url: string, headers: Record<string, string>, seconds: number): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: { url, headers, connections: CONNECTIONS, seconds } });
    worker.once('message', (m: Measurement & { error?: string }) => {
      void worker.terminate();
      if (m.error) reject(new Error(m.error));
      else resolve(m);
    });
    worker.once('error', reject);
  });
}

async function measure(label: string, url: string, headers: Record<string, string>): Promise<Measurement> {
  if (WARMUP > 0) await load(url, headers, WARMUP);
  const m = await load(url, headers, SECONDS);
  log(`${label}: ${Math.round(m.rps)} req/s, p95 ${m.p95.toFixed(2)} ms${m.failures ? `, ${m.failures} failed` : ''}`);
  if (m.failures > 0) throw new Error(`${label}: ${m.failures} requests failed; the figures would mean nothing`);
  return m;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function main(): Promise<void> {
  const dbName = `hackmate_bench_feed_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const scratch = await mkdtemp(join(tmpdir(), 'hackmate-bench-feed-'));
  const closers: (() => Promise<unknown>)[] = [];
  let dropped = false;
  const cleanup = async () => {
    for (const close of closers.reverse()) await close().catch(() => {});
    closers.length = 0;
    if (!dropped) {
      dropped = true;
      await admin(`drop database if exists "${dbName}" with (force)`).catch((err: Error) => log(`could not drop ${dbName}: ${err.message}`));
    }
    await rm(scratch, { recursive: true, force: true });
  };
  const timer = setTimeout(() => {
    log(`gave up after ${OVERALL_LIMIT_MS / 60_000} minutes`);
    void cleanup().finally(() => process.exit(1));
  }, OVERALL_LIMIT_MS);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanup().finally(() => process.exit(130)));

  try {
    await admin(`create database "${dbName}"`);
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: scratch,
      DATABASE_URL: dbUrl(dbName),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SERVE_CLIENT: 'false',
      SEED_DEMO: 'false',
    });
    // Migrates the fresh database; the app opens its own pool below.
    const seeding = await openDatabase(config);
    closers.push(() => seeding.close());
    const passwordHash = await hashPassword(PASSWORD);

    const hello = Fastify({ logger: false });
    hello.get('/hello', async () => ({ hello: 'world' }));
    const helloUrl = await listen(hello);
    closers.push(() => hello.close());

    const app = await buildApp(config);
    const base = await listen(app);
    closers.push(() => app.close());
    // The same app with its session and feed-page caches off: what a page costs when it is
    // computed (a viewer's first visit, right after a swipe), queries and ranking included.
    const cold = await buildApp({ ...config, sessionCacheMs: 0, feedCacheMs: 0 });
    const coldBase = await listen(cold);
    closers.push(() => cold.close());

    const results: { scenario: string; m: Measurement }[] = [];
    results.push({ scenario: 'hello-world (bare Fastify)', m: await measure('hello-world', `${helloUrl}/hello`, {}) });

    let seeded = 0;
    let viewerEmail: string | null = null;
    let cookie = '';
    for (const size of SIZES) {
      const started = Date.now();
      const added = await seedUsers(seeding.db, { count: size - seeded, passwordHash });
      seeded = size;
      log(`seeded to ${size.toLocaleString('en')} developers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (!viewerEmail) {
        viewerEmail = added.sampleEmail!;
        const res = await app.inject({ method: 'POST', url: '/api/login', payload: { emailId: viewerEmail, password: PASSWORD } });
        if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
        cookie = `token=${res.cookies.find((c) => c.name === 'token')!.value}`;
      }
      const headers = { cookie };
      const first = await app.inject({ method: 'GET', url: '/api/feed', headers });
      if (first.statusCode !== 200 || first.json().feedData.length !== 20) throw new Error(`unexpected feed answer: ${first.statusCode}`);
      const label = size.toLocaleString('en');
      // The floor every authenticated route pays (cookie, JWT, session row), for comparison.
      if (size === SIZES[0]) results.push({ scenario: 'check-auth (session lookup only)', m: await measure('check-auth', `${base}/api/check-auth`, headers) });
      results.push({ scenario: `feed, first page, ${label} users`, m: await measure(`feed ${label}`, `${base}/api/feed`, headers) });
      results.push({ scenario: `feed, filtered page, ${label} users`, m: await measure(`filtered ${label}`, `${base}/api/feed?${FILTERED}`, headers) });
      results.push({ scenario: `uncached first page, ${label} users`, m: await measure(`uncached ${label}`, `${coldBase}/api/feed`, headers) });
      results.push({ scenario: `uncached filtered page, ${label}`, m: await measure(`uncached filtered ${label}`, `${coldBase}/api/feed?${FILTERED}`, headers) });
    }
    report(results);
    // Let the last measurement's in-flight requests finish before the pool closes under them.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  } finally {
    clearTimeout(timer);
    await cleanup();
  }
}

function report(results: { scenario: string; m: Measurement }[]): void {
  const row = (s: string, m: Measurement) =>
    `| ${s.padEnd(34)} | ${String(Math.round(m.rps)).padStart(7)} | ${m.p50.toFixed(2).padStart(7)} | ${m.p95.toFixed(2).padStart(7)} | ${m.p99.toFixed(2).padStart(7)} |`;
  console.log(`\nGET /api/feed on loopback, ${CONNECTIONS} connections, ${SECONDS} s each (after ${WARMUP} s warm-up), filtered: ?${FILTERED}\n`);
  console.log(`| ${'scenario'.padEnd(34)} | req/s   | p50 ms  | p95 ms  | p99 ms  |`);
  console.log(`|${'-'.repeat(36)}|---------|---------|---------|---------|`);
  for (const { scenario, m } of results) console.log(row(scenario, m));

  const get = (s: string) => results.find((r) => r.scenario.startsWith(s))!.m;
  const hello = get('hello-world');
  console.log('\nGoals:');
  // Scaling is judged on computed pages: a cached page costs the same at any size.
  for (const kind of ['first page', 'filtered page']) {
    const small = get(`uncached ${kind}, 1,000`);
    const big = get(`uncached ${kind}, 100,000`);
    const ratio = big.p95 / small.p95;
    console.log(`  ${ratio <= 1.5 ? 'PASS' : 'FAIL'}  uncached ${kind}: p95 at 100k ${big.p95.toFixed(2)} ms = ${ratio.toFixed(2)} × p95 at 1k (goal ≤ 1.5 ×)`);
  }
  // Served as users meet it: a viewer's page is reused for FEED_CACHE_SECONDS unless something
  // that changes it happens (README, "Caching"). The uncached rows above are for information.
  for (const r of results.filter((x) => x.scenario.startsWith('feed'))) {
    const share = r.m.rps / hello.rps;
    console.log(`  ${share >= 0.25 ? 'PASS' : 'FAIL'}  ${r.scenario}: ${Math.round(r.m.rps)} req/s = ${(share * 100).toFixed(1)} % of hello-world ${Math.round(hello.rps)} req/s (goal ≥ 25 %)`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('[bench:feed] failed:', err);
    process.exit(1);
  },
);
