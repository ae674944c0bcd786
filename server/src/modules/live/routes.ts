import { errorBody, liveSummary, readAnswer, readParams } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseId } from '../../lib/ids';
import { userRoom } from '../../realtime/rooms';
import { markRead, pendingReceived, unreadConversations } from './repository';

const tags = ['live'];

/**
 * The counts behind the navbar's badges, and read positions:
 *   GET  /live/summary          → { unread: [{ partnerId, unread }], unreadTotal, pendingRequests }
 *   POST /convos/:partnerId/read → { partnerId, unread: 0 }; the user's other tabs hear `conversationRead`
 */
export const liveRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/live/summary', { schema: { tags, summary: 'Unread messages and pending requests, for the badges', response: { 200: liveSummary } } }, async (request) => {
    const [unread, pendingRequests] = await Promise.all([unreadConversations(app.db, request.user.id), pendingReceived(app.db, request.user.id)]);
    return { unread, unreadTotal: unread.reduce((sum, c) => sum + c.unread, 0), pendingRequests };
  });

  app.post(
    '/convos/:partnerId/read',
    { schema: { tags, summary: 'Mark your conversation with someone as read up to its newest message', params: readParams, response: { 200: readAnswer, 404: errorBody } } },
    async (request) => {
      const partnerId = parseId(request.params.partnerId, 'This user does not exist.', 'USER_NOT_FOUND');
      await markRead(app.db, request.user.id, partnerId);
      app.io.to(userRoom(request.user.id)).emit('conversationRead', { partnerId });
      return { partnerId, unread: 0 as const };
    },
  );
};
