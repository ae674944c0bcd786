import { inboxAnswer } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inboxFor } from './service';

/**
 * One place for every ask (the Reqs screen):
 *   GET /inbox → { data: [InboxItem] }, newest first: connection requests, team invites, join
 *                requests to teams I own, "Match me" proposals I have not answered. Each is
 *                answered on its own route (/reqs/review, /team-requests, /auto-team/:id/answer).
 */
export const inboxRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/inbox', { schema: { tags: ['connections'], summary: 'Everything waiting for your answer, newest first', response: { 200: inboxAnswer } } }, async (request) => ({
    data: await inboxFor(app.db, request.user.id),
  }));
};
