import { errorBody, noContent, pushPublicKeyAnswer, pushSubscriptionBody, pushUnsubscribeBody } from '@hackmate/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiModule } from '../api-module';
import { removeSubscription, saveSubscription } from './repository';

/**
 * Web push for the signed-in person's browser (the session says whose; no id in the body):
 *   GET    /push/public-key → { data: { publicKey } } the VAPID key for pushManager.subscribe
 *   POST   /push/subscription → 204; the browser's PushSubscription (https endpoint, P-256 key,
 *          16-byte auth secret) now receives this person's notifications; 400 anything else
 *   DELETE /push/subscription { endpoint } → 204 (also when it was not theirs or not there: a
 *          browser turning push off needs no answer about someone else's subscription)
 */
export const pushRoutes: ApiModule = async (plain, { config }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const tags = ['push'];
  const perUser = { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `push:${request.user.id}` } };

  app.get('/push/public-key', { schema: { tags, summary: "The server's VAPID public key", response: { 200: pushPublicKeyAnswer } } }, async () => ({
    data: { publicKey: config.vapid.publicKey },
  }));

  app.post(
    '/push/subscription',
    { config: perUser, schema: { tags, summary: 'Turn push on in this browser', body: pushSubscriptionBody, response: { 204: noContent('Subscribed'), 400: errorBody } } },
    async (request, reply) => {
      await saveSubscription(app.db, request.user.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push/subscription',
    { config: perUser, schema: { tags, summary: 'Turn push off in this browser', body: pushUnsubscribeBody, response: { 204: noContent('Not subscribed'), 400: errorBody } } },
    async (request, reply) => {
      await removeSubscription(app.db, request.user.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
