import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` every `everyMs` once the app is ready (after `start`, if given) until it closes: each
 * run waits for the last to end, closing waits for a run under way, and the timer never holds the
 * process open. A failed run is logged once (`failure`) until one succeeds again: a database away
 * for a moment must not flood the log, and the next run catches up. The background jobs' one loop.
 */
export function repeatWhileOpen(app: FastifyInstance, everyMs: number, run: () => Promise<void>, failure: string, start?: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let warned = false;
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run()
        .then(() => {
          warned = false;
        })
        .catch((err: unknown) => {
          if (!warned) app.log.warn({ err }, failure);
          warned = true;
        })
        .finally(schedule);
    }, everyMs);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    await start?.();
    schedule();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
