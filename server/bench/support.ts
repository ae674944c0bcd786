// What every bench needs: the PostgreSQL it creates its databases on, percentiles, memory.
import { readFileSync } from 'node:fs';
import pg from 'pg';

export { rssMb } from '../src/testing/server-process';

/** The loopback PostgreSQL the benches create (and drop) their own databases on. */
export const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const logger = (name: string) => (line: string) => console.log(`[${name}] ${line}`);

/** Runs one statement on the admin connection (create or drop a database). */
export async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the bench's PostgreSQL. */
export function dbUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;

// Linux reports CPU time in clock ticks of 1/100 s (USER_HZ) on every architecture we run on.
const TICKS_PER_SECOND = 100;

/** CPU time a process has used so far (user + system), in seconds (Linux). */
export function cpuSeconds(pid: number): number {
  // Fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
