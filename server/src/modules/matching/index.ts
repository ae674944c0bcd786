import { globalPlugin } from '../../lib/plugin';
import { activityRecorder } from './activity';
import { MatchingEngine } from './engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feed's ranking engine (this process's in-memory index of everyone). */
    matching: MatchingEngine;
  }
}

/**
 * Builds the ranking engine before the server takes requests (the index loads at start) and keeps
 * it current: whoever changes someone's profile, skills, roles, pictures or journey publishes
 * `user-changed`; requests, blocks and withdrawals publish `feed-changed`. Both reach every
 * process through the cluster bus.
 */
export const matchingModule = globalPlugin('hackmate-matching', async (app) => {
  const engine = new MatchingEngine(app);
  app.decorate('matching', engine);
  app.bus.subscribe('user-changed', ({ userId }) => {
    engine.refreshPerson(userId).catch((err: unknown) => app.log.warn({ err, userId }, 'matching: could not refresh a person'));
  });
  app.bus.subscribe('user-removed', ({ userId }) => engine.index.remove(userId));
  app.bus.subscribe('feed-changed', ({ userIds }) => engine.forgetViewers(userIds));
  // Signed-in requests (request.user is set by then) make their user active.
  const activity = activityRecorder(app);
  app.addHook('preHandler', async (request) => {
    if (request.user) activity.record(request.user.id);
  });
  app.addHook('onReady', async () => engine.start());
  app.addHook('onClose', async () => engine.stop());
});

// Door (ARCHITECTURE.md): what the feed, the teams' candidate score, tests and the recall bench use
// of the ranking: the skill and role bit sets, the score and activity bands, the index's types.
export { popcount, roleBits, skillBits } from './bits';
export type { Candidate, CandidateIndex } from './candidate-index';
export type { MatchingEngine } from './engine';
export { loadEveryone, requestPartners } from './people-source';
export { activityBand, reasonsJson, score } from './score';
export type { ActivityBand } from './score';
export type { Filter, Ranked } from './search';
