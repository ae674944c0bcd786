import { blockedList, blockParams, errorBody, noContent, unmatchParams } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseId } from '../../lib/ids';
import { rateLimit } from '../../plugins/rate-limit';
import { blockUser, endConnection, listBlocked, unblockUser, USER_NOT_FOUND } from './service';

const tags = ['safety'];
// Each block or unmatch is felt by every server process (feed caches): cheap to ask, not to serve.
const limit = rateLimit(60);

/**
 * Blocking and ending connections (README.md):
 *   POST   /users/:userId/block        → 204 (also when already blocked); 400 yourself; 404 unknown
 *   DELETE /users/:userId/block        → 204 (also when there was no block); 404 a malformed id
 *   GET    /users/blocked              → { data: [{ _id, fullName, userName, profileUrl, blockedAt }] }
 *   DELETE /user/connections/:userId   → 204; 404 when the two are not connected
 */
export const safetyRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const userId = (params: { userId: string }) => parseId(params.userId, USER_NOT_FOUND, 'USER_NOT_FOUND');

  app.post(
    '/users/:userId/block',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Block someone: neither of you sees the other again, and what you shared ends',
        params: blockParams,
        response: { 204: noContent('Blocked'), 404: errorBody },
      },
    },
    async (request, reply) => {
      await blockUser(app, request.user.id, userId(request.params));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/users/:userId/block',
    {
      config: limit,
      schema: { tags, summary: 'Unblock someone (a connection is not restored)', params: blockParams, response: { 204: noContent('Not blocked (also when there was no block)'), 404: errorBody } },
    },
    async (request, reply) => {
      await unblockUser(app, request.user.id, userId(request.params));
      return reply.code(204).send(null);
    },
  );

  app.get('/users/blocked', { schema: { tags, summary: 'The people you blocked, newest first', response: { 200: blockedList } } }, async (request) => ({
    data: await listBlocked(app.db, request.user.id),
  }));

  app.delete(
    '/user/connections/:userId',
    {
      config: limit,
      schema: { tags, summary: 'End a connection (the chat stays as history, closed to new messages)', params: unmatchParams, response: { 204: noContent('Connection ended'), 404: errorBody } },
    },
    async (request, reply) => {
      await endConnection(app, request.user.id, parseId(request.params.userId, 'You are not connected with this user.', 'NOT_CONNECTED'));
      return reply.code(204).send(null);
    },
  );
};
