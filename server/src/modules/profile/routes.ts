import { ownProfile as ownProfileSchema, profileEditAnswer, profileEditBody, publicProfile as publicProfileSchema, errorBody, userIdParams } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseId } from '../../lib/ids';
import { USER_NOT_FOUND, editProfile, ownProfile, publicProfile } from './service';

const tags = ['profile'];

/** The own profile, someone else's profile and profile edits (SPEC §7). */
export const profileRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/profile/view', { schema: { tags, summary: 'Your own profile, e-mail included', response: { 200: ownProfileSchema } } }, async (request) =>
    ownProfile(app.db, request.user.id),
  );

  app.get(
    '/profile/user/:userId',
    { schema: { tags, summary: "Someone's public profile", params: userIdParams, response: { 200: publicProfileSchema, 404: errorBody } } },
    async (request) => publicProfile(app.db, request.user.id, parseId(request.params.userId, USER_NOT_FOUND)),
  );

  app.patch(
    '/profile/edit',
    { schema: { tags, summary: 'Change your profile (only the fields sent)', body: profileEditBody, response: { 200: profileEditAnswer, 409: errorBody } } },
    async (request) => {
      const input = request.body;
      const user = await editProfile(app.db, request.user.id, input);
      // What they show and bring ranks them in everyone's feed, and ranks everyone in theirs.
      app.bus.publish('user-changed', { userId: request.user.id });
      return { message: 'Profile updated successfully', user };
    },
  );
};
