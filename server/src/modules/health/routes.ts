import type { FastifyPluginAsync } from 'fastify';

/** Liveness + database reachability, for load balancers and `pnpm start` readiness checks. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply) => {
    const up = await app.database.ping();
    reply.code(up ? 200 : 503).header('cache-control', 'no-store');
    return { status: up ? 'ok' : 'error', db: up ? 'up' : 'down', dbKind: app.database.kind };
  });
};
