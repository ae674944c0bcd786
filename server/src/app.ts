import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { apiModules } from './modules';
import { backgroundJobs } from './modules/jobs';
import { matchingModule } from './modules/matching';
import { activeSessionIds, findActiveSession } from './modules/auth';
import { authPlugin } from './plugins/auth';
import { clientPlugin } from './plugins/client';
import { clusterBusPlugin } from './plugins/cluster-bus';
import { compressionPlugin } from './plugins/compression';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { firebasePlugin } from './plugins/firebase';
import { limitsPlugin } from './plugins/limits';
import { mailPlugin } from './plugins/mail';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { runtimeConfigPlugin } from './plugins/runtime-config';
import { securityPlugin } from './plugins/security';
import { socketIoPlugin } from './plugins/socket-io';
import { uploadsPlugin } from './plugins/uploads';
import { realtimeModule, type RealtimeOptions } from './realtime';

export interface AppDeps {
  /** An already-open database (tests); otherwise opened and migrated from `config`. */
  database?: Database;
  /** Extra routes registered under `/api` after the modules (tests, tools). */
  extraRoutes?: FastifyPluginAsync;
  /** Real-time limits (tests lower them). */
  realtime?: Partial<Omit<RealtimeOptions, 'config'>>;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
}

// JSON bodies in this API are small forms; anything bigger is a mistake or an attack.
// Multipart uploads set their own, larger limit on their route.
const JSON_BODY_LIMIT = 100 * 1024;

/**
 * Builds the whole server without listening: plugins first (capabilities: database, errors,
 * security, sessions, mail, sockets…), then the API modules under /api and the real-time
 * handlers, then the client. `main.ts` listens; tests use `inject()`.
 * The returned app owns the database: `app.close()` closes it.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database = deps.database ?? (await openDatabase(config));
  const app = Fastify({
    logger: { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // Errors and refusals are logged where they happen (plugins/errors.ts); a line per request is opt-in.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors,
    trustProxy: config.trustProxy,
    // A slow client (or one that never finishes its body) is cut off instead of holding a
    // connection forever. Node checks at this interval, so the cut comes within a second of it.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: config.requestTimeoutMs, connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs) },
  });
  try {
    await app.register(dbPlugin, { database });
    await app.register(errorsPlugin);
    await app.register(limitsPlugin);
    await app.register(metricsPlugin);
    // Before any route: hooks only reach the routes registered after them.
    await app.register(compressionPlugin);
    await app.register(openApiPlugin);
    await app.register(clusterBusPlugin);
    await app.register(securityPlugin, { config });
    await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, scale: config.rateLimitScale });
    await app.register(authPlugin, { config, lookup: (token) => findActiveSession(database.db, config.jwtSecret, token) });
    await app.register(mailPlugin, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
    await app.register(firebasePlugin, { ...config.firebase, isProduction: config.isProduction });
    await app.register(socketIoPlugin, { config });
    await app.register(uploadsPlugin, { dir: config.uploadDir });
    await app.register(runtimeConfigPlugin, { config });
    await app.register(matchingModule);
    for (const module of apiModules) await app.register(module, { prefix: '/api', config });
    if (deps.extraRoutes) await app.register(deps.extraRoutes, { prefix: '/api' });
    for (const job of backgroundJobs) await app.register(job, { config });
    await app.register(realtimeModule, { config, activeSessions: (ids) => activeSessionIds(database.db, ids), ...deps.realtime });
    if (config.serveClient) await app.register(clientPlugin, { config });
  } catch (err) {
    await app.close().catch(() => {});
    await database.close();
    throw err;
  }
  return app;
}
