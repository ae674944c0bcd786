/**
 * Chat delivery bench: `pnpm bench:chat [--processes 2] [--rate 500] [--seconds 20] [--pairs 500]`.
 *
 * A fresh PostgreSQL database, 1,000 users in 500 connected pairs, one authenticated socket per
 * user on loopback, and a steady rate of messages between partners. Reports delivery latency
 * (emit → the partner's `messageReceived`; the server persists before delivering), throughput,
 * and the server processes' RSS. With `--processes 2` two servers share the database and Redis,
 * and every pair spans both, so each delivery crosses the Redis adapter.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../src/db/client';
import { startSession } from '../src/modules/auth/sessions';
import { PROCESS_JWT_SECRET, buildServer, startServer, type ServerProcess } from '../src/testing/server-process';
import { admin, dbUrl, logger, ms, percentile, rssMb } from './support';

const { values: args } = parseArgs({
  // `pnpm bench:chat -- --processes 2` passes the `--` along.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    processes: { type: 'string', default: '1' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    pairs: { type: 'string', default: '500' },
  },
});
const PROCESSES = Number(args.processes);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const WARMUP_SECONDS = Number(args.warmup);
const PAIRS = Number(args.pairs);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const DRAIN_MS = 5_000;
// e.g. BENCH_SERVER_NODE_OPTIONS='--require ./profiler.cjs' to profile the servers (--cpu-prof is not allowed there).
const SERVER_NODE_OPTIONS = process.env.BENCH_SERVER_NODE_OPTIONS;

if (![1, 2].includes(PROCESSES) || !(RATE > 0) || !(SECONDS > 0) || !(PAIRS > 0)) {
  console.error('usage: bench:chat [--processes 1|2] [--rate msgs/s] [--seconds N] [--warmup N] [--pairs N]');
  process.exit(2);
}

const log = logger('bench:chat');

interface User {
  id: string;
  cookie: string;
  partner: string;
  server: number;
  socket?: Socket;
}

async function seed(url: string): Promise<User[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'hackmate-bench-'));
  const database = await openDatabase({ databaseUrl: url, dataDir: scratch, migrationsFolder: MIGRATIONS }, { migrate: false });
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    const n = PAIRS * 2;
    const { rows } = await pool.query<{ id: string }>(
      `insert into users (full_name, user_name, email_id)
       select 'Bench User ' || i, 'bench_' || i, 'bench' || i || '@example.com' from generate_series(1, $1) i
       returning id`,
      [n],
    );
    const ids = rows.map((r) => r.id);
    const senders: string[] = [];
    const receivers: string[] = [];
    for (let p = 0; p < PAIRS; p += 1) {
      senders.push(ids[2 * p]!);
      receivers.push(ids[2 * p + 1]!);
    }
    await pool.query(
      `insert into connection_requests (sender_id, receiver_id, status)
       select s, r, 'accepted' from unnest($1::uuid[], $2::uuid[]) as t(s, r)`,
      [senders, receivers],
    );
    const users: User[] = [];
    // Sessions through the auth module itself, so the cookies are exactly what sign-in issues.
    for (let i = 0; i < n; i += 50) {
      const batch = ids.slice(i, i + 50);
      const sessions = await Promise.all(batch.map((id) => startSession(database.db, PROCESS_JWT_SECRET, id, 'bench')));
      sessions.forEach((s, j) => {
        const index = i + j;
        const pair = Math.floor(index / 2);
        // Pairs span both processes when there are two: every delivery crosses Redis.
        const server = PROCESSES === 1 ? 0 : (pair + (index % 2)) % 2;
        users.push({ id: s.userId, cookie: `token=${s.token}`, partner: ids[index % 2 === 0 ? index + 1 : index - 1]!, server });
      });
    }
    return users;
  } finally {
    await pool.end();
    await database.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

function openSocket(baseUrl: string, cookie: string): Promise<Socket> {
  const socket = io(baseUrl, { path: '/api/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true, timeout: 20_000 });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function main(): Promise<void> {
  const dbName = `hackmate_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const redisPrefix = `hackmate-bench-${randomBytes(4).toString('hex')}`;
  const servers: ServerProcess[] = [];
  const sockets: Socket[] = [];
  buildServer();
  log(`${PROCESSES} server process(es), ${PAIRS} pairs, ${RATE} msg/s for ${SECONDS} s (+${WARMUP_SECONDS} s warm-up)`);
  await admin(`create database "${dbName}"`);
  try {
    // The first server migrates the fresh database; a second one finds it done.
    servers.push(await startServer({ databaseUrl: dbUrl(dbName), nodeEnv: 'production', nodeOptions: SERVER_NODE_OPTIONS, ...(PROCESSES > 1 ? { redisUrl: REDIS_URL, redisPrefix } : {}) }));
    if (PROCESSES > 1) servers.push(await startServer({ databaseUrl: dbUrl(dbName), nodeEnv: 'production', nodeOptions: SERVER_NODE_OPTIONS, redisUrl: REDIS_URL, redisPrefix }));
    const users = await seed(dbUrl(dbName));
    const rssIdle = servers.map((s) => rssMb(s.child.pid!));

    let t0 = performance.now();
    for (let i = 0; i < users.length; i += 100) {
      const batch = users.slice(i, i + 100);
      await Promise.all(
        batch.map(async (u) => {
          u.socket = await openSocket(servers[u.server]!.baseUrl, u.cookie);
          sockets.push(u.socket);
        }),
      );
    }
    log(`${sockets.length} authenticated sockets open in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const rssConnected = servers.map((s) => rssMb(s.child.pid!));

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const ackLatencies: number[] = [];
    const deliveredIds = new Set<string>();
    let duplicates = 0;
    let refused = 0;
    for (const u of users) {
      u.socket!.on('messageReceived', ({ messageData }: { messageData: { receiverId: string; clientId: string } }) => {
        if (messageData.receiverId !== u.id) return; // the sender's own copy
        const start = sentAt.get(messageData.clientId);
        if (start === undefined) return;
        if (deliveredIds.has(messageData.clientId)) duplicates += 1;
        else {
          deliveredIds.add(messageData.clientId);
          if (messageData.clientId.startsWith('m')) latencies.push(performance.now() - start);
        }
      });
    }

    const run = async (seconds: number, prefix: string) => {
      let sent = 0;
      let next = 0;
      const started = performance.now();
      await new Promise<void>((done) => {
        const timer = setInterval(() => {
          const elapsed = (performance.now() - started) / 1000;
          const due = Math.min(Math.floor(elapsed * RATE), Math.round(seconds * RATE));
          while (sent < due) {
            const u = users[next]!;
            next = (next + 1) % users.length;
            const clientId = `${prefix}${sent}`;
            const at = performance.now();
            sentAt.set(clientId, at);
            u.socket!.emit('sendMessage', { receiverId: u.partner, message: `bench message ${sent}`, clientId }, (ack: { ok: boolean }) => {
              if (!ack.ok) refused += 1;
              else if (prefix === 'm') ackLatencies.push(performance.now() - at);
            });
            sent += 1;
          }
          if (sent >= seconds * RATE) {
            clearInterval(timer);
            done();
          }
        }, 2);
      });
      return { sent, seconds: (performance.now() - started) / 1000 };
    };

    if (WARMUP_SECONDS > 0) await run(WARMUP_SECONDS, 'w');
    await new Promise((r) => setTimeout(r, 500));
    // This process plays 1,000 clients: if its own event loop lags, latencies include that lag.
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    t0 = performance.now();
    const { sent } = await run(SECONDS, 'm');
    const measured = () => [...deliveredIds].filter((id) => id.startsWith('m')).length;
    const drainUntil = performance.now() + DRAIN_MS;
    while (measured() < sent - refused && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 20));
    const elapsed = (performance.now() - t0) / 1000;
    loopDelay.disable();
    const rssAfter = servers.map((s) => rssMb(s.child.pid!));

    const sorted = [...latencies].sort((a, b) => a - b);
    const acks = [...ackLatencies].sort((a, b) => a - b);
    const delivered = measured();
    log('results');
    console.table({
      processes: PROCESSES,
      sockets: sockets.length,
      'messages sent': sent,
      delivered,
      lost: sent - refused - delivered,
      refused,
      duplicates,
      'delivered msg/s': Math.round(delivered / elapsed),
      'latency p50': ms(percentile(sorted, 50)),
      'latency p95': ms(percentile(sorted, 95)),
      'latency p99': ms(percentile(sorted, 99)),
      'latency max': ms(sorted[sorted.length - 1] ?? NaN),
      'ack p50': ms(percentile(acks, 50)),
      'ack p99': ms(percentile(acks, 99)),
      'bench client loop delay p99': ms(loopDelay.percentile(99) / 1e6),
      'server RSS idle (MB)': rssIdle.join(' + '),
      'server RSS 1k sockets (MB)': rssConnected.join(' + '),
      'server RSS after run (MB)': rssAfter.join(' + '),
    });
    const goal = PROCESSES === 1 ? 20 : 35;
    const p99 = percentile(sorted, 99);
    log(`goal p99 ≤ ${goal} ms: ${p99 <= goal ? 'met' : 'NOT met'} (${ms(p99)})`);
  } finally {
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
