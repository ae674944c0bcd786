import type { AutoTeamProposal, ConnectionRequest, InboxItem, TeamRequest } from '@hackmate/shared/contracts';

/** What each source gives, as read: the connection requests with when they were sent. */
export interface InboxSources {
  connections: readonly { request: ConnectionRequest; createdAt: string }[];
  /** The team requests waiting for the user (invites to them, join requests to teams they own). */
  teamRequests: readonly TeamRequest[];
  proposals: readonly { proposal: AutoTeamProposal; eventName: string }[];
}

/**
 * One list of every ask waiting for the user's answer, newest first (ties: by id, so the order is
 * stable between reads). Only what is still theirs to answer: a pending connection request, a
 * pending team request, a pending proposal where their own answer is still pending (one they
 * said yes to waits for the others, not for them).
 */
export function mergeInbox({ connections, teamRequests, proposals }: InboxSources): InboxItem[] {
  const items: InboxItem[] = [
    ...connections.filter(({ request }) => request.status === 'interested').map(({ request, createdAt }) => ({ kind: 'connection' as const, at: createdAt, request })),
    ...teamRequests.filter((r) => r.status === 'pending').map((request) => ({ kind: request.kind, at: request.createdAt, request })),
    ...proposals
      .filter(({ proposal }) => proposal.status === 'pending' && proposal.members.some((m) => m.me && m.answer === 'pending'))
      .map(({ proposal, eventName }) => ({ kind: 'proposal' as const, at: proposal.createdAt, eventName, proposal })),
  ];
  const idOf = (item: InboxItem) => (item.kind === 'proposal' ? item.proposal._id : item.request._id);
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || idOf(a).localeCompare(idOf(b)));
}
