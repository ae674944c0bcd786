import { errorBody } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { initialsAvatarSvg } from './initials-avatar';

const params = z.object({ file: z.string().max(100).meta({ description: '<initials>-<hue>.svg, e.g. AL-210.svg' }) });

/** GET /avatars/{initials}-{hue}.svg: the generated pictures of demo developers (see seed). */
export const avatarRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['pictures'],
    summary: 'A generated initials picture (demo developers)',
    params,
    response: { 200: z.string().meta({ description: 'image/svg+xml' }), 404: errorBody },
  };
  app.get('/avatars/:file', { schema }, async (request, reply) => {
    const svg = initialsAvatarSvg(request.params.file);
    if (!svg) throw notFound('No such picture', 'NOT_FOUND');
    // Same name, same picture forever; shown by remotes that may live on another origin.
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').header('cross-origin-resource-policy', 'cross-origin');
    return svg;
  });
};
