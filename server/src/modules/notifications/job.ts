import type { BackgroundJob } from '../api-module';
import { createPushSender } from '../push/sender';
import { runNotifications, type WorkerOptions } from './worker';

/**
 * The notification worker: every NOTIFY_EVERY_SECONDS (10 s by default; off in tests unless they
 * ask) each server process runs `runNotifications`. Several processes at once are safe: rows are
 * claimed with SKIP LOCKED and digests composed under an advisory lock (worker.ts).
 */
export const notificationJob: BackgroundJob = async (app, { config }) => {
  const every = config.notify.everyMs;
  if (every <= 0) return;
  const options: WorkerOptions = {
    mailer: app.mailer,
    push: createPushSender(config.vapid),
    appUrl: config.appUrl,
    jwtSecret: config.jwtSecret,
    delayMs: config.notify.delayMs,
    maxPerDay: config.notify.maxPerDay,
    leaseMs: config.notify.leaseMs,
  };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let warned = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runNotifications(app.db, options)
        .then((stats) => {
          warned = false;
          if (stats.sent + stats.failed > 0) app.log.info(stats, 'notifications: sent');
        })
        .catch((err: unknown) => {
          // The database is away for a moment: the next run catches up; say so once.
          if (!warned) app.log.warn({ err }, 'notifications: the worker could not run');
          warned = true;
        })
        .finally(schedule);
    }, every);
    timer.unref();
  };

  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
};
