import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { StartupError } from './lib/startup-error';
import { seedDemoIfEmpty } from './modules/seed';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  // A newcomer's first `pnpm start` gets people to meet (SEED_DEMO, on unless set to false).
  if (config.seedDemo) await seedDemoIfEmpty(app.db, app.log);

  let stopping = false;
  const shutdown = async (signal: string) => {
    // A second Ctrl-C means "now": don't make people wait for slow connections.
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      app.log.error(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      // Stops accepting connections, lets in-flight requests finish, then runs every onClose
      // hook: Socket.IO and Redis (when their plugins are present) and the database.
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => {});
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(`Port ${config.port} is already in use. Stop the other process or set PORT to a free port.`);
    }
    throw err;
  }
  const { port } = app.server.address() as AddressInfo;
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(config.host);
  console.log(`Hackmate listening on http://${local ? 'localhost' : config.host}:${port}`);
}

main().catch((err: unknown) => {
  if (err instanceof StartupError) console.error(`\n${err.message}\n`);
  else console.error('Hackmate failed to start:', err);
  process.exit(1);
});
