import { TtlCache } from '../../lib/ttl-cache';
import type { ApiModule } from '../index';
import { parseFeedQuery } from './schemas';
import { feedPage } from './service';

const FEED_CACHE_ENTRIES = 20_000;

/** GET /feed: ranked, filtered, cursor-paginated candidates (SPEC §7, DESIGN "Feed"). */
export const feedRoutes: ApiModule = async (app, { config }) => {
  // A page is reused for a few seconds (reloads, returning to /feed, a burst of clients). What the
  // viewer does that changes it (a request, new skills) drops it at once, in every process;
  // others' profile edits and newcomers show up within the TTL. Kept serialized: a hit costs no
  // JSON work at all.
  const pages = new TtlCache<string>(config.feedCacheMs, FEED_CACHE_ENTRIES);
  app.bus.subscribe('feed-changed', ({ userIds }) => {
    for (const id of userIds) pages.invalidateGroup(id);
  });

  app.get('/feed', { preHandler: app.authenticate }, async (request, reply) => {
    const query = parseFeedQuery(request.query);
    reply.header('cache-control', 'no-store');
    const viewerId = request.user.id;
    const key = `${viewerId} ${JSON.stringify(query)}`;
    reply.type('application/json; charset=utf-8');
    const cached = pages.get(key);
    if (cached) return cached;
    const version = pages.version();
    const page = JSON.stringify(await feedPage(app.db, viewerId, query));
    pages.set(key, viewerId, page, version);
    return page;
  });
};
