import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-errors';
import { initialsAvatarSvg } from './initials-avatar';

/** GET /avatars/{initials}-{hue}.svg: the generated pictures of demo developers (see seed). */
export const avatarRoutes: FastifyPluginAsync = async (app) => {
  app.get('/avatars/:file', async (request, reply) => {
    const svg = initialsAvatarSvg(String((request.params as { file?: unknown }).file ?? ''));
    if (!svg) throw notFound('No such picture', 'NOT_FOUND');
    // Same name, same picture forever; shown by remotes that may live on another origin.
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').header('cross-origin-resource-policy', 'cross-origin');
    return svg;
  });
};
