import type { Role } from '@hackmate/shared/catalogues';
import type { Commitment } from '@hackmate/shared/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { connectionRequests, eventAttendances, events, teamMembers, teamPasses, teamRequests, teams, users } from '../../db/schema';
import { openPost } from '../events';
import { isListedUser, publicUserColumns, type PublicUserRow } from '../users';
import { blockedWithMember } from './repository';

/** The SQL of "Find people for <team>": the team's members as ranking reads them, the people it may invite, and its passes. */

export interface MemberFacts {
  userId: string;
  owner: boolean;
  /** Their role in the team. */
  role: Role | null;
  /** Their profile's chosen roles and skills (what they bring when no post says). */
  profileRoles: string[];
  skills: string[];
  /** From their looking post at the event (kept after it ended), if they wrote one. */
  bring: Role[];
  seek: Role[];
  commitment: Commitment | null;
  timeZone: string | null;
}

/** The team's members who may appear to others, with their post at the event (if any). */
export function memberFacts(db: Queryable, teamId: string): Promise<MemberFacts[]> {
  return db
    .select({
      userId: teamMembers.userId,
      owner: sql<boolean>`${teams.ownerId} = ${teamMembers.userId}`,
      role: teamMembers.role,
      profileRoles: users.roles,
      skills: users.skills,
      bring: sql<Role[]>`coalesce(${eventAttendances.bring}, '{}'::text[])`,
      seek: sql<Role[]>`coalesce(${eventAttendances.seek}, '{}'::text[])`,
      commitment: eventAttendances.commitment,
      timeZone: eventAttendances.timeZone,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(eventAttendances, and(eq(eventAttendances.eventId, teamMembers.eventId), eq(eventAttendances.userId, teamMembers.userId)))
    .where(and(eq(teamMembers.teamId, teamId), isListedUser));
}

export interface CandidateRow {
  user: PublicUserRow;
  lastActiveAt: Date;
  bring: Role[];
  seek: Role[];
  commitment: Commitment;
  timeZone: string;
  pitch: string;
  interested: boolean;
}

export interface CandidateFilter {
  role?: Role;
  commitment?: Commitment;
}

/**
 * Everyone the team may be shown at its event: an open looking post (so not in a team there, the
 * team's own members and the viewer included), listed, in a block with no member, without a
 * pending invite or join request with the team, and not passed by it. `interested`: they said
 * Interested to a member in the feed (for the ranking only, never shown).
 */
export function teamCandidates(db: Queryable, team: { id: string; eventId: string }, filter: CandidateFilter): Promise<CandidateRow[]> {
  const person = eventAttendances.userId;
  const conditions: SQL[] = [
    eq(eventAttendances.eventId, team.eventId),
    openPost,
    isListedUser,
    sql`not ${blockedWithMember(team.id, person)}`,
    sql`not exists (select 1 from ${teamRequests} tr where tr.team_id = ${team.id} and tr.user_id = ${person} and tr.status = 'pending' and tr.expires_at > now())`,
    sql`not exists (select 1 from ${teamPasses} tp where tp.team_id = ${team.id} and tp.user_id = ${person})`,
  ];
  if (filter.role) conditions.push(sql`${filter.role} = any(${eventAttendances.bring})`);
  if (filter.commitment) conditions.push(eq(eventAttendances.commitment, filter.commitment));
  return db
    .select({
      user: publicUserColumns,
      lastActiveAt: users.lastActiveAt,
      bring: eventAttendances.bring,
      seek: eventAttendances.seek,
      // An open post always has both (event_attendances_post_check).
      commitment: sql<Commitment>`${eventAttendances.commitment}`,
      timeZone: sql<string>`${eventAttendances.timeZone}`,
      pitch: eventAttendances.pitch,
      interested: sql<boolean>`exists (select 1 from ${connectionRequests} cr
        where cr.sender_id = ${person} and cr.status = 'interested'
          and cr.receiver_id in (select tm.user_id from ${teamMembers} tm where tm.team_id = ${team.id}))`,
    })
    .from(eventAttendances)
    .innerJoin(events, eq(events.id, eventAttendances.eventId))
    .innerJoin(users, eq(users.id, person))
    .where(and(...conditions));
}

/** The team no longer wants `userId` suggested (a second pass changes nothing). */
export async function insertPass(db: Queryable, teamId: string, userId: string): Promise<void> {
  await db.insert(teamPasses).values({ teamId, userId }).onConflictDoNothing();
}
