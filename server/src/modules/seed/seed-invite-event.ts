import { ROLES, type Role } from '@hackmate/shared/catalogues';
import { eq } from 'drizzle-orm';
import { COMMITMENTS, eventAttendances, eventOrganisers, events, teamMembers, teamOpenRoles, teams, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { atLocal, wallClock } from '../../lib/local-time';
import { int, pick, sample, type Random } from './random';

// One invite-only hackathon whose organisers' dashboard is worth opening: about thirty people who
// joined over two weeks, teams of every size (two below the minimum), people looking with "Match
// me" on (so "Form teams now" has a pool), a designer required per team and a deadline days ahead.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const INVITE_ONLY_EVENT = 'Northwind Internal Hack';
const ZONE = 'Europe/Berlin';
/** Members per team, owner included: the last two are below the minimum of 3 (at risk). */
const TEAM_SIZES = [4, 4, 3, 3, 2, 1] as const;
const TEAM_NAMES = ['Harbour Lights', 'Tidal Wave', 'North Star', 'Compass Rose', 'Lighthouse', 'Driftwood'];
const TIME_ZONES = ['Europe/Berlin', 'Europe/London', 'Europe/Lisbon', 'Asia/Kolkata', 'America/New_York'];

export interface InviteEventSeed {
  teams: number;
  looking: number;
  /** The demo organiser's e-mail, to sign in as them. */
  organiserEmail: string;
}

/** Seeds the event among `crowd` (demo people, in a stable order); needs at least 8 of them. */
export async function seedInviteOnlyEvent(tx: Tx, r: Random, crowd: readonly { id: string; roles: Role[] }[], now: Date): Promise<InviteEventSeed | null> {
  if (crowd.length < 8) return null;
  const organiser = pick(r, crowd);
  const going = sample(r, crowd.filter((p) => p.id !== organiser.id), Math.min(30, crowd.length - 1));
  const startsAt = atLocal(wallClock(new Date(now.getTime() + 10 * DAY), ZONE), 9 * 60, ZONE);
  const deadline = atLocal(wallClock(new Date(now.getTime() + 3 * DAY), ZONE), 18 * 60, ZONE);
  const [event] = await tx
    .insert(events)
    .values({
      name: INVITE_ONLY_EVENT,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * DAY),
      mode: 'online',
      website: 'https://northwind-internal-hack.example.org',
      minTeamSize: 3,
      maxTeamSize: 4,
      visibility: 'invite-only',
      formationDeadline: deadline,
      requiredRoles: { design: 1 },
      createdBy: organiser.id,
      createdAt: new Date(now.getTime() - 15 * DAY),
    })
    .returning({ id: events.id });
  const eventId = event!.id;
  await tx.insert(eventOrganisers).values({ eventId, userId: organiser.id, role: 'owner' });

  // Joined over the past two weeks; each step after the one before, never in the future.
  const at = (after: Date, maxHours: number) => new Date(Math.min(now.getTime() - HOUR, after.getTime() + int(r, 1, maxHours) * HOUR));
  const joinedEvent = going.map(() => new Date(now.getTime() - int(r, 2, 14 * 24) * HOUR));
  const inTeams = TEAM_SIZES.reduce((n, s) => n + s, 0);
  const members = going.slice(0, Math.min(inTeams, going.length - 4));
  const rest = going.slice(members.length);
  let looking = 0;

  await tx.insert(eventAttendances).values(
    going.map((p, i) => {
      const bring: Role[] = p.roles.length > 0 ? p.roles.slice(0, 2) : [pick(r, ROLES)];
      // Every third looking person a designer, so the required role can be met.
      const restIndex = rest.indexOf(p);
      const isLooking = restIndex >= 0 && restIndex < rest.length - 3;
      if (isLooking && restIndex % 3 === 0 && !bring.includes('design')) bring.unshift('design');
      if (isLooking) looking++;
      const createdAt = joinedEvent[i]!;
      return {
        eventId,
        userId: p.id,
        looking: isLooking,
        bring,
        seek: isLooking ? sample(r, ROLES.filter((role) => !bring.includes(role)), int(r, 1, 2)) : [],
        commitment: isLooking ? (r() < 0.7 ? 'serious' : pick(r, COMMITMENTS)) : null,
        timeZone: isLooking ? pick(r, TIME_ZONES) : null,
        pitch: isLooking ? 'Happy to build whatever the team needs.' : '',
        lookingSince: isLooking ? at(createdAt, 48) : null,
        matchMe: isLooking && r() < 0.85,
        createdAt,
      };
    }),
  );

  let next = 0;
  let teamCount = 0;
  for (const [t, size] of TEAM_SIZES.entries()) {
    const team = members.slice(next, next + size);
    next += size;
    if (team.length === 0) break;
    const joined = team.map((p) => at(joinedEvent[going.indexOf(p)]!, 96));
    const [row] = await tx
      .insert(teams)
      .values({ eventId, ownerId: team[0]!.id, name: TEAM_NAMES[t]!, idea: 'An internal tool the whole company wants.', createdAt: joined[0]! })
      .returning({ id: teams.id });
    teamCount++;
    await tx.insert(teamMembers).values(team.map((m, j) => ({ teamId: row!.id, eventId, userId: m.id, role: m.roles[0] ?? null, joinedAt: new Date(Math.max(joined[j]!.getTime(), joined[0]!.getTime())) })));
    if (team.length < 4 && !team.some((m) => m.roles.includes('design'))) await tx.insert(teamOpenRoles).values({ teamId: row!.id, role: 'design', count: 1 });
  }
  const [who] = await tx.select({ emailId: users.emailId }).from(users).where(eq(users.id, organiser.id));
  return { teams: teamCount, looking, organiserEmail: who!.emailId };
}
