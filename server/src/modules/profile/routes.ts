import type { FastifyPluginAsync } from 'fastify';
import { profileEditSchema } from '@hackmate/shared/validation';
import { parse } from '../../lib/http-errors';
import { parseId } from './common';
import { USER_NOT_FOUND, editProfile, ownProfile, publicProfile } from './service';

/** The own profile, someone else's profile and profile edits (SPEC §7). */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  // Profiles are personal data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/profile/view', { preHandler: app.authenticate }, async (request) => ownProfile(app.db, request.user.id));

  app.get('/profile/user/:userId', { preHandler: app.authenticate }, async (request) => {
    const userId = parseId((request.params as { userId?: unknown }).userId, USER_NOT_FOUND);
    return publicProfile(app.db, userId);
  });

  app.patch('/profile/edit', { preHandler: app.authenticate }, async (request) => {
    const input = parse(profileEditSchema, request.body ?? {});
    const user = await editProfile(app.db, request.user.id, input);
    // Their skills and graduation year rank their own feed.
    if (input.skills !== undefined || input.gradYear !== undefined) app.bus.publish('feed-changed', { userIds: [request.user.id] });
    if (input.fullName !== undefined) app.bus.publish('user-renamed', { userId: request.user.id, fullName: user.fullName });
    return { message: 'Profile updated successfully', user };
  });
};
