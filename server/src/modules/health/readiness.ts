import type { FastifyInstance } from 'fastify';

export type CheckResult = 'up' | 'down' | 'not-configured';

const REDIS_PING_TIMEOUT_MS = 2_000;

async function redisAnswers(app: FastifyInstance): Promise<CheckResult> {
  const redis = app.ioRedis;
  if (!redis) return 'not-configured';
  // A client that is not connected would queue the PING until it reconnects: answer now instead.
  if (redis.status !== 'ready') return 'down';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), REDIS_PING_TIMEOUT_MS);
  });
  const ping = redis.ping().then(
    (answer) => (answer === 'PONG' ? ('up' as const) : ('down' as const)),
    () => 'down' as const,
  );
  return Promise.race([ping, timeout]).finally(() => clearTimeout(timer));
}

/** Both checks at once, each bounded to ~2 s, so a probe never hangs on a dead dependency. */
export async function checkReadiness(app: FastifyInstance): Promise<{ database: CheckResult; redis: CheckResult }> {
  const [database, redis] = await Promise.all([app.database.ping().then((up) => (up ? ('up' as const) : ('down' as const))), redisAnswers(app)]);
  return { database, redis };
}
