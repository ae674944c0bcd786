import type { TeamRequest } from '@hackmate/shared/contracts';
import type { TeamRequestUpdate } from '@hackmate/shared/types';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { autoTeamMembers, events, teamMembers, teamRequests, teams, users } from '../../db/schema';
import { userRoom } from '../../realtime/rooms';
import { announceEventChanged, eventOfTeam } from './event-notify';

type Kind = Exclude<TeamRequestUpdate['kind'], 'expired'>;

interface TeamRequestChange {
  request: TeamRequest;
  kind: Kind;
  /** The team's owner as the answer left it (the other side of the looking person). */
  ownerId: string;
}

/**
 * Who hears of an invite or join request's new state, and with which box: a new one and a
 * withdrawal go to the side that receives it; an answer to the side that sent it (told) and to the
 * answerer's other tabs (their list and badge change). `person` is filled by the caller.
 */
export function teamRequestUpdatesFor({ request, kind, ownerId }: TeamRequestChange): { to: string; box: TeamRequestUpdate['box']; otherId: string }[] {
  const looking = request.person._id;
  const sender = request.kind === 'invite' ? ownerId : looking;
  const receiver = request.kind === 'invite' ? looking : ownerId;
  const other = (id: string) => (id === looking ? ownerId : looking);
  switch (kind) {
    case 'received':
    case 'withdrawn':
      return [{ to: receiver, box: 'received', otherId: sender }];
    case 'accepted':
    case 'declined':
      return [
        { to: sender, box: 'sent', otherId: other(sender) },
        { to: receiver, box: 'received', otherId: other(receiver) },
      ];
  }
}

/**
 * Tells the people concerned (every tab, every process) that an invite or join request changed,
 * and everyone whose view of the team changed that it did. Never delays or fails the request
 * that caused it.
 */
export function notifyTeamRequest(app: FastifyInstance, request: TeamRequest, kind: Kind): void {
  void (async () => {
    const [team] = await app.db.select({ ownerId: teams.ownerId }).from(teams).where(eq(teams.id, request.team._id));
    if (!team) return;
    const updates = teamRequestUpdatesFor({ request, kind, ownerId: team.ownerId });
    const [owner] = await app.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, team.ownerId));
    const names = new Map([
      [request.person._id, request.person.fullName],
      [team.ownerId, owner?.fullName ?? ''],
    ]);
    for (const u of updates) {
      const update: TeamRequestUpdate = {
        kind,
        requestId: request._id,
        requestKind: request.kind,
        box: u.box,
        teamId: request.team._id,
        teamName: request.team.name,
        person: { _id: u.otherId, fullName: names.get(u.otherId) ?? '' },
      };
      app.io.to(userRoom(u.to)).emit('teamRequestUpdate', update);
    }
    await announceTeamChanged(app, request.team._id, [request.person._id]);
  })().catch((err: unknown) => app.log.warn({ err }, 'could not announce a team request change'));
}

/**
 * The team changed (members, open roles, invites or join requests, owner): its members, the people
 * with an open invite or join request with it, and `also` (someone who just left or was removed)
 * read it again on whatever page shows it.
 */
export function notifyTeamChanged(app: FastifyInstance, teamId: string, also: readonly string[] = []): void {
  announceTeamChanged(app, teamId, also).catch((err: unknown) => app.log.warn({ err }, 'could not announce a team change'));
}

async function announceTeamChanged(app: FastifyInstance, teamId: string, also: readonly string[]): Promise<void> {
  const [members, asking] = await Promise.all([
    app.db.select({ id: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId)),
    app.db
      .select({ id: teamRequests.userId })
      .from(teamRequests)
      .where(and(eq(teamRequests.teamId, teamId), eq(teamRequests.status, 'pending'))),
  ]);
  const to = [...new Set([...members.map((m) => m.id), ...asking.map((a) => a.id), ...also])];
  if (to.length > 0) app.io.to(to.map(userRoom)).emit('teamChanged', { teamId });
  // The event's dashboard counts teams and who is in one.
  const eventId = await eventOfTeam(app, teamId);
  if (eventId) await announceEventChanged(app, eventId);
}

/** "Match me" proposed these teams at the event: each member hears of theirs (it waits for their answer). */
export async function notifyProposals(app: FastifyInstance, eventId: string, proposalIds: readonly string[]): Promise<void> {
  if (proposalIds.length === 0) return;
  const [event] = await app.db.select({ name: events.name }).from(events).where(eq(events.id, eventId));
  if (!event) return;
  const members = await app.db
    .select({ id: autoTeamMembers.userId, proposalId: autoTeamMembers.proposalId })
    .from(autoTeamMembers)
    .where(inArray(autoTeamMembers.proposalId, [...proposalIds]));
  for (const m of members) app.io.to(userRoom(m.id)).emit('proposalUpdate', { kind: 'received', proposalId: m.proposalId, eventId, eventName: event.name });
}
