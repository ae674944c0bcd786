import { conversationList, errorBody, historyPage, historyParams, historyQuery, messageSearchQuery, messageSearchResults } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseId } from '../../lib/ids';
import { searchMessages } from './search';
import { getHistory, listConversations } from './service';

const tags = ['chat'];

/**
 * Chat history over HTTP; live messages go through Socket.IO (server/src/realtime).
 *   GET /convos/:receiverId?before=&after=&limit=  → { messages (oldest first), nextCursor, partner, connected }
 *     404 unknown user (or blocked either way, or suspended), 403 never a connection, 400 bad cursor;
 *     after a connection ended the history stays readable with connected: false.
 *   GET /get-conversations                         → { conversations } newest first
 *   GET /convos-search?q=                          → { data: [{ message, partner }] } newest first
 */
export const chatRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/convos/:receiverId',
    {
      schema: {
        tags,
        summary: 'A page of your conversation with a connection or a past one (oldest first within the page)',
        params: historyParams,
        querystring: historyQuery,
        response: { 200: historyPage, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      // A malformed id cannot name anyone: answered like an unknown user.
      const receiverId = parseId(request.params.receiverId, 'This user does not exist.', 'USER_NOT_FOUND');
      return getHistory(app.db, request.user.id, receiverId, request.query);
    },
  );

  app.get(
    '/convos-search',
    { schema: { tags, summary: 'Find messages in your conversations', querystring: messageSearchQuery, response: { 200: messageSearchResults } } },
    async (request) => ({ data: await searchMessages(app.db, request.user.id, request.query.q) }),
  );

  app.get('/get-conversations', { schema: { tags, summary: 'Your conversations, newest first', response: { 200: conversationList } } }, async (request) => ({
    conversations: await listConversations(app.db, request.user.id),
  }));
};
