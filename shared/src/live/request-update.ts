import type { QueryClient } from '@hackmate/shared/query';
import { queryKeys } from '../query/keys';
import type { ProposalUpdate, RequestUpdate, TeamChanged, TeamRequestUpdate } from '../types';

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
 * "Find people" cards, all below its key), my invites and requests, and the inbox (Reqs) that
 * lists the ones waiting for me.
 */
export function refreshAfterTeamRequestUpdate(client: QueryClient, update: TeamRequestUpdate): void {
  void client.invalidateQueries({ queryKey: queryKeys.teams.detail(update.teamId) });
  void client.invalidateQueries({ queryKey: queryKeys.teams.requests() });
  void client.invalidateQueries({ queryKey: queryKeys.requests.inbox() });
  // An accepted one changes who is in which team: my teams and the event pages' team lists.
  if (update.kind === 'accepted') refreshTeamLists(client);
}

/** The teams I am in, and every event page's list of teams (their member counts and roles). */
function refreshTeamLists(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.teams.mine() });
  void client.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === 'events' && queryKey[3] === 'teams' });
}

/**
 * A `teamChanged`: the team's page (members, open roles, invites, join requests, all below its
 * key) and the lists that show its members or roles are read again, by whoever is looking.
 */
export function refreshAfterTeamChange(client: QueryClient, update: TeamChanged): void {
  void client.invalidateQueries({ queryKey: queryKeys.teams.detail(update.teamId) });
  refreshTeamLists(client);
}

/** A proposal waits for me: the inbox, and the event page's Match-me card. */
export function refreshAfterProposal(client: QueryClient, update: ProposalUpdate): void {
  void client.invalidateQueries({ queryKey: queryKeys.requests.inbox() });
  void client.invalidateQueries({ queryKey: queryKeys.events.one(update.eventId) });
}

/**
 * Live events may have been lost (the connection came back, or the server says its link to the
 * other processes was down): every list that those events keep current is read again — requests,
 * connections, the conversation list, teams (their pages, mine, invites and requests), and who is online. The open
 * chat fetches what it missed by itself (conversation-client.ts); its history is not read again.
 */
export function refreshAfterMissedEvents(client: QueryClient): void {
  for (const queryKey of [queryKeys.requests.all(), queryKeys.connections(), queryKeys.conversations(), queryKeys.teamChats(), queryKeys.teams.all(), queryKeys.presence.all()]) {
    void client.invalidateQueries({ queryKey });
  }
}
