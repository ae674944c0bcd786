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

/**
 * Live events may have been lost (the connection came back, or the server says its link to the
 * other processes was down): every list that those events keep current is read again — requests,
 * connections, the conversation list, team invites and requests, and who is online. The open
 * chat fetches what it missed by itself (conversation-client.ts); its history is not read again.
 */
export function refreshAfterMissedEvents(client: QueryClient): void {
  for (const queryKey of [queryKeys.requests.all(), queryKeys.connections(), queryKeys.conversations(), queryKeys.teams.requests(), queryKeys.presence.all()]) {
    void client.invalidateQueries({ queryKey });
  }
}
