import { clientErrorReport, noContent } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REMOTE_NAMES } from '@hackmate/shared/remotes';
import { rateLimit } from '../../plugins/rate-limit';
import { scrubPersonalData } from './scrub';

// A browser reports at most a few failures a page; more from one address is a loop or an attack.
const REPORTS_PER_MINUTE = 30;

/**
 * POST /client-errors: browsers report that a remote failed to load or to render. Counted per
 * remote and version for GET /metrics and logged once at warn, with no session, address or
 * e-mail: accepted without sign-in, since a remote can fail before anyone signs in.
 */
export const clientErrorsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/client-errors',
    {
      config: rateLimit(REPORTS_PER_MINUTE),
      schema: {
        tags: ['operations'],
        summary: 'Report that a part of the app failed to load or to render (no sign-in needed)',
        body: clientErrorReport,
        response: { 204: noContent('Recorded') },
      },
    },
    async (request, reply) => {
      const { kind, version, message, stack } = request.body;
      // Only remotes this deployment knows become their own series; invented names share one.
      const remote = (REMOTE_NAMES as readonly string[]).includes(request.body.remote) ? request.body.remote : 'unknown';
      app.metrics.clientError(kind, remote, version);
      app.log.warn({ clientError: { kind, remote, version, message: scrubPersonalData(message), stack: stack && scrubPersonalData(stack) } }, 'a browser reported a client error');
      return reply.code(204).send(null);
    },
  );
};
