import { randomBytes } from 'node:crypto';
import { effectiveRoles, ROLES, type Role } from '@hackmate/shared/catalogues';
import { and, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { COMMITMENTS, eventAttendances, eventOrganisers, events, teamMembers, teamOpenRoles, teams, users } from '../../db/schema';
import { atLocal, wallClock } from '../../lib/local-time';
import { isListedUser } from '../users';
import { DEMO_EMAIL_DOMAIN } from './demo-data';
import { int, pick, prng, sample, type Random } from './random';
import { seedInviteOnlyEvent } from './seed-invite-event';

const DAY = 86_400_000;

/**
 * Hackathons of the demo: names, where they happen (null: online) and the zone of the clock they
 * start by — an in-person one at its city's, an online one at its hosts'.
 */
const EVENTS: readonly [name: string, city: string | null, zone: string][] = [
  ['Hack the Harbour', 'Hamburg', 'Europe/Berlin'],
  ['Green Code Jam', null, 'Europe/London'],
  ['Campus Buildathon', 'Bengaluru', 'Asia/Kolkata'],
  ['Open Data Sprint', null, 'America/New_York'],
  ['Health Hack Weekend', 'Boston', 'America/New_York'],
  ['Climate Tech Challenge', 'Amsterdam', 'Europe/Amsterdam'],
  ['AI for Good Hackathon', null, 'Asia/Singapore'],
  ['Fintech Forge', 'London', 'Europe/London'],
  ['Game Jam Marathon', null, 'America/Los_Angeles'],
  ['Civic Hack Night', 'Toronto', 'America/Toronto'],
  ['Space Apps Local', 'Lisbon', 'Europe/Lisbon'],
  ['Web3 Weekend', null, 'Europe/Berlin'],
];
/** When hackathons open, on the local clock: a morning kick-off or an evening one. */
const START_HOURS = [9, 10, 17, 18] as const;

/** How many of EVENTS lie ahead; the rest are over. */
const UPCOMING = 8;

const TIME_ZONES = ['Europe/Berlin', 'Europe/London', 'America/New_York', 'America/Los_Angeles', 'Asia/Kolkata', 'Asia/Singapore', 'Australia/Sydney', 'America/Sao_Paulo'];
const PITCHES = [
  'Backend person who likes shipping a demo by Saturday night.',
  'First hackathon: eager to learn and to build.',
  'Designer looking for devs who care about the details.',
  'I bring the pitch deck and the coffee.',
  'ML tinkerer, happy to wire a model into anything.',
  'Want to win this one. Serious team only.',
  '',
];
const TEAM_NAMES = ['Night Owls', 'Null Pointers', 'Byte Club', 'Merge Conflict', 'Stack Smashers', 'The Debuggers', 'Pixel Pushers', 'Async Await', 'Hot Reload', 'Dark Mode'];
const IDEAS = [
  'An app that matches surplus food from cafes with people nearby.',
  'A browser extension that explains any chart in plain words.',
  'Carbon budgets for small teams, tracked from their cloud bills.',
  'A bot that turns meeting notes into tickets.',
  'Accessible maps of step-free routes, crowd-sourced.',
  '',
];

export interface EventSeedResult {
  events: number;
  teams: number;
  looking: number;
  /** The e-mail of the invite-only event's demo organiser (when the demo added events). */
  organiserEmail?: string;
}

interface DemoPerson {
  id: string;
  roles: Role[];
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Demo hackathons among the demo developers: upcoming ones with people going and looking for a
 * team (roles, commitment, time zone, a pitch) and a few teams with open roles, and past ones with
 * their teams, and one invite-only hackathon run by a demo organiser (seed-invite-event.ts). Only
 * into a database without events; all in one transaction.
 */
export async function seedEvents(db: Db, options: { seed?: number; now?: Date } = {}): Promise<EventSeedResult> {
  const r = prng(options.seed ?? randomBytes(4).readUInt32LE());
  const now = options.now ?? new Date();
  const result: EventSeedResult = { events: 0, teams: 0, looking: 0 };
  const crowd = (
    await db
      .select({ id: users.id, roles: users.roles, skills: users.skills })
      .from(users)
      .where(and(like(users.emailId, `%@${DEMO_EMAIL_DOMAIN}`), isListedUser))
      .orderBy(users.createdAt)
      .limit(400)
  ).map((u): DemoPerson => ({ id: u.id, roles: effectiveRoles(u.roles, u.skills) }));
  // Once there are events (demo or real), the demo adds none: a second seeding would list the same
  // hackathons again on other dates.
  if (crowd.length < 4 || (await db.$count(events)) > 0) return result;

  await db.transaction(async (tx) => {
    for (const [index, [name, city, zone]] of EVENTS.entries()) {
      const upcoming = index < UPCOMING;
      // At a kick-off hour of its place, as people list them (not whatever hour the demo was made at).
      const day = new Date(now.getTime() + (upcoming ? int(r, 3, 60) : -int(r, 10, 200)) * DAY);
      const start = atLocal(wallClock(day, zone), START_HOURS[index % START_HOURS.length]! * 60, zone);
      const maxTeamSize = int(r, 3, 5);
      // Drawn in the order the demo always drew them, so the same seed lists the same events.
      const endsAt = new Date(start.getTime() + int(r, 1, 3) * DAY);
      const minTeamSize = int(r, 1, 2);
      const createdBy = pick(r, crowd).id;
      const [row] = await tx
        .insert(events)
        .values({
          name,
          startsAt: start,
          endsAt,
          mode: city ? 'in-person' : 'online',
          city,
          website: `https://${slug(name)}.example.org`,
          minTeamSize,
          maxTeamSize,
          createdBy,
        })
        .returning({ id: events.id });
      // Whoever listed it runs it, as for an event added through the API.
      await tx.insert(eventOrganisers).values({ eventId: row!.id, userId: createdBy, role: 'owner' });
      result.events++;
      await seedPeople(tx, r, row!.id, upcoming, maxTeamSize, sample(r, crowd, Math.min(crowd.length, int(r, 8, 24))), result);
    }
    // Drawn after the public ones, so a seed lists them as it always did.
    const invite = await seedInviteOnlyEvent(tx, r, crowd, now);
    if (invite) {
      result.events++;
      result.teams += invite.teams;
      result.looking += invite.looking;
      result.organiserEmail = invite.organiserEmail;
    }
  });
  return result;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Going, looking and teams at one event: the first few attendees own teams and some join them (their
 * posts are closed); at an upcoming event most of the others are looking.
 */
async function seedPeople(tx: Tx, r: Random, eventId: string, upcoming: boolean, maxTeamSize: number, going: DemoPerson[], result: EventSeedResult): Promise<void> {
  const teamCount = Math.min(int(r, 1, 3), Math.floor(going.length / 4));
  const owners = going.slice(0, teamCount);
  const rest = going.slice(teamCount);
  // Past events: most of the rest were in a team; upcoming: a few already are.
  const joiners = rest.splice(0, upcoming ? teamCount : Math.min(rest.length, teamCount * (maxTeamSize - 1)));

  await tx.insert(eventAttendances).values(
    going.map((p) => {
      const looking = upcoming && rest.includes(p) && r() < 0.75;
      if (looking) result.looking++;
      const bring = p.roles.length > 0 ? p.roles.slice(0, 2) : [pick(r, ROLES)];
      return {
        eventId,
        userId: p.id,
        looking,
        bring,
        seek: looking ? sample(r, ROLES.filter((role) => !bring.includes(role)), int(r, 1, 2)) : [],
        commitment: looking ? pick(r, COMMITMENTS) : null,
        timeZone: looking ? pick(r, TIME_ZONES) : null,
        pitch: looking ? pick(r, PITCHES) : '',
        lookingSince: looking ? sql`now() - make_interval(hours => ${int(r, 1, 240)})` : null,
      };
    }),
  );

  for (const [i, owner] of owners.entries()) {
    const [team] = await tx
      .insert(teams)
      .values({ eventId, ownerId: owner.id, name: TEAM_NAMES[i % TEAM_NAMES.length]!, idea: pick(r, IDEAS) })
      .returning({ id: teams.id });
    result.teams++;
    const members = [owner, ...joiners.filter((_, j) => j % owners.length === i).slice(0, maxTeamSize - 1)];
    await tx.insert(teamMembers).values(members.map((m) => ({ teamId: team!.id, eventId, userId: m.id, role: m.roles[0] ?? null })));
    const free = maxTeamSize - members.length;
    if (upcoming && free > 0) {
      const wanted = sample(r, ROLES, Math.min(free, int(r, 1, 2)));
      await tx.insert(teamOpenRoles).values(wanted.map((role) => ({ teamId: team!.id, role, count: 1 })));
    }
  }
}
