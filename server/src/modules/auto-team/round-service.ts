import { AUTO_TEAM_HOURS, TEAM_NAME_MAX } from '@hackmate/shared/contracts';
import { isUniqueViolation, type Db, type Queryable } from '../../db/client';
import { findEvent, sqlState, TEAM_FULL_SQLSTATE, upsertAttendance } from '../events';
import { cancelAfterJoin, insertMember, insertTeam, lockAttendance, replaceOpenRoles } from '../teams';
import { optOut, type ProposalStatus } from './repository';
import {
  blockedPairsAmong,
  candidates,
  closeProposal,
  dueEventIds,
  insertProposal,
  lockProposal,
  memberStates,
  pendingProposalIds,
  proposalCount,
  tryRoundLock,
  type LockedProposal,
  type MemberState,
} from './round-repository';
import { assignRoles, uncoveredRoles } from './roles';
import { proposeTeams, type TeamCandidate } from './solver';
import { utcOffsetMinutes } from './time-zones';

// Forming teams: a round over an event's pool, and settling a proposal once it is answered or
// expires.

export const HOUR = 3_600_000;

/** The fewest people a proposal may form a team with: the event's minimum, and never one alone. */
const smallestTeam = (minTeamSize: number) => Math.max(2, minTeamSize);

/** "Team Hack the Harbour #3"; a long event name is cut at a word so the whole fits TEAM_NAME_MAX. */
export function autoTeamName(eventName: string, n: number): string {
  const room = TEAM_NAME_MAX - `Team  #${n}`.length;
  const chars = [...eventName.trim()];
  let short = chars.join('');
  if (chars.length > room) {
    const cut = chars.slice(0, room - 1).join('');
    const space = cut.lastIndexOf(' ');
    short = `${(space > room / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  return `Team ${short} #${n}`;
}

// ───────────────────────────── settling ─────────────────────────────

/**
 * Forms the team from `forming` (all of whom said yes), in its own savepoint. Their attendance
 * rows are locked first, as every path that puts someone in a team does, then read again: someone
 * who joined another team or stopped looking meanwhile makes it fail (null), and so does the
 * database refusing a member (one team per person per event, the size limit).
 */
async function formTeam(tx: Queryable, p: LockedProposal, forming: MemberState[]): Promise<string | null> {
  const ids = forming.map((m) => m.userId).sort();
  for (const id of ids) await lockAttendance(tx, p.eventId, id, 'update');
  const fresh = new Map((await memberStates(tx, p.id)).map((m) => [m.userId, m]));
  const people = ids.map((id) => fresh.get(id));
  if (people.some((m) => !m?.available || m.blocked)) return null;
  const ready = people as MemberState[];
  // The owner is the first to have said yes.
  const byAnswer = [...ready].sort((a, b) => (a.answeredAt?.getTime() ?? 0) - (b.answeredAt?.getTime() ?? 0) || (a.userId < b.userId ? -1 : 1));
  const rolePeople = ready.map((m) => ({ id: m.userId, bring: m.bring, seek: m.seek }));
  const roles = assignRoles(rolePeople);
  try {
    return await tx.transaction(async (sp) => {
      const n = (await proposalCount(sp, p.eventId, 'formed')) + 1;
      const teamId = await insertTeam(sp, { eventId: p.eventId, ownerId: byAnswer[0]!.userId, name: autoTeamName(p.eventName, n), idea: '' });
      for (const m of byAnswer) {
        // Going, the post and "Match me" ended; then the member (the database's rules apply).
        await upsertAttendance(sp, p.eventId, m.userId, null);
        await insertMember(sp, { teamId, eventId: p.eventId, userId: m.userId, role: roles.get(m.userId) ?? null });
      }
      const open = uncoveredRoles(rolePeople, p.maxTeamSize - ready.length);
      await replaceOpenRoles(sp, teamId, open.map((role) => ({ role, count: 1 })));
      for (const m of byAnswer) await cancelAfterJoin(sp, { eventId: p.eventId, userId: m.userId, teamId, teamFull: false });
      return teamId;
    });
  } catch (err) {
    if (isUniqueViolation(err) || sqlState(err) === TEAM_FULL_SQLSTATE) return null;
    throw err;
  }
}

/**
 * Brings a pending proposal up to date, in the caller's transaction (the proposal row is locked
 * until it ends), and answers its status. In this order:
 * - the event is over → `failed`;
 * - someone said no → `declined` (they were opted out when they answered);
 * - someone can no longer join (in another team, no longer looking, hidden) → `failed`, and they
 *   are opted out; a block between two members (made since) → `failed` too, nobody opted out;
 * - everyone said yes, or the 24 hours are over and at least the smallest team (the event's
 *   minimum, never under two) said yes → `formed` with those who said yes; whoever let it expire
 *   is opted out. A member the database refuses at that moment → `failed`;
 * - the 24 hours are over with fewer yeses → `expired`, and whoever let it expire is opted out.
 * Those not opted out are back in the pool for the next round.
 */
export async function settleProposal(tx: Queryable, proposalId: string, now: Date): Promise<ProposalStatus | undefined> {
  const p = await lockProposal(tx, proposalId);
  if (!p || p.status !== 'pending') return p?.status;
  const close = async (status: Exclude<ProposalStatus, 'pending'>, optedOut: MemberState[] = [], teamId: string | null = null) => {
    await optOut(tx, p.eventId, optedOut.map((m) => m.userId));
    await closeProposal(tx, p.id, status, now, teamId);
    return status;
  };
  if (p.eventOver) return close('failed');
  const members = await memberStates(tx, p.id);
  if (members.some((m) => m.answer === 'no')) return close('declined');
  const gone = members.filter((m) => !m.available);
  // A block between members (made since): the team cannot be; nobody is opted out for it, and the
  // next round keeps the two apart.
  if (gone.length > 0 || members.some((m) => m.blocked)) return close('failed', gone);
  const yes = members.filter((m) => m.answer === 'yes');
  const expired = p.expiresAt.getTime() <= now.getTime();
  const enough = yes.length >= smallestTeam(p.minTeamSize);
  if (enough && (expired || yes.length === members.length)) {
    const teamId = await formTeam(tx, p, yes);
    if (!teamId) {
      const after = await memberStates(tx, p.id);
      return close('failed', after.filter((m) => !m.available));
    }
    return close('formed', members.filter((m) => m.answer !== 'yes'), teamId);
  }
  if (expired) return close('expired', members.filter((m) => m.answer === 'pending'));
  return 'pending';
}

// ───────────────────────────── a round ─────────────────────────────

export interface RoundResult {
  /** False when another round of this event was running (its advisory lock was taken). */
  ran: boolean;
  /** Pending proposals this round settled, with how they ended. */
  settled: { id: string; status: ProposalStatus }[];
  /** The proposals it made. */
  proposed: string[];
}

/**
 * One "Match me" round at the event, in one transaction under the event's advisory lock (a second
 * round at once, in this process or another, returns `ran: false` at once): pending proposals are
 * settled first (their people may come back to the pool), then the solver proposes teams among
 * the pool — people opted in, with an open post, in no team or live proposal there — within the
 * event's size limits, never putting two people in a block together. Each team is stored as a
 * proposal its members have AUTO_TEAM_HOURS to answer. Nothing is proposed at an event that is over.
 */
export async function runAutoTeam(db: Db, eventId: string, now: Date = new Date()): Promise<RoundResult> {
  return db.transaction(async (tx) => {
    const result: RoundResult = { ran: false, settled: [], proposed: [] };
    if (!(await tryRoundLock(tx, eventId))) return result;
    result.ran = true;
    const event = await findEvent(tx, eventId);
    if (!event) return result;
    for (const id of await pendingProposalIds(tx, eventId)) {
      const status = await settleProposal(tx, id, now);
      if (status && status !== 'pending') result.settled.push({ id, status });
    }
    if (event.over) return result;

    const pool = await candidates(tx, eventId);
    const people: TeamCandidate[] = [];
    for (const c of pool) {
      let offset: number;
      try {
        // The offset during the event, not today: daylight saving may change in between.
        offset = utcOffsetMinutes(c.timeZone, event.startsAt);
      } catch {
        continue; // a zone this runtime does not know: left out rather than misplaced
      }
      people.push({ id: c.userId, bring: c.bring, seek: c.seek, commitment: c.commitment, utcOffsetMinutes: offset });
    }
    if (people.length < smallestTeam(event.minTeamSize)) return result;

    const byId = new Map(pool.map((c) => [c.userId, c]));
    const keepApart = await blockedPairsAmong(tx, people.map((p) => p.id));
    // Another seed each round: ties break differently for people who were proposed before.
    const seed = await proposalCount(tx, eventId);
    const { teams } = proposeTeams(people, { minSize: event.minTeamSize, maxSize: event.maxTeamSize }, { keepApart, seed });
    const expiresAt = new Date(now.getTime() + AUTO_TEAM_HOURS * HOUR);
    for (const team of teams) {
      const ids = [...team.memberIds].sort();
      const roles = assignRoles(ids.map((id) => ({ id, bring: byId.get(id)!.bring, seek: byId.get(id)!.seek })));
      const members = ids.map((userId) => ({ userId, role: roles.get(userId) ?? null }));
      result.proposed.push(await insertProposal(tx, eventId, now, expiresAt, members));
    }
    return result;
  });
}

/**
 * What the periodic job does: a round at every event that needs one now (enough people in its
 * pool, or a pending proposal to settle), one after another. A failing event does not stop the others.
 */
export async function runDueRounds(db: Db, now: Date = new Date(), onError: (eventId: string, err: unknown) => void = () => {}): Promise<Map<string, RoundResult>> {
  const results = new Map<string, RoundResult>();
  for (const eventId of await dueEventIds(db, now)) {
    try {
      results.set(eventId, await runAutoTeam(db, eventId, now));
    } catch (err) {
      onError(eventId, err);
    }
  }
  return results;
}
