import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import { etagOf, sendRevalidated } from '../lib/etag';
import { buildRuntimeConfig, runtimeConfigScript } from '../lib/runtime-config';

/**
 * `GET /runtime-config.js`: remote URLs and public Firebase settings as a script the shell
 * loads before anything else, so moving a remote needs no shell rebuild. Served in dev too
 * (the shell dev server proxies it here), then pointing at the remotes' dev servers.
 */
export const runtimeConfigPlugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const body = runtimeConfigScript(buildRuntimeConfig(config));
  const etag = etagOf(body);
  app.get('/runtime-config.js', async (request, reply) => {
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return sendRevalidated(request, reply, etag, body);
  });
};
