import type { Database, Db } from '../db/client';
import { globalPlugin } from '../lib/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle instance: the same query API on PGlite and PostgreSQL. */
    db: Db;
    /** Connection handle: kind, ping() for health checks, close(). */
    database: Database;
  }
}

/** Decorates the app with an already-open database and closes it when the app closes. */
export const dbPlugin = globalPlugin<{ database: Database }>('hackmate-db', async (app, { database }) => {
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await database.close();
  });
});
