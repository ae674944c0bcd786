/**
 * A Redis of the test's own (redis-server on a free loopback port, nothing kept on disk), so a
 * test can kill it and bring it back without touching the Redis other tests share.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

export interface TestRedis {
  url: string;
  /** SIGKILL, as a crash or an operator's mistake would. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: Redis keeps nothing here). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 10_000;

async function answers(port: number): Promise<boolean> {
  const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  const launch = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await answers(port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited at start (code ${child.exitCode}); is it installed?`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port} within ${READY_TIMEOUT_MS} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const kill = async () => {
    if (!child) return;
    const running = child;
    child = null;
    running.kill('SIGKILL');
    await exited(running);
  };

  await launch();
  return { url: `redis://127.0.0.1:${port}`, kill, restart: launch, stop: kill };
}
