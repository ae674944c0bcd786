import { connectionList, connectionWithAnswer, errorBody, passedList, passedQuery, requestAnswer, requestList, reviewRequestParams, sendRequestParams, userIdParams } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseId } from '../../lib/ids';
import { notifyRequestChange } from './notify';
import { matchFor } from './match';
import { connectionWith, listConnections, listPassed, listPending } from './read-service';
import { REQUEST_NOT_FOUND, reviewRequest, sendRequest, USER_NOT_FOUND } from './service';

// By what the swipe recorded: a request, an ignore, or (answering their pending Interested) a match or a pass.
const SWIPE_MESSAGES = { interested: 'Connection request sent', ignore: 'User ignored', accepted: 'You are now connected', rejected: 'User ignored' } as const;
const REVIEW_MESSAGES = { accepted: 'Request accepted', rejected: 'Request rejected', withdraw: 'Request withdrawn' } as const;
const tags = ['connections'];

/** Connection requests (send, review) and the lists built from them (SPEC §7, DESIGN "Connection requests"). */
export const requestsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/reqs/send/:status/:userId',
    {
      schema: {
        tags,
        summary: 'Swipe on a developer: interested sends a request, ignore hides them',
        params: sendRequestParams,
        response: { 201: requestAnswer, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { status } = request.params;
      const receiverId = parseId(request.params.userId, USER_NOT_FOUND, 'USER_NOT_FOUND');
      const created = await sendRequest(app.db, request.user.id, receiverId, status);
      // The two now hide each other in their feeds.
      app.bus.publish('feed-changed', { userIds: [created.senderId, created.receiverId] });
      notifyRequestChange(app, created);
      // Interested on someone whose Interested waited: the swiper sees the match at once.
      const match = created.status === 'accepted' ? await matchFor(app.db, request.user.id, receiverId) : null;
      return reply.code(201).send({ message: SWIPE_MESSAGES[created.status], request: created, ...(match ? { match } : {}) });
    },
  );

  app.patch(
    '/reqs/review/:status/:requestId',
    {
      schema: {
        tags,
        summary: 'Accept or reject a request you received, or withdraw one you sent (or an Ignore you swiped)',
        params: reviewRequestParams,
        response: { 200: requestAnswer, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const { status } = request.params;
      const requestId = parseId(request.params.requestId, REQUEST_NOT_FOUND, 'REQUEST_NOT_FOUND');
      const reviewed = await reviewRequest(app.db, request.user.id, requestId, status);
      // Who may meet whom changed: a withdrawal brings them back, an answer ends a pending like.
      app.bus.publish('feed-changed', { userIds: [reviewed.senderId, reviewed.receiverId] });
      notifyRequestChange(app, reviewed, status === 'withdraw');
      const match = status === 'accepted' ? await matchFor(app.db, request.user.id, reviewed.senderId) : null;
      return { message: REVIEW_MESSAGES[status], request: reviewed, ...(match ? { match } : {}) };
    },
  );

  app.get('/user/reqs/received', { schema: { tags, summary: 'Pending requests you received', response: { 200: requestList } } }, async (request) => ({
    reqs: await listPending(app.db, request.user.id, 'received'),
  }));

  app.get(
    '/user/reqs/sent',
    { schema: { tags, summary: 'Requests you sent: pending, and those that expired unanswered (listed until 14 days after sending)', response: { 200: requestList } } },
    async (request) => ({
      reqs: await listPending(app.db, request.user.id, 'sent'),
    }),
  );

  app.get(
    '/reqs/with/:userId',
    {
      schema: {
        tags,
        summary: 'Where you stand with one person: nothing yet, a request sent or received, connected, or closed',
        params: userIdParams,
        response: { 200: connectionWithAnswer, 404: errorBody },
      },
    },
    async (request) => ({
      data: await connectionWith(app.db, request.user.id, parseId(request.params.userId, USER_NOT_FOUND, 'USER_NOT_FOUND')),
    }),
  );

  app.get(
    '/reqs/passed',
    { schema: { tags, summary: 'The people you passed, most recent first (Interested on one sends a request)', querystring: passedQuery, response: { 200: passedList } } },
    async (request) => ({ data: await listPassed(app.db, request.user.id, request.query.limit) }),
  );

  app.get('/user/connections', { schema: { tags, summary: 'Everyone you are connected with', response: { 200: connectionList } } }, async (request) => ({
    connections: await listConnections(app.db, request.user.id),
  }));
};
