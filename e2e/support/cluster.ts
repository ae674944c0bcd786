import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DEFAULT_TEST_PG_URL, adminQuery, adminUrlFor, quoteIdent } from '../../server/src/testing/pg-admin';
import { startBalancer } from '../../server/src/testing/tcp-proxy';
import { freePort } from './ports';
import { startServer, type ServerProcess } from './stack';

export interface Cluster {
  /** The balancer's address: what the browser opens. */
  baseURL: string;
  processes: [ServerProcess, ServerProcess];
  stop(): Promise<void>;
}

/**
 * Two production server processes on one fresh PostgreSQL database and the loopback Redis (a key
 * prefix of their own), behind a TCP balancer that sends each new connection to the next process
 * that accepts it: a deployment in small. They share the signing secret, so a session works on both.
 */
export async function startCluster(workDir: string): Promise<Cluster> {
  const adminUrl = process.env.TEST_PG_URL ?? DEFAULT_TEST_PG_URL;
  const name = `hackmate_e2e_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${quoteIdent(name)}`);
  const ports = [await freePort(), await freePort()];
  const balancer = await startBalancer(ports);
  const baseURL = `http://127.0.0.1:${balancer.port}`;
  const env = {
    DATABASE_URL: adminUrlFor(adminUrl, name),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `hackmate-e2e-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: baseURL,
  };
  const started: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(started.map((p) => p.stop()));
    await balancer.close();
    await adminQuery(adminUrl, `drop database if exists ${quoteIdent(name)} with (force)`);
  };
  try {
    // One after the other: the first migrates the empty database.
    for (const [i, port] of ports.entries()) started.push(await startServer(join(workDir, `data-${i}`), { ...env, PORT: String(port) }));
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL, processes: started as [ServerProcess, ServerProcess], stop };
}
