import type { FastifyInstance } from 'fastify';
import { announceRequestUpdates } from '../../realtime/request-updates';

/**
 * What the two shared ended without a request changing state (an unmatch, a block): `to` re-read
 * their requests and connections, so an open chat learns it is no longer a connection's. Sent as
 * `answered`, which shows no notice; only the people in `to` hear of it (a blocked person never).
 */
export function notifyConnectionEnded(app: FastifyInstance, between: [string, string], to: readonly string[]): void {
  const [a, b] = between;
  announceRequestUpdates(
    app,
    to.map((id) => ({ to: id, kind: 'answered' as const, personId: id === a ? b : a })),
  );
}
