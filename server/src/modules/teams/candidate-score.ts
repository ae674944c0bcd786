import { ROLES, ROLE_LABELS, ROLE_PEOPLE, type Role } from '@hackmate/shared/catalogues';
import { COMMITMENT_LABELS, COMMITMENTS, type Commitment, type OpenRole } from '@hackmate/shared/contracts';
import { offsetSpreadMinutes } from '../auto-team';
import { activityBand, type ActivityBand } from '../matching';

/**
 * How well someone looking for a team at an event fills one team's gaps ("Find people for
 * <team>"), higher first (ties: lower id first). One place defines it; the teams README writes it
 * as a formula.
 *
 *   score = 60 · min(3, Σ open count of each open role they bring)     the team's gaps
 *         +  8 · min(2, |roles members seek that they bring|)          what members asked for
 *         +  4 · min(2, |roles they seek that members bring|)          what they asked for
 *         + 10 · [same commitment as the team]
 *         + time zone, farthest member: ≤ 1 h +10, ≤ 3 h +6, ≤ 6 h +2
 *         + activity: active in the last day +8, week +5, month +2, longer −40
 *         +  6 · [they said Interested to a member in the feed]      reciprocity (never shown)
 *
 * One open place they can fill (60) outweighs every other term together (at most 58), so among
 * people active this month whoever fills an open role ranks above whoever fills none, and a role
 * the team needs two of counts twice.
 */
export const TW = {
  openPlace: 60,
  maxOpenPlaces: 3,
  wanted: 8,
  maxWanted: 2,
  theySeek: 4,
  maxTheySeek: 2,
  commitment: 10,
  /** [at most this many hours from the farthest member, points], nearest first. */
  nearby: [
    [1, 10],
    [3, 6],
    [6, 2],
  ] as const,
  active: [8, 5, 2, -40] as const,
  interested: 6,
} as const;

/** What the team is, as far as ranking goes: read once per request. */
export interface TeamProfile {
  /** Still wanted (empty once the team is full). */
  openRoles: readonly OpenRole[];
  /** Roles the members bring (their role in the team, their post's, else their profile's). */
  bring: ReadonlySet<Role>;
  /** Roles the members asked for in their posts. */
  seek: ReadonlySet<Role>;
  /** The commitment most members chose (teamCommitment), null when none chose. */
  commitment: Commitment | null;
  /** The members' offsets from UTC at the event's start, in minutes (members with a time zone). */
  offsets: readonly number[];
}

/** A looking post as the ranking reads it. */
export interface CandidateFacts {
  bring: readonly Role[];
  seek: readonly Role[];
  commitment: Commitment;
  /** Their offset from UTC at the event's start, in minutes. */
  offset: number;
  lastActiveMs: number;
  /** They said Interested to one of the members (1:1, in the feed). */
  interested: boolean;
}

/** The points each part of the score gives a candidate. */
export interface CandidateParts {
  /** Open places they could fill: the sum of the open counts of the open roles they bring. */
  openPlaces: number;
  /** The open role they bring that the team needs most (ties: catalogue order); null for none. */
  openRole: Role | null;
  /** Roles members seek that they bring, in catalogue order. */
  wanted: Role[];
  /** Roles they seek that members bring, in catalogue order. */
  theySeek: Role[];
  /** Their commitment when it is the team's, else null. */
  sameCommitment: Commitment | null;
  /** Hours on the clock to the farthest member; null when no member has a time zone. */
  hoursApart: number | null;
  band: ActivityBand;
  interested: boolean;
}

export const openRolePoints = (places: number) => TW.openPlace * Math.min(TW.maxOpenPlaces, places);
export const wantedPoints = (roles: number) => TW.wanted * Math.min(TW.maxWanted, roles);
export const theySeekPoints = (roles: number) => TW.theySeek * Math.min(TW.maxTheySeek, roles);
export const commitmentPoints = (same: boolean) => (same ? TW.commitment : 0);
export const timeZonePoints = (hoursApart: number | null) => (hoursApart === null ? 0 : (TW.nearby.find(([hours]) => hoursApart <= hours)?.[1] ?? 0));
export const activityPoints = (band: ActivityBand) => TW.active[band];
export const interestPoints = (interested: boolean) => (interested ? TW.interested : 0);

export function candidateScore(p: CandidateParts): number {
  return (
    openRolePoints(p.openPlaces) +
    wantedPoints(p.wanted.length) +
    theySeekPoints(p.theySeek.length) +
    commitmentPoints(p.sameCommitment !== null) +
    timeZonePoints(p.hoursApart) +
    activityPoints(p.band) +
    interestPoints(p.interested)
  );
}

/**
 * Hours on the clock between `offset` and the farthest of `others` (minutes from UTC), round the
 * 24-hour dial (UTC+13 and UTC−10 are one hour apart); null when there are no others.
 */
export function hoursToFarthest(offset: number, others: readonly number[]): number | null {
  if (others.length === 0) return null;
  return Math.max(...others.map((other) => offsetSpreadMinutes([offset, other]))) / 60;
}

/**
 * The team's commitment: the one most members chose; a tie goes to the owner's choice when it is
 * among the tied, else to the more serious one. Null when no member chose.
 */
export function teamCommitment(members: readonly { commitment: Commitment | null; owner: boolean }[]): Commitment | null {
  const counts = new Map<Commitment, number>();
  for (const m of members) if (m.commitment) counts.set(m.commitment, (counts.get(m.commitment) ?? 0) + 1);
  if (counts.size === 0) return null;
  const most = Math.max(...counts.values());
  const tied = COMMITMENTS.filter((c) => counts.get(c) === most);
  const owners = members.find((m) => m.owner)?.commitment;
  return owners && tied.includes(owners) ? owners : tied[tied.length - 1]!;
}

const inCatalogueOrder = (roles: Iterable<Role>) => {
  const set = new Set(roles);
  return ROLES.filter((r) => set.has(r));
};

/** The parts of the score of one candidate for one team, at `nowMs`. */
export function candidateParts(team: TeamProfile, c: CandidateFacts, nowMs: number): CandidateParts {
  let openPlaces = 0;
  let openRole: OpenRole | null = null;
  for (const open of [...team.openRoles].sort((a, b) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role))) {
    if (!c.bring.includes(open.role)) continue;
    openPlaces += open.count;
    if (!openRole || open.count > openRole.count) openRole = open;
  }
  return {
    openPlaces,
    openRole: openRole?.role ?? null,
    wanted: inCatalogueOrder(c.bring.filter((r) => team.seek.has(r))),
    theySeek: inCatalogueOrder(c.seek.filter((r) => team.bring.has(r))),
    sameCommitment: team.commitment === c.commitment ? c.commitment : null,
    hoursApart: hoursToFarthest(c.offset, team.offsets),
    band: activityBand(c.lastActiveMs, nowMs),
    interested: c.interested,
  };
}

/** "2 h", "5.5 h", "45 min". */
export function hoursText(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  return `${Number(hours.toFixed(2))} h`;
}

/**
 * The one or two strongest reasons to invite a candidate, as shown on the card. Reciprocity is
 * never among them: nobody learns from a card that someone said Interested.
 */
export function candidateReasons(p: CandidateParts): string[] {
  const options: [points: number, text: string][] = [];
  if (p.openRole) options.push([openRolePoints(p.openPlaces), `${ROLE_PEOPLE[p.openRole]} — an open role`]);
  const wanted = p.wanted.find((r) => r !== p.openRole);
  if (wanted) options.push([wantedPoints(p.wanted.length), `${ROLE_PEOPLE[wanted]} — your team seeks one`]);
  if (p.sameCommitment) options.push([commitmentPoints(true), `Same commitment: ${COMMITMENT_LABELS[p.sameCommitment].toLowerCase()}`]);
  const near = timeZonePoints(p.hoursApart);
  if (near > 0 && p.hoursApart !== null) options.push([near, p.hoursApart === 0 ? 'Same time zone as your team' : `${hoursText(p.hoursApart)} from your team`]);
  if (p.theySeek.length > 0) options.push([theySeekPoints(p.theySeek.length), `Wants ${ROLE_LABELS[p.theySeek[0]!]} — your team has it`]);
  if (p.band === 0) options.push([activityPoints(0), 'Active today']);
  if (p.band === 1) options.push([activityPoints(1), 'Active this week']);
  // A stable sort: equal points keep the order above.
  const best = options.sort((a, b) => b[0] - a[0]).slice(0, 2).map(([, text]) => text);
  return best.length > 0 ? best : ['Looking for a team here'];
}
