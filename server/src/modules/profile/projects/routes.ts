import { errorBody, itemIdParams, messageBody, projectAnswer, projectCreateBody, projectUpdateBody } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseId } from '../../../lib/ids';
import { PROJECT_NOT_FOUND, addProject, editProject, removeProject } from './service';

const tags = ['profile'];

/** Projects of the signed-in user (SPEC §7); the session, never the body, says whose. */
export const projectRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/profile/add/project',
    { schema: { tags, summary: 'Add a project to your journey', body: projectCreateBody, response: { 201: projectAnswer, 409: errorBody } } },
    async (request, reply) => {
      const project = await addProject(app.db, request.user.id, request.body);
      return reply.code(201).send({ message: 'Project added successfully', project });
    },
  );

  app.patch(
    '/project-edit/:id',
    { schema: { tags, summary: 'Change one of your projects', params: itemIdParams, body: projectUpdateBody, response: { 200: projectAnswer, 404: errorBody } } },
    async (request) => {
      const project = await editProject(app.db, request.user.id, parseId(request.params.id, PROJECT_NOT_FOUND), request.body);
      return { message: 'Project updated successfully', project };
    },
  );

  app.delete(
    '/remove-project/:id',
    { schema: { tags, summary: 'Remove one of your projects', params: itemIdParams, response: { 200: messageBody, 404: errorBody } } },
    async (request) => {
      await removeProject(app.db, request.user.id, parseId(request.params.id, PROJECT_NOT_FOUND));
      return { message: 'Project removed successfully' };
    },
  );
};
