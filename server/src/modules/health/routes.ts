import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness } from './readiness';

const healthAnswer = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['up', 'down']), dbKind: z.enum(['pglite', 'postgres']) });
const liveAnswer = z.object({ status: z.literal('ok') });
const check = z.enum(['up', 'down', 'not-configured']);
const readyAnswer = z.object({ status: z.enum(['ready', 'not-ready']), checks: z.object({ database: check, redis: check }) });

const tags = ['operations'];

/**
 * Probes for load balancers and orchestrators:
 * - `/live`: the process answers (liveness: restart it when this fails); depends on nothing else,
 *   so a database outage never gets healthy processes restarted.
 * - `/ready`: the database and, when configured, Redis answer (readiness: send it traffic only then);
 *   a 503 names the part that failed.
 * - `/health`: the database check that `pnpm start`, the tests and older probes already use.
 */
export const healthRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    { schema: { tags, summary: 'Whether the server and its database answer', response: { 200: healthAnswer, 503: healthAnswer } } },
    async (_request, reply) => {
      const up = await app.database.ping();
      reply.code(up ? 200 : 503).header('cache-control', 'no-store');
      return { status: up ? ('ok' as const) : ('error' as const), db: up ? ('up' as const) : ('down' as const), dbKind: app.database.kind };
    },
  );

  app.get('/live', { schema: { tags, summary: 'Liveness: the process answers', response: { 200: liveAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get(
    '/ready',
    { schema: { tags, summary: 'Readiness: the database and Redis (when configured) answer; 503 names what failed', response: { 200: readyAnswer, 503: readyAnswer } } },
    async (_request, reply) => {
      const checks = await checkReadiness(app);
      const ready = checks.database === 'up' && checks.redis !== 'down';
      reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
      return { status: ready ? ('ready' as const) : ('not-ready' as const), checks };
    },
  );
};
