import { errorBody, hackathonAnswer, hackathonBody, itemIdParams, messageBody } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseId } from '../../../lib/ids';
import { unwrapHackathon } from './unwrap';
import { HACKATHON_NOT_FOUND, addHackathon, editHackathon, removeHackathon } from './service';

const tags = ['profile'];

/** Hackathons of the signed-in user (SPEC §7); the session, never the body, says whose. */
export const hackathonRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // SPEC §7 wraps the fields ({ hackathon: { … } }); validation sees them flat either way.
  app.addHook('preValidation', async (request) => {
    request.body = unwrapHackathon(request.body);
  });

  app.post(
    '/profile/add/hackathon',
    { schema: { tags, summary: 'Add a hackathon to your journey', body: hackathonBody, response: { 201: hackathonAnswer, 409: errorBody } } },
    async (request, reply) => {
      const hackathon = await addHackathon(app.db, request.user.id, request.body);
      return reply.code(201).send({ message: 'Hackathon added successfully', hackathon });
    },
  );

  app.patch(
    '/hackathon-edit/:id',
    { schema: { tags, summary: 'Change one of your hackathons', params: itemIdParams, body: hackathonBody, response: { 200: hackathonAnswer, 404: errorBody } } },
    async (request) => {
      const hackathon = await editHackathon(app.db, request.user.id, parseId(request.params.id, HACKATHON_NOT_FOUND), request.body);
      return { message: 'Hackathon details updated successfully!', hackathon };
    },
  );

  app.delete(
    '/remove-hackathon/:id',
    { schema: { tags, summary: 'Remove one of your hackathons', params: itemIdParams, response: { 200: messageBody, 404: errorBody } } },
    async (request) => {
      await removeHackathon(app.db, request.user.id, parseId(request.params.id, HACKATHON_NOT_FOUND));
      return { message: 'Hackathon removed successfully' };
    },
  );
};
