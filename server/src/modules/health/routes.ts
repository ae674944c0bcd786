import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthAnswer = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['up', 'down']), dbKind: z.enum(['pglite', 'postgres']) });

/** Liveness + database reachability, for load balancers and `pnpm start` readiness checks. */
export const healthRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    { schema: { tags: ['operations'], summary: 'Whether the server and its database answer', response: { 200: healthAnswer, 503: healthAnswer } } },
    async (_request, reply) => {
      const up = await app.database.ping();
      reply.code(up ? 200 : 503).header('cache-control', 'no-store');
      return { status: up ? ('ok' as const) : ('error' as const), db: up ? ('up' as const) : ('down' as const), dbKind: app.database.kind };
    },
  );
};
