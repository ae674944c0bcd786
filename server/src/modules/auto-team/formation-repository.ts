import type { Role } from '@hackmate/shared/catalogues';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { eventAttendances, teamMembers, teamOpenRoles, teams, users, type User } from '../../db/schema';
import type { ExistingTeam } from './formation';

// The SQL of organisers' formation: the event's teams with room, as the solver sees them.

/** Teams at the event with a free place, oldest first: members' roles (what they fill or bring) and open roles. */
export async function teamsWithRoom(db: Queryable, eventId: string, maxSize: number): Promise<(ExistingTeam & { name: string })[]> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      memberIds: sql<string[]>`array_agg(${teamMembers.userId} order by ${teamMembers.joinedAt})`,
      // One string a member (a 2-D array would need every member to bring as many roles).
      memberRoles: sql<string[]>`array_agg(concat_ws(',', ${teamMembers.role}, array_to_string(${eventAttendances.bring}, ',')) order by ${teamMembers.joinedAt})`,
      openRoles: sql<Role[]>`coalesce((select array_agg(${teamOpenRoles.role}) from ${teamOpenRoles} where ${teamOpenRoles.teamId} = ${teams.id}), '{}'::text[])`,
    })
    .from(teams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .leftJoin(eventAttendances, and(eq(eventAttendances.eventId, teamMembers.eventId), eq(eventAttendances.userId, teamMembers.userId)))
    .where(eq(teams.eventId, eventId))
    .groupBy(teams.id, teams.name, teams.createdAt)
    .having(sql`count(*) < ${maxSize}`)
    .orderBy(teams.createdAt, teams.id);
  return rows.map((r) => ({ ...r, memberRoles: r.memberRoles.map((roles) => [...new Set(roles.split(',').filter(Boolean))] as Role[]) }));
}

export async function usersByIds(db: Queryable, ids: string[]): Promise<Map<string, User>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, u]));
}
