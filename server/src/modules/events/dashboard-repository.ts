import type { Role } from '@hackmate/shared/catalogues';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { eventAttendances, teamMembers, teams, users, type EventAttendance, type User } from '../../db/schema';
import { isListedUser } from '../users';

// The SQL behind an event's dashboard: who takes part, where they stand, and its teams.

export interface ParticipantLine {
  goingAt: Date;
  lookingSince: Date | null;
  looking: boolean;
  joinedAt: Date | null;
}

/** Every listed participant's steps (going, posting, joining a team), for the counts and the funnel. */
export async function participantLines(db: Queryable, eventId: string): Promise<ParticipantLine[]> {
  return db
    .select({ goingAt: eventAttendances.createdAt, lookingSince: eventAttendances.lookingSince, looking: eventAttendances.looking, joinedAt: teamMembers.joinedAt })
    .from(eventAttendances)
    .innerJoin(users, and(eq(users.id, eventAttendances.userId), isListedUser))
    .leftJoin(teamMembers, and(eq(teamMembers.eventId, eventAttendances.eventId), eq(teamMembers.userId, eventAttendances.userId)))
    .where(eq(eventAttendances.eventId, eventId));
}

export interface TeamLine {
  id: string;
  name: string;
  size: number;
  roles: (Role | null)[];
}

/** The event's teams, oldest first, with their size and the roles their members fill. */
export async function teamLines(db: Queryable, eventId: string): Promise<TeamLine[]> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      size: count(teamMembers.userId),
      roles: sql<(Role | null)[] | null>`array_agg(${teamMembers.role}) filter (where ${teamMembers.userId} is not null)`,
    })
    .from(teams)
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(eq(teams.eventId, eventId))
    .groupBy(teams.id, teams.name, teams.createdAt)
    .orderBy(asc(teams.createdAt), asc(teams.id));
  return rows.map((r) => ({ ...r, size: Number(r.size), roles: r.roles ?? [] }));
}

/** Listed participants in no team, first to join the event first. */
export async function unteamedPeople(
  db: Queryable,
  eventId: string,
  limit: number,
): Promise<{ user: User; attendance: Pick<EventAttendance, 'looking' | 'bring' | 'timeZone' | 'commitment'> }[]> {
  return db
    .select({
      user: users,
      attendance: { looking: eventAttendances.looking, bring: eventAttendances.bring, timeZone: eventAttendances.timeZone, commitment: eventAttendances.commitment },
    })
    .from(eventAttendances)
    .innerJoin(users, and(eq(users.id, eventAttendances.userId), isListedUser))
    .where(
      and(
        eq(eventAttendances.eventId, eventId),
        sql`not exists (select 1 from ${teamMembers} where ${teamMembers.eventId} = ${eventAttendances.eventId} and ${teamMembers.userId} = ${eventAttendances.userId})`,
      ),
    )
    .orderBy(asc(eventAttendances.createdAt), asc(eventAttendances.userId))
    .limit(limit);
}
