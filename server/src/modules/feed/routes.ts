import { errorBody, feedPage as feedPageSchema, feedQuery } from '@hackmate/shared/contracts';
import type { FeedPage } from '@hackmate/shared/types';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiModule } from '../api-module';
import { toFeedQuery } from './schemas';
import { CardCache } from './cards';
import { eventDeckPage } from './event-deck';
import { feedPage } from './service';
import { feedCounters } from './stats';

/**
 * GET /feed: the viewer's best candidates, filtered and cursor-paginated (SPEC §7, DESIGN "Feed").
 * Computed on every request from the matching engine's in-memory index: nothing is cached per
 * viewer, so a swipe, an edit or a newcomer shows on the very next page. Cards are shared by
 * all viewers and dropped when their person changes. With `eventId`, the deck of one event
 * (event-deck.ts).
 */
export const feedRoutes: ApiModule = async (plain, { config }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const counters = feedCounters(app);
  const checkPages = !config.isProduction;
  const cards = new CardCache(app.db);
  const offs = [app.bus.subscribe('user-changed', ({ userId }) => cards.forget(userId)), app.bus.subscribe('user-removed', ({ userId }) => cards.forget(userId))];
  app.addHook('onClose', async () => {
    for (const off of offs) off();
    cards.clear();
  });
  app.get(
    '/feed',
    { schema: { tags: ['feed'], summary: 'The next developers to meet, best first', querystring: feedQuery, response: { 200: feedPageSchema, 404: errorBody } } },
    async (request, reply) => {
      const query = toFeedQuery(request.query);
      const page = query.eventId
        ? await eventDeckPage(app.db, cards, app.matching, request.user.id, { ...query, eventId: query.eventId })
        : await feedPage(cards, app.matching, request.user.id, query);
      counters.shown(page.shown);
      // Outside production every page is checked against its contract, so the text put together
      // from serialized cards cannot drift from what the schema promises.
      if (checkPages) feedPageSchema.parse(JSON.parse(page.json));
      // Already JSON (checked above in tests): sent as it is, without a second serialization. The
      // typed send only knows objects; a string with a JSON content type is passed through.
      return reply.type('application/json; charset=utf-8').send(page.json as unknown as FeedPage);
    },
  );
};
