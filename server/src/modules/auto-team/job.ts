import type { BackgroundJob } from '../api-module';
import { runDueRounds } from './round-service';

/**
 * The periodic "Match me" round: every AUTO_TEAM_EVERY_SECONDS (10 minutes by default; off in
 * tests unless they ask), each server process runs a round at every event that needs one
 * (`runDueRounds`). Several processes may tick at once: each event's round takes a
 * transaction-level advisory lock, so only one of them runs it and the others skip that event.
 */
export const autoTeamJob: BackgroundJob = async (app, { config }) => {
  const every = config.autoTeamEveryMs;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let warned = false;

  const tick = async () => {
    const results = await runDueRounds(app.db, new Date(), (eventId, err) => app.log.warn({ err, eventId }, 'auto-team: a round failed'));
    let proposed = 0;
    let settled = 0;
    for (const r of results.values()) {
      proposed += r.proposed.length;
      settled += r.settled.length;
    }
    if (proposed + settled > 0) app.log.info({ events: results.size, proposed, settled }, 'auto-team: round done');
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .then(() => {
          warned = false;
        })
        .catch((err: unknown) => {
          // The database is away for a moment: the next tick tries again; say so once.
          if (!warned) app.log.warn({ err }, 'auto-team: could not look for events to match');
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
