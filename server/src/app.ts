import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { apiModules } from './modules';
import { authPlugin } from './plugins/auth';
import { clientPlugin } from './plugins/client';
import { clusterBusPlugin } from './plugins/cluster-bus';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { runtimeConfigPlugin } from './plugins/runtime-config';
import { securityPlugin } from './plugins/security';
import { socketIoPlugin } from './plugins/socket-io';
import { uploadsPlugin } from './plugins/uploads';

export interface AppDeps {
  /** An already-open database (tests); otherwise opened and migrated from `config`. */
  database?: Database;
  /** Extra routes registered under `/api` after the modules (tests, tools). */
  extraRoutes?: FastifyPluginAsync;
}

// JSON bodies in this API are small forms; anything bigger is a mistake or an attack.
// Multipart uploads set their own, larger limit on their route.
const JSON_BODY_LIMIT = 100 * 1024;

/**
 * Builds the whole server without listening: plugins first (shared infrastructure), then the
 * API modules under /api, then the client. `main.ts` listens; tests use `inject()`.
 * The returned app owns the database: `app.close()` closes it.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database = deps.database ?? (await openDatabase(config));
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
  });
  try {
    await app.register(dbPlugin, { database });
    await app.register(errorsPlugin);
    await app.register(clusterBusPlugin);
    await app.register(securityPlugin, { config });
    await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, scale: config.rateLimitScale });
    // After cookies are parsed, before any module that needs `app.authenticate`.
    await app.register(authPlugin, { config });
    await app.register(socketIoPlugin, { config });
    await app.register(uploadsPlugin, { dir: config.uploadDir });
    await app.register(runtimeConfigPlugin, { config });
    for (const module of apiModules) await app.register(module, { prefix: '/api', config });
    if (deps.extraRoutes) await app.register(deps.extraRoutes, { prefix: '/api' });
    if (config.serveClient) await app.register(clientPlugin, { config });
  } catch (err) {
    await app.close().catch(() => {});
    await database.close();
    throw err;
  }
  return app;
}
