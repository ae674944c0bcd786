import { feedPage as feedPageSchema, feedQuery } from '@hackmate/shared/contracts';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TtlCache } from '../../lib/ttl-cache';
import type { ApiModule } from '../index';
import { toFeedQuery } from './schemas';
import { feedPage } from './service';

const FEED_CACHE_ENTRIES = 20_000;

/** GET /feed: ranked, filtered, cursor-paginated candidates (SPEC §7, DESIGN "Feed"). */
export const feedRoutes: ApiModule = async (plain, { config }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // A page is reused for a few seconds (reloads, returning to /feed, a burst of clients). What the
  // viewer does that changes it (a request, new skills) drops it at once, in every process;
  // others' profile edits and newcomers show up within the TTL. Kept serialized: a hit costs no
  // JSON work at all.
  const pages = new TtlCache<string>(config.feedCacheMs, FEED_CACHE_ENTRIES);
  app.bus.subscribe('feed-changed', ({ userIds }) => {
    for (const id of userIds) pages.invalidateGroup(id);
  });

  app.get(
    '/feed',
    { schema: { tags: ['feed'], summary: 'The next developers to meet, best first', querystring: feedQuery, response: { 200: feedPageSchema } } },
    async (request, typedReply) => {
      // Pages are kept as JSON text: sent as they are, checked against the schema once, when made.
      const reply = typedReply as FastifyReply;
      const query = toFeedQuery(request.query);
      const viewerId = request.user.id;
      const key = `${viewerId} ${JSON.stringify(query)}`;
      reply.type('application/json; charset=utf-8');
      const cached = pages.get(key);
      if (cached) return reply.send(cached);
      const version = pages.version();
      const page = feedPageSchema.encode(await feedPage(app.db, viewerId, query));
      const body = JSON.stringify(page);
      pages.set(key, viewerId, body, version);
      return reply.send(body);
    },
  );
};
