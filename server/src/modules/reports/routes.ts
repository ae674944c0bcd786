import { createReportBody, errorBody, reportCreated } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { announceBlock } from '../safety';
import { fileReport } from './service';

const tags = ['safety'];
const HOUR = 60 * 60 * 1000;
// Reports cost the operator reading time: a flood from one account is refused, wherever it comes from.
const REPORTS_PER_HOUR = 20;

/** Reports of a user, a message or a team, read by the operator with `pnpm moderation`. */
export const reportsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/reports',
    {
      config: { rateLimit: { max: REPORTS_PER_HOUR, timeWindow: HOUR, keyGenerator: (request: FastifyRequest) => `reports:${request.user.id}` } },
      schema: {
        tags,
        summary: 'Report a user, a message or a team to the moderators (optionally blocking them too)',
        body: createReportBody,
        response: { 201: reportCreated, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { report, blockedId } = await fileReport(app.db, request.user.id, request.body);
      if (blockedId) announceBlock(app, request.user.id, blockedId);
      return reply.code(201).send({ data: report });
    },
  );
};
