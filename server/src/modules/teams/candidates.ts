import { createHash } from 'node:crypto';
import { effectiveRoles, type Role } from '@hackmate/shared/catalogues';
import type { TeamCandidate, TeamCandidatePage, TeamCandidatesQuery } from '@hackmate/shared/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { teamMembers, teams } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { offsetOrNull } from '../auto-team';
import { findEvent } from '../events';
import { canSee } from '../safety';
import { toPublicUser } from '../users';
import { candidateParts, candidateReasons, candidateScore, teamCommitment, type TeamProfile } from './candidate-score';
import { insertPass, memberFacts, teamCandidates, type MemberFacts } from './candidate-repository';
import { selectTeams } from './repository';
import { toTeamSummary } from './read-service';
import { TEAM_NOT_FOUND, USER_NOT_FOUND } from './refusals';

/**
 * "Find people for <team>": the people looking for a team at its event, ranked by how well they
 * fill its gaps (candidate-score.ts), for its members; and the owner's passes.
 */

// ───────────────────────────── the cursor ─────────────────────────────

/** Where the next page starts: after the last (score, id) served, for these filters only. */
interface CandidateCursor {
  filters: string;
  score: number;
  id: string;
}

const wire = z.object({ v: z.literal(1), f: z.string().max(32), s: z.number().int().min(-1_000).max(1_000), i: z.uuid() });

const encodeCursor = (c: CandidateCursor) => Buffer.from(JSON.stringify({ v: 1, f: c.filters, s: c.score, i: c.id })).toString('base64url');

const badCursor = () => badRequest('The list moved on; start again from the first page.', 'BAD_CURSOR');

function decodeCursor(raw: string, filters: string): CandidateCursor {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const parsed = wire.safeParse(json);
  if (!parsed.success || parsed.data.f !== filters) throw badCursor();
  return { filters, score: parsed.data.s, id: parsed.data.i };
}

/** A cursor continues only the list it came from: this team, these filters. */
const filtersKey = (teamId: string, q: TeamCandidatesQuery) =>
  createHash('sha256')
    .update(JSON.stringify([teamId, q.role ?? null, q.commitment ?? null, q.maxHoursApart ?? null]))
    .digest('base64url')
    .slice(0, 16);

// ───────────────────────────── ranking ─────────────────────────────

const teamNotFound = () => notFound(TEAM_NOT_FOUND, 'TEAM_NOT_FOUND');

/** SQL: `userId` is a member of the team in the surrounding query. */
const memberOf = (userId: string) => sql`exists (select 1 from ${teamMembers} tm where tm.team_id = ${teams.id} and tm.user_id = ${userId})`;


/** The team as the ranking reads it: open roles, what members bring and seek, their commitment and time zones. */
function teamProfile(openRoles: TeamProfile['openRoles'], members: readonly MemberFacts[], startsAt: Date): TeamProfile {
  const bring = new Set<Role>();
  const seek = new Set<Role>();
  const offsets: number[] = [];
  for (const m of members) {
    const brings = [...(m.role ? [m.role] : []), ...m.bring];
    for (const r of brings.length > 0 ? brings : effectiveRoles(m.profileRoles, m.skills)) bring.add(r);
    for (const r of m.seek) seek.add(r);
    const offset = offsetOrNull(m.timeZone, startsAt);
    if (offset !== null) offsets.push(offset);
  }
  return { openRoles, bring, seek, commitment: teamCommitment(members), offsets };
}

interface Ranked {
  id: string;
  score: number;
  candidate: TeamCandidate;
}

/** (score desc, id asc): the one order of the list, which the cursor continues. */
const byRank = (a: { score: number; id: string }, b: { score: number; id: string }) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * One page of the people the team may invite, best fit first. Members only (anyone else: 404, as
 * for an unknown team). Filters are must-haves: the role they bring, their commitment, and at most
 * `maxHoursApart` hours on the clock from every member with a time zone (a team whose members
 * gave none cannot be measured, and keeps everyone).
 *
 * The whole event's pool is scored on each call (it is one event's looking people) and the page
 * starts after the cursor's (score, id): no one twice and no one skipped while the scores hold.
 */
export async function listCandidates(db: Queryable, viewerId: string, teamId: string, query: TeamCandidatesQuery, nowMs = Date.now()): Promise<TeamCandidatePage> {
  const [row] = await selectTeams(db, and(eq(teams.id, teamId), memberOf(viewerId)));
  if (!row) throw teamNotFound();
  const key = filtersKey(teamId, query);
  const after = query.cursor ? decodeCursor(query.cursor, key) : null;
  const [event, members, pool] = await Promise.all([
    findEvent(db, row.team.eventId),
    memberFacts(db, teamId),
    teamCandidates(db, { id: teamId, eventId: row.team.eventId }, { role: query.role, commitment: query.commitment }),
  ]);
  if (!event) throw teamNotFound();
  const team = teamProfile(toTeamSummary(row).openRoles, members, event.startsAt);

  const ranked: Ranked[] = [];
  for (const c of pool) {
    const offset = offsetOrNull(c.timeZone, event.startsAt);
    if (offset === null) continue;
    const parts = candidateParts(team, { bring: c.bring, seek: c.seek, commitment: c.commitment, offset, lastActiveMs: c.lastActiveAt.getTime(), interested: c.interested }, nowMs);
    if (query.maxHoursApart !== undefined && parts.hoursApart !== null && parts.hoursApart > query.maxHoursApart) continue;
    const entry = { id: c.user.id, score: candidateScore(parts) };
    if (after && byRank(entry, after) <= 0) continue;
    ranked.push({
      ...entry,
      candidate: {
        user: toPublicUser(c.user),
        post: { bring: c.bring, seek: c.seek, commitment: c.commitment, timeZone: c.timeZone, pitch: c.pitch },
        reasons: candidateReasons(parts),
        hoursApart: parts.hoursApart,
      },
    });
  }
  ranked.sort(byRank);
  const page = ranked.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map((r) => r.candidate),
    nextCursor: ranked.length > query.limit && last ? encodeCursor({ filters: key, score: last.score, id: last.id }) : null,
  };
}

// ───────────────────────────── passes ─────────────────────────────

/**
 * The owner passes on someone: they are not suggested to the team again (and are not told).
 * Members who are not the owner get 403; anyone else 404 as for an unknown team; someone unknown,
 * hidden or in a block with the owner 404 USER_NOT_FOUND. Passing twice is fine.
 */
export async function passCandidate(db: Queryable, viewerId: string, teamId: string, userId: string): Promise<void> {
  const [row] = await selectTeams(db, and(eq(teams.id, teamId), memberOf(viewerId)));
  if (!row) throw teamNotFound();
  if (row.team.ownerId !== viewerId) throw forbidden("Only the team's owner can do that.", 'NOT_TEAM_OWNER');
  if (userId === viewerId || !(await canSee(db, viewerId, userId))) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
  await insertPass(db, teamId, userId);
}
