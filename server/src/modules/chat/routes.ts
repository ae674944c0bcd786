import type { FastifyPluginAsync } from 'fastify';
import { notFound, parse } from '../../lib/http-errors';
import { historyQuerySchema, receiverParamsSchema } from './schemas';
import { getHistory, listConversations } from './service';

/**
 * Chat history over HTTP; live messages go through Socket.IO (server/src/realtime).
 *   GET /convos/:receiverId?before=&after=&limit=  → { messages (oldest first), nextCursor, partner }
 *     404 unknown user, 403 not a connection, 400 bad cursor.
 *   GET /get-conversations                         → { conversations } newest first
 */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/convos/:receiverId', { preHandler: app.authenticate }, async (request) => {
    // A malformed id cannot name anyone: answered like an unknown user.
    const params = receiverParamsSchema.safeParse(request.params);
    if (!params.success) throw notFound('This user does not exist.', 'USER_NOT_FOUND');
    const query = parse(historyQuerySchema, request.query);
    return getHistory(app.db, request.user.id, params.data.receiverId, query);
  });

  app.get('/get-conversations', { preHandler: app.authenticate }, async (request) => ({
    conversations: await listConversations(app.db, request.user.id),
  }));
};
