import type { InboxItem } from '@hackmate/shared/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { autoTeamMembers, autoTeamProposals, connectionRequests, events } from '../../db/schema';
import { getProposal } from '../auto-team';
import { listPending } from '../requests';
import { requestInbox } from '../teams';
import { mergeInbox } from './merge';

/** Proposals where the user's own answer is still awaited, with their event's name. */
async function awaitedProposals(db: Db, me: string) {
  const rows = await db
    .select({ id: autoTeamProposals.id, eventName: events.name })
    .from(autoTeamMembers)
    .innerJoin(autoTeamProposals, eq(autoTeamProposals.id, autoTeamMembers.proposalId))
    .innerJoin(events, eq(events.id, autoTeamProposals.eventId))
    .where(and(eq(autoTeamMembers.userId, me), eq(autoTeamMembers.answer, 'pending'), eq(autoTeamProposals.status, 'pending')));
  // getProposal settles one that expired meanwhile, so it is not offered; one gone in between is skipped.
  const read = await Promise.all(rows.map(async (r) => ({ proposal: await getProposal(db, me, r.id).catch(() => null), eventName: r.eventName })));
  return read.flatMap((r) => (r.proposal ? [{ proposal: r.proposal, eventName: r.eventName }] : []));
}

/** When each connection request was sent (the list's order across kinds). */
async function sentAt(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: connectionRequests.id, createdAt: connectionRequests.createdAt }).from(connectionRequests).where(inArray(connectionRequests.id, ids));
  return new Map(rows.map((r) => [r.id, r.createdAt.toISOString()]));
}

/**
 * Everything waiting for the user's answer (GET /inbox), read from the lists each kind already
 * has, so that who may see what is decided in one place per kind. The pending badge is its length.
 */
export async function inboxFor(db: Db, me: string): Promise<InboxItem[]> {
  const [connections, teams, proposals] = await Promise.all([listPending(db, me, 'received'), requestInbox(db, me), awaitedProposals(db, me)]);
  const times = await sentAt(
    db,
    connections.map((r) => r._id),
  );
  return mergeInbox({
    connections: connections.map((request) => ({ request, createdAt: times.get(request._id) ?? new Date(0).toISOString() })),
    teamRequests: teams.received,
    proposals,
  });
}
