import { ROLES } from '@hackmate/shared/catalogues';
import { FUNNEL_POINTS, UNTEAMED_SHOWN, type Dashboard, type FunnelPoint } from '@hackmate/shared/contracts';
import type { Queryable } from '../../db/client';
import { toPublicUser } from '../users';
import { participantLines, teamLines, unteamedPeople, type ParticipantLine, type TeamLine } from './dashboard-repository';
import { toFormationRules } from './formation-rules';
import { eventOutcome } from './outcome';
import { findEvent } from './repository';
import { eventNotFound, requireOrganiser } from './service';

/**
 * The funnel going → looking → in a team, cumulative, at `points` even steps from the first
 * attendance to `now`. Someone in a team counts as having looked from whichever came first (a
 * team's founder may never have posted), so the three lines never cross.
 */
export function funnelSeries(lines: readonly ParticipantLine[], now: Date, points = FUNNEL_POINTS): FunnelPoint[] {
  if (lines.length === 0) return [];
  const steps = lines.map((l) => {
    const looked = [l.lookingSince, l.joinedAt].filter((d): d is Date => d !== null).map((d) => d.getTime());
    return { going: l.goingAt.getTime(), looked: looked.length ? Math.min(...looked) : Infinity, joined: l.joinedAt?.getTime() ?? Infinity };
  });
  const start = Math.min(...steps.map((s) => s.going));
  const end = Math.max(now.getTime(), start);
  const n = end === start ? 1 : points;
  return Array.from({ length: n }, (_, i) => {
    const at = n === 1 ? end : start + ((end - start) * i) / (n - 1);
    const by = (key: 'going' | 'looked' | 'joined') => steps.filter((s) => s[key] <= at).length;
    return { at: new Date(at).toISOString(), going: by('going'), looking: by('looked'), inTeam: by('joined') };
  });
}

/** How many teams have nobody in each role, most lacking first (ties in catalogue order). */
export function roleCoverage(teamList: readonly TeamLine[]): Dashboard['roleCoverage'] {
  return ROLES.map((role) => ({ role, lacking: teamList.filter((t) => !t.roles.includes(role)).length })).sort((a, b) => b.lacking - a.lacking);
}

/** The dashboard of an event for one of its organisers; anyone else gets the unknown event's 404. */
export async function getDashboard(db: Queryable, userId: string, eventId: string, now = new Date()): Promise<Dashboard> {
  await requireOrganiser(db, eventId, userId);
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  const [lines, teamList, unteamed] = await Promise.all([participantLines(db, eventId), teamLines(db, eventId), unteamedPeople(db, eventId, UNTEAMED_SHOWN)]);
  const inTeams = lines.filter((l) => l.joinedAt !== null).length;
  // An open post: marked looking, in no team, the event not over (as `openPost` reads it).
  const looking = event.over ? 0 : lines.filter((l) => l.looking && l.joinedAt === null).length;
  const sizes = Array.from({ length: event.maxTeamSize }, (_, i) => i + 1);
  return {
    eventId,
    minTeamSize: event.minTeamSize,
    maxTeamSize: event.maxTeamSize,
    counts: { going: lines.length, looking, inTeams, unteamed: lines.length - inTeams, teams: teamList.length },
    teamsBySize: sizes.map((size) => ({ size, teams: teamList.filter((t) => t.size === size).length })),
    roleCoverage: roleCoverage(teamList),
    atRisk: teamList.filter((t) => t.size < event.minTeamSize).map((t) => ({ _id: t.id, name: t.name, size: t.size, reason: 'below-minimum' as const })),
    unteamed: unteamed.map(({ user, attendance }) => ({
      user: toPublicUser(user),
      looking: attendance.looking && !event.over,
      roles: attendance.bring,
      timeZone: attendance.timeZone,
      commitment: attendance.commitment,
    })),
    funnel: funnelSeries(lines, now),
    outcome: eventOutcome(lines, event.formationDeadline, now),
    formation: toFormationRules(event),
  };
}
