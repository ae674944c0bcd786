import type { FastifyPluginAsync } from 'fastify';
import { hackathonSchema } from '@hackmate/shared/validation';
import { parse } from '../../../lib/http-errors';
import { parseId } from '../common';
import { unwrapHackathon } from './schemas';
import { HACKATHON_NOT_FOUND, addHackathon, editHackathon, removeHackathon } from './service';

/** Hackathons of the signed-in user (SPEC §7); the session, never the body, says whose. */
export const hackathonRoutes: FastifyPluginAsync = async (app) => {
  app.post('/profile/add/hackathon', { preHandler: app.authenticate }, async (request, reply) => {
    const fields = parse(hackathonSchema, unwrapHackathon(request.body));
    const hackathon = await addHackathon(app.db, request.user.id, fields);
    return reply.code(201).send({ message: 'Hackathon added successfully', hackathon });
  });

  app.patch('/hackathon-edit/:id', { preHandler: app.authenticate }, async (request) => {
    const id = parseId((request.params as { id?: unknown }).id, HACKATHON_NOT_FOUND);
    const fields = parse(hackathonSchema, unwrapHackathon(request.body));
    const hackathon = await editHackathon(app.db, request.user.id, id, fields);
    return { message: 'Hackathon details updated successfully!', hackathon };
  });

  app.delete('/remove-hackathon/:id', { preHandler: app.authenticate }, async (request) => {
    const id = parseId((request.params as { id?: unknown }).id, HACKATHON_NOT_FOUND);
    await removeHackathon(app.db, request.user.id, id);
    return { message: 'Hackathon removed successfully' };
  });
};
