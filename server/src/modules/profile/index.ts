import type { FastifyPluginAsync } from 'fastify';
import { hackathonRoutes } from './journey/hackathons';
import { projectRoutes } from './journey/projects';
import { profileRoutes } from './routes';
import { uploadRoutes } from './uploads/routes';

/** The profile area (SPEC §7): profiles, projects, hackathons and the picture upload. */
export const profileModule: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
  await app.register(projectRoutes);
  await app.register(hackathonRoutes);
  await app.register(uploadRoutes);
};
