import type { FastifyPluginAsync } from 'fastify';
import { parse } from '../../../lib/http-errors';
import { parseId } from '../common';
import { projectCreateBody, projectUpdateBody } from './schemas';
import { PROJECT_NOT_FOUND, addProject, editProject, removeProject } from './service';

/** Projects of the signed-in user (SPEC §7); the session, never the body, says whose. */
export const projectRoutes: FastifyPluginAsync = async (app) => {
  app.post('/profile/add/project', { preHandler: app.authenticate }, async (request, reply) => {
    const fields = parse(projectCreateBody, request.body);
    const project = await addProject(app.db, request.user.id, fields);
    return reply.code(201).send({ message: 'Project added successfully', project });
  });

  app.patch('/project-edit/:id', { preHandler: app.authenticate }, async (request) => {
    const id = parseId((request.params as { id?: unknown }).id, PROJECT_NOT_FOUND);
    const fields = parse(projectUpdateBody, request.body);
    const project = await editProject(app.db, request.user.id, id, fields);
    return { message: 'Project updated successfully', project };
  });

  app.delete('/remove-project/:id', { preHandler: app.authenticate }, async (request) => {
    const id = parseId((request.params as { id?: unknown }).id, PROJECT_NOT_FOUND);
    await removeProject(app.db, request.user.id, id);
    return { message: 'Project removed successfully' };
  });
};
