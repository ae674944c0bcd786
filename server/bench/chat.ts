/**
 * Chat under real traffic: `pnpm bench:chat [--processes 2] [--pairs 1000] [--pace 10] [--seconds 30]`.
 *
 * A fresh PostgreSQL database, 2,000 users in 1,000 connected pairs, one authenticated socket per
 * user on loopback. Each user behaves like a person in a conversation (chat-crowd.ts): types, sends
 * a message about every `--pace` seconds, reads what arrives (`markRead`) and gets read
 * receipts. Reports delivery latency (emit → the partner's `messageReceived`; the server stores
 * before it delivers), lost and duplicated messages, typing and receipt latency, and the servers'
 * RSS. With `--processes 2` two servers share the database and Redis and every pair spans both,
 * so each delivery crosses the Redis adapter.
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Socket } from 'socket.io-client';
import { buildServer, startServer, type ServerProcess } from '../src/testing/server-process';
import { ChatCrowd } from './chat-crowd';
import { openSocket, seedPairs } from './chat-setup';
import { admin, dbUrl, logger, ms, percentile, rssMb } from './support';

const { values: args } = parseArgs({
  // `pnpm bench:chat -- --processes 2` passes the `--` along.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    processes: { type: 'string', default: '1' },
    pairs: { type: 'string', default: '1000' },
    pace: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    // A folder for the servers' CPU profiles (node --cpu-prof), to see where a message's time goes.
    profile: { type: 'string' },
  },
});
const PROCESSES = Number(args.processes);
const PAIRS = Number(args.pairs);
const PACE = Number(args.pace);
const SECONDS = Number(args.seconds);
const WARMUP_SECONDS = Number(args.warmup);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DRAIN_MS = 5_000;
const PROFILE = args.profile ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] } : {};

if (![1, 2].includes(PROCESSES) || !(PAIRS > 0) || !(PACE > 0) || !(SECONDS > 0) || !(WARMUP_SECONDS >= 0)) {
  console.error('usage: bench:chat [--processes 1|2] [--pairs N] [--pace seconds between one user’s messages] [--seconds N] [--warmup N] [--profile dir]');
  process.exit(2);
}

const log = logger('bench:chat');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sortedCopy = (xs: number[]) => [...xs].sort((a, b) => a - b);

async function main(): Promise<void> {
  const dbName = `hackmate_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const redisPrefix = `hackmate-bench-${randomBytes(4).toString('hex')}`;
  const servers: ServerProcess[] = [];
  const sockets: Socket[] = [];
  buildServer();
  log(`${PROCESSES} server process(es), ${PAIRS * 2} users in ${PAIRS} pairs, a message per user every ~${PACE} s, ${SECONDS} s measured (+${WARMUP_SECONDS} s warm-up)`);
  await admin(`create database "${dbName}"`);
  let crowd: ChatCrowd | undefined;
  try {
    // The first server migrates the fresh database; a second one finds it done.
    const redis = PROCESSES > 1 ? { redisUrl: REDIS_URL, redisPrefix } : {};
    for (let i = 0; i < PROCESSES; i += 1) servers.push(await startServer({ databaseUrl: dbUrl(dbName), nodeEnv: 'production', ...PROFILE, ...redis }));
    const users = await seedPairs(dbUrl(dbName), PAIRS, PROCESSES);
    const rssIdle = servers.map((s) => rssMb(s.child.pid!));

    let t0 = performance.now();
    for (let i = 0; i < users.length; i += 100) {
      await Promise.all(
        users.slice(i, i + 100).map(async (u) => {
          u.socket = await openSocket(servers[u.server]!.baseUrl, u.cookie);
          sockets.push(u.socket);
        }),
      );
    }
    log(`${sockets.length} authenticated sockets open in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const rssConnected = servers.map((s) => rssMb(s.child.pid!));

    crowd = new ChatCrowd(users, PACE);
    crowd.start();
    await sleep(WARMUP_SECONDS * 1_000);
    // This process plays every client: if its own event loop lags, latencies include that lag.
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    crowd.measuring = true;
    t0 = performance.now();
    await sleep(SECONDS * 1_000);
    crowd.measuring = false;
    const elapsed = (performance.now() - t0) / 1000;
    crowd.stop();
    const drainUntil = performance.now() + DRAIN_MS;
    const m = crowd.metrics;
    const settled = () => crowd!.undelivered() === 0 && m.sent === m.acked + m.refused;
    while (!settled() && performance.now() < drainUntil) await sleep(20);
    loopDelay.disable();
    const rssAfter = servers.map((s) => rssMb(s.child.pid!));

    const delivery = sortedCopy(m.delivery);
    log('results');
    console.table({
      processes: PROCESSES,
      sockets: sockets.length,
      'messages sent': m.sent,
      'stored (acknowledged)': m.acked,
      refused: m.refused,
      'never acknowledged': m.sent - m.acked - m.refused,
      lost: crowd.undelivered(),
      duplicates: m.duplicates,
      'messages/s': Math.round(m.sent / elapsed),
      'delivery p50': ms(percentile(delivery, 50)),
      'delivery p99': ms(percentile(delivery, 99)),
      'delivery max': ms(delivery.at(-1) ?? NaN),
      'ack p99': ms(percentile(sortedCopy(m.ack), 99)),
      'typing events sent': m.typingSent,
      'typing p99': ms(percentile(sortedCopy(m.typing), 99)),
      'reads': m.reads,
      'read errors': m.readErrors,
      'receipt p99 (read → sender)': ms(percentile(sortedCopy(m.receipt), 99)),
      'bench client loop delay p99': ms(loopDelay.percentile(99) / 1e6),
      'server RSS idle (MB)': rssIdle.join(' + '),
      [`server RSS ${sockets.length} sockets (MB)`]: rssConnected.join(' + '),
      'server RSS after run (MB)': rssAfter.join(' + '),
    });
    const goal = PROCESSES === 1 ? 20 : 35;
    const p99 = percentile(delivery, 99);
    const clean = crowd.undelivered() === 0 && m.duplicates === 0 && m.sent === m.acked;
    log(`goal p99 ≤ ${goal} ms, 0 lost, 0 duplicated: ${p99 <= goal && clean ? 'met' : 'NOT met'} (${ms(p99)})`);
  } finally {
    crowd?.stop();
    for (const s of sockets) s.close();
    await Promise.all(servers.map((s) => s.stop()));
    await admin(`drop database if exists "${dbName}" with (force)`).catch((err: unknown) => log(`could not drop ${dbName}: ${String(err)}`));
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
