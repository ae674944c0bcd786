// bench:chat's world: a fresh database of connected pairs with real sessions, and their sockets.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../src/db/client';
import { startSession } from '../src/modules/auth';
import { PROCESS_JWT_SECRET } from '../src/testing/server-process';

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface BenchUser {
  id: string;
  cookie: string;
  partner: string;
  /** Index of the server process this user's socket talks to. */
  server: number;
  socket?: Socket;
}

/**
 * `pairs` pairs of connected users, each with a session issued by the auth module itself (the
 * cookies are exactly what sign-in issues). With two processes every pair spans both, so each
 * delivery crosses the Redis adapter.
 */
export async function seedPairs(url: string, pairs: number, processes: number): Promise<BenchUser[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'hackmate-bench-'));
  const database = await openDatabase({ databaseUrl: url, dataDir: scratch, migrationsFolder: MIGRATIONS }, { migrate: false });
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    const { rows } = await pool.query<{ id: string }>(
      `insert into users (full_name, user_name, email_id)
       select 'Bench User ' || i, 'bench_' || i, 'bench' || i || '@example.com' from generate_series(1, $1) i
       returning id`,
      [pairs * 2],
    );
    const ids = rows.map((r) => r.id);
    const senders = ids.filter((_, i) => i % 2 === 0);
    const receivers = ids.filter((_, i) => i % 2 === 1);
    await pool.query(
      `insert into connection_requests (sender_id, receiver_id, status)
       select s, r, 'accepted' from unnest($1::uuid[], $2::uuid[]) as t(s, r)`,
      [senders, receivers],
    );
    const users: BenchUser[] = [];
    for (let i = 0; i < ids.length; i += 50) {
      const batch = ids.slice(i, i + 50);
      const sessions = await Promise.all(batch.map((id) => startSession(database.db, PROCESS_JWT_SECRET, id, 'bench')));
      sessions.forEach((s, j) => {
        const index = i + j;
        const pair = Math.floor(index / 2);
        const server = processes === 1 ? 0 : (pair + (index % 2)) % 2;
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

export function openSocket(baseUrl: string, cookie: string): Promise<Socket> {
  const socket = io(baseUrl, { path: '/api/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true, timeout: 20_000 });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
