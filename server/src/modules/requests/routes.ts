import type { FastifyPluginAsync } from 'fastify';
import { parseIdParam, parseReviewStatus, parseSendStatus } from './schemas';
import { listConnections, listPending, REQUEST_NOT_FOUND, reviewRequest, sendRequest, USER_NOT_FOUND } from './service';

const SENT_MESSAGES = { interested: 'Connection request sent', ignore: 'User ignored' } as const;
const REVIEW_MESSAGES = { accepted: 'Request accepted', rejected: 'Request rejected', withdraw: 'Request withdrawn' } as const;

/** Connection requests (send, review) and the lists built from them (SPEC §7, DESIGN "Connection requests"). */
export const requestsRoutes: FastifyPluginAsync = async (app) => {
  // Who knows whom is personal: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/reqs/send/:status/:userId', { preHandler: app.authenticate }, async (request, reply) => {
    const params = request.params as { status?: unknown; userId?: unknown };
    const status = parseSendStatus(params.status);
    const receiverId = parseIdParam(params.userId, USER_NOT_FOUND, 'USER_NOT_FOUND');
    const created = await sendRequest(app.db, request.user.id, receiverId, status);
    // The two now hide each other in their feeds.
    app.bus.publish('feed-changed', { userIds: [created.senderId, created.receiverId] });
    return reply.code(201).send({ message: SENT_MESSAGES[status], request: created });
  });

  app.patch('/reqs/review/:status/:requestId', { preHandler: app.authenticate }, async (request) => {
    const params = request.params as { status?: unknown; requestId?: unknown };
    const status = parseReviewStatus(params.status);
    const requestId = parseIdParam(params.requestId, REQUEST_NOT_FOUND, 'REQUEST_NOT_FOUND');
    const reviewed = await reviewRequest(app.db, request.user.id, requestId, status);
    // A withdrawn request brings the two back into each other's feeds.
    if (status === 'withdraw') app.bus.publish('feed-changed', { userIds: [reviewed.senderId, reviewed.receiverId] });
    return { message: REVIEW_MESSAGES[status], request: reviewed };
  });

  app.get('/user/reqs/received', { preHandler: app.authenticate }, async (request) => ({
    reqs: await listPending(app.db, request.user.id, 'received'),
  }));

  app.get('/user/reqs/sent', { preHandler: app.authenticate }, async (request) => ({
    reqs: await listPending(app.db, request.user.id, 'sent'),
  }));

  app.get('/user/connections', { preHandler: app.authenticate }, async (request) => ({
    connections: await listConnections(app.db, request.user.id),
  }));
};
