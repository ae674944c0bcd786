import { repeatWhileOpen } from '../../lib/repeat';
import type { BackgroundJob } from '../api-module';
import { createPushSender } from '../push';
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
  const run = async () => {
    const stats = await runNotifications(app.db, options);
    if (stats.sent + stats.failed > 0) app.log.info(stats, 'notifications: sent');
  };
  repeatWhileOpen(app, every, run, 'notifications: the worker could not run');
};
