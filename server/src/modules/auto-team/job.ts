import { repeatWhileOpen } from '../../lib/repeat';
import type { BackgroundJob } from '../api-module';
import { notifyProposals } from '../live';
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
  const tick = async () => {
    const results = await runDueRounds(app.db, new Date(), (eventId, err) => app.log.warn({ err, eventId }, 'auto-team: a round failed'));
    let proposed = 0;
    let settled = 0;
    for (const [eventId, r] of results) {
      proposed += r.proposed.length;
      // Each member hears of the team proposed to them (badge, toast), wherever they are in the app.
      await notifyProposals(app, eventId, r.proposed).catch((err: unknown) => app.log.warn({ err, eventId }, 'auto-team: could not announce proposals'));
      settled += r.settled.length;
    }
    if (proposed + settled > 0) app.log.info({ events: results.size, proposed, settled }, 'auto-team: round done');
  };

  repeatWhileOpen(app, every, tick, 'auto-team: could not look for events to match');
};
