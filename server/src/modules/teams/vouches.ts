import type { Vouch } from '@hackmate/shared/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { teams, teamVouches, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { canSee } from '../safety';
import { isMember, selectTeams, teamVisibleTo } from './repository';

/**
 * "Would team up again": once the event is over, a member of a team says it about a teammate.
 * Positive only, once per teammate per event (the primary key of team_vouches decides, also when
 * two arrive at once), and counted on the teammate's users row in the same transaction.
 */

export const TEAM_NOT_FOUND = 'Team not found.';
export const MEMBER_NOT_FOUND = 'That person is not in this team.';

/** The teammates `userId` vouched for at the event, oldest first. */
export async function vouchedFor(db: Queryable, eventId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ toId: teamVouches.toId })
    .from(teamVouches)
    .where(and(eq(teamVouches.eventId, eventId), eq(teamVouches.fromId, userId)))
    .orderBy(asc(teamVouches.createdAt), asc(teamVouches.toId));
  return rows.map((r) => r.toId);
}

/**
 * POST /teams/:teamId/vouches. Someone not in the team (or who may not see it) gets 404 as for an
 * unknown team; yourself 400; before the event's end 409 EVENT_NOT_OVER; someone not (or no
 * longer) in the team, or hidden from the caller, 404 MEMBER_NOT_FOUND; a second time 409
 * ALREADY_VOUCHED.
 */
export async function vouch(db: Db, userId: string, teamId: string, teammateId: string): Promise<Vouch> {
  return db.transaction(async (tx) => {
    const [team] = await selectTeams(tx, and(eq(teams.id, teamId), teamVisibleTo(userId, teams.id)));
    if (!team || !(await isMember(tx, teamId, userId))) throw notFound(TEAM_NOT_FOUND, 'TEAM_NOT_FOUND');
    if (teammateId === userId) throw badRequest('You cannot say that about yourself.', 'SELF_VOUCH');
    if (!team.eventOver) throw conflict('You can say this once the event is over.', 'EVENT_NOT_OVER');
    if (!(await isMember(tx, teamId, teammateId)) || !(await canSee(tx, userId, teammateId))) throw notFound(MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
    const eventId = team.team.eventId;
    // A second one for the same teammate and event waits for the first to commit, then does nothing.
    const [row] = await tx.insert(teamVouches).values({ eventId, fromId: userId, toId: teammateId }).onConflictDoNothing().returning({ createdAt: teamVouches.createdAt });
    if (!row) throw conflict('You already said you would team up with them again.', 'ALREADY_VOUCHED');
    await tx
      .update(users)
      .set({ teamUpAgainCount: sql`${users.teamUpAgainCount} + 1` })
      .where(eq(users.id, teammateId));
    return { eventId, teamId, userId: teammateId, createdAt: row.createdAt.toISOString() };
  });
}
