import { createHash, timingSafeEqual } from 'node:crypto';
import { errorBody } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { unauthorized } from '../../lib/http-errors';

// Digests have one length, so the comparison takes the same time whatever was sent.
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format, for the operator's scraper only: it exists only when
 * METRICS_TOKEN is set (404 otherwise, like any unknown path), and answers 401 unless the request
 * carries `Authorization: Bearer <METRICS_TOKEN>`. What it counts: plugins/metrics.ts.
 */
export const metricsRoutes: FastifyPluginAsync<{ config: Config }> = async (plain, { config }) => {
  const token = config.metricsToken;
  if (!token) return;
  const expected = digest(token);
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN; only when the token is configured)',
        response: { 200: z.string().meta({ description: 'Prometheus text exposition format' }), 401: errorBody },
      },
    },
    async (request, reply) => {
      const sent = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!sent || !timingSafeEqual(digest(sent), expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthorized('A valid metrics token is required.', 'UNAUTHORIZED');
      }
      const body = await app.metrics.registry.metrics();
      return reply.type(app.metrics.registry.contentType).header('cache-control', 'no-store').send(body);
    },
  );
};
