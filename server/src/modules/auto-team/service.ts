import type { AutoTeamAnswer, AutoTeamProposal, MyAutoTeam } from '@hackmate/shared/contracts';
import type { Db, Queryable } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { findEvent, eventNotFound, eventOver } from '../events';
import { toPublicUser } from '../users';
import { isProposed, matchMeState, myProposalId, optIn, optOut, proposalView, type ProposalStatus } from './repository';
import { lockProposal, writeAnswer } from './round-repository';
import { offsetOrNull } from './time-zones';
import { HOUR, settleProposal } from './round-service';

// What a person does with auto-team: opt in or out, see and answer their proposal.

/** A settled proposal stays on its members' event page this long (a pending one until it settles). */
const SHOWN_AFTER_SETTLED_MS = 48 * HOUR;

export const AUTO_TEAM_NOT_FOUND = 'Proposal not found.';
const proposalNotFound = () => notFound(AUTO_TEAM_NOT_FOUND, 'AUTO_TEAM_NOT_FOUND');

// ───────────────────────────── people ─────────────────────────────

async function readProposal(db: Queryable, proposalId: string, viewerId: string): Promise<AutoTeamProposal> {
  const view = await proposalView(db, proposalId, viewerId);
  if (!view) throw proposalNotFound();
  const p = view.proposal;
  return {
    _id: p.id,
    eventId: p.eventId,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    expiresAt: p.expiresAt.toISOString(),
    teamId: p.teamId,
    members: view.members.map((m) => ({
      user: toPublicUser(m.user),
      role: m.role,
      timeZone: m.timeZone,
      utcOffsetMinutes: offsetOrNull(m.timeZone, view.startsAt),
      answer: m.answer,
      me: m.user.id === viewerId,
    })),
  };
}

/** Settles the proposal if it is pending (answers and expiry may have decided it), in its own transaction. */
async function refresh(db: Db, proposalId: string, status: ProposalStatus, now: Date): Promise<void> {
  if (status === 'pending') await db.transaction((tx) => settleProposal(tx, proposalId, now));
}

/** Mine at the event: opted in or not, whether I may be, and my pending or recently settled proposal. */
export async function getMyAutoTeam(db: Db, userId: string, eventId: string, now: Date = new Date()): Promise<MyAutoTeam> {
  if (!(await findEvent(db, eventId, userId))) throw eventNotFound();
  const since = new Date(now.getTime() - SHOWN_AFTER_SETTLED_MS);
  const mine = await myProposalId(db, eventId, userId, since);
  if (mine) await refresh(db, mine.id, mine.status, now);
  const state = await matchMeState(db, eventId, userId);
  return { ...state, proposal: mine ? await readProposal(db, mine.id, userId) : null };
}

/** One proposal, to its members only (anyone else: 404, as for an unknown id). */
export async function getProposal(db: Db, userId: string, proposalId: string, now: Date = new Date()): Promise<AutoTeamProposal> {
  const [proposed, head] = await Promise.all([isProposed(db, proposalId, userId), proposalView(db, proposalId, userId)]);
  if (!proposed || !head) throw proposalNotFound();
  await refresh(db, proposalId, head.proposal.status, now);
  return readProposal(db, proposalId, userId);
}

/**
 * Opts in to "Match me" at the event (an open post needed: 409 NOT_LOOKING otherwise) or out (any
 * time; a pending proposal I am in counts as declined).
 */
export async function setMatchMe(db: Db, userId: string, eventId: string, on: boolean, now: Date = new Date()): Promise<MyAutoTeam> {
  const event = await findEvent(db, eventId, userId);
  if (!event) throw eventNotFound();
  if (event.over) throw eventOver();
  if (on) {
    if (!(await optIn(db, eventId, userId))) throw conflict('Mark yourself as looking for a team at this event first.', 'NOT_LOOKING');
  } else {
    await db.transaction(async (tx) => {
      const mine = await myProposalId(tx, eventId, userId, now);
      // The proposal first, then the attendance row: the order answers take.
      if (mine?.status === 'pending' && (await settleProposal(tx, mine.id, now)) === 'pending') {
        await writeAnswer(tx, mine.id, userId, 'no');
        await settleProposal(tx, mine.id, now);
      }
      await optOut(tx, eventId, [userId]);
    });
  }
  return getMyAutoTeam(db, userId, eventId, now);
}

/**
 * A member answers. Yes: when everyone has, the team is formed at once. No: the proposal is
 * dissolved and I am opted out; the others go back to the pool. A proposal already settled
 * (including by this very check: expired, or someone can no longer join) answers 409 PROPOSAL_CLOSED.
 */
export async function answerProposal(db: Db, userId: string, proposalId: string, answer: AutoTeamAnswer, now: Date = new Date()): Promise<AutoTeamProposal> {
  const outcome = await db.transaction(async (tx) => {
    const p = await lockProposal(tx, proposalId);
    if (!p || !(await isProposed(tx, proposalId, userId))) return 'not-found' as const;
    if ((await settleProposal(tx, proposalId, now)) !== 'pending') return 'closed' as const;
    await writeAnswer(tx, proposalId, userId, answer);
    if (answer === 'no') await optOut(tx, p.eventId, [userId]);
    await settleProposal(tx, proposalId, now);
    return 'answered' as const;
  });
  if (outcome === 'not-found') throw proposalNotFound();
  if (outcome === 'closed') throw conflict('This proposal is no longer open.', 'PROPOSAL_CLOSED');
  return readProposal(db, proposalId, userId);
}
