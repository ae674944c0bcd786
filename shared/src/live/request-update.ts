import type { QueryClient } from '@hackmate/shared/query';
import { queryKeys } from '../query/keys';
import type { RequestUpdate, TeamRequestUpdate } from '../types';

/**
 * What a `requestUpdate` makes stale on screen: every request list; the connections when one
 * began or ended; and the chat with that person, whose composer opens or closes with the
 * connection (an unmatch, a block or a deleted account must close an open chat at once). A new
 * or an expired request changes no connection.
 */
export function refreshAfterRequestUpdate(client: QueryClient, update: RequestUpdate): void {
  void client.invalidateQueries({ queryKey: queryKeys.requests.all() });
  if (update.kind === 'received' || update.kind === 'expired') return;
  void client.invalidateQueries({ queryKey: queryKeys.connections() });
  void client.invalidateQueries({ queryKey: queryKeys.history(update.person._id) });
}

/**
 * What a `teamRequestUpdate` makes stale: that team (its page, its owner's pending list, its
 * "Find people" cards, all below its key) and my invites and requests.
 */
export function refreshAfterTeamRequestUpdate(client: QueryClient, update: TeamRequestUpdate): void {
  void client.invalidateQueries({ queryKey: queryKeys.teams.detail(update.teamId) });
  void client.invalidateQueries({ queryKey: queryKeys.teams.requests() });
}
