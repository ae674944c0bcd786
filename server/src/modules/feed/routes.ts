import type { FastifyPluginAsync } from 'fastify';
import { parseFeedQuery } from './schemas';
import { feedPage } from './service';

/** GET /feed: ranked, filtered, cursor-paginated candidates (SPEC §7, DESIGN "Feed"). */
export const feedRoutes: FastifyPluginAsync = async (app) => {
  app.get('/feed', { preHandler: app.authenticate }, async (request, reply) => {
    const query = parseFeedQuery(request.query);
    reply.header('cache-control', 'no-store');
    return feedPage(app.db, request.user.id, query);
  });
};
