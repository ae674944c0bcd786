import { randomUUID } from 'node:crypto';
import type { AutoTeamProposal, EventDetail, MyAutoTeam, TeamDetail } from '@hackmate/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import { autoTeamMembers, autoTeamProposals, blocks, users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { endEvent, signUpMany, teamsWorld } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';
import { runAutoTeam, runDueRounds } from './round-service';

const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);
const { api } = w;

const HOUR = 3_600_000;
const people = <N extends number>(n: N) => signUpMany(t.app, n);
const [host] = await people(1);

const matchMe = (who: SignedUp, eventId: string, on: boolean) => api(who, 'PUT', `/events/${eventId}/match-me`, { on });
async function mine(who: SignedUp, eventId: string): Promise<MyAutoTeam> {
  const res = await api(who, 'GET', `/events/${eventId}/auto-team`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: MyAutoTeam }>().data;
}
async function proposalOf(who: SignedUp, eventId: string): Promise<AutoTeamProposal> {
  const proposal = (await mine(who, eventId)).proposal;
  if (!proposal) throw new Error('no proposal');
  return proposal;
}
const answer = (who: SignedUp, proposalId: string, yes: 'yes' | 'no') => api(who, 'POST', `/auto-team/${proposalId}/answer`, { answer: yes });
async function accept(who: SignedUp, proposalId: string, yes: 'yes' | 'no' = 'yes'): Promise<AutoTeamProposal> {
  const res = await answer(who, proposalId, yes);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AutoTeamProposal }>().data;
}
async function eventMe(who: SignedUp, eventId: string) {
  return (await api(who, 'GET', `/events/${eventId}`)).json<{ data: EventDetail }>().data.me;
}

/** Looking at the event with this post (overrides), and opted in to Match me. */
async function optIn(who: SignedUp, eventId: string, post: Record<string, unknown> = {}): Promise<void> {
  await w.look(who, eventId, post);
  const res = await matchMe(who, eventId, true);
  expect(res.statusCode, res.body).toBe(200);
}

/** The members of every pending proposal at the event, as sets of user ids. */
async function proposedTeams(eventId: string): Promise<string[][]> {
  const rows = await t.db
    .select({ proposalId: autoTeamMembers.proposalId, userId: autoTeamMembers.userId })
    .from(autoTeamMembers)
    .innerJoin(autoTeamProposals, eq(autoTeamProposals.id, autoTeamMembers.proposalId))
    .where(sql`${autoTeamProposals.eventId} = ${eventId} and ${autoTeamProposals.status} = 'pending'`);
  const byProposal = new Map<string, string[]>();
  for (const r of rows) byProposal.set(r.proposalId, [...(byProposal.get(r.proposalId) ?? []), r.userId]);
  return [...byProposal.values()].map((ids) => ids.sort());
}
const idsOf = (...who: SignedUp[]) => who.map((p) => p.user._id).sort();
const eventBodyOf = (e: EventDetail) => ({
  name: e.name,
  startsAt: e.startsAt,
  endsAt: e.endsAt,
  mode: e.mode,
  website: e.website,
  minTeamSize: e.minTeamSize,
  maxTeamSize: e.maxTeamSize,
});

/** An event of `min`–`max`, and `n` people looking there (the same post), all opted in. */
async function pool(n: number, limits: { min: number; max: number }, post: Record<string, unknown> = {}) {
  const event = await w.createEvent(host, { minTeamSize: limits.min, maxTeamSize: limits.max });
  const crowd = await people(n);
  for (const who of crowd) await optIn(who, event._id, post);
  return { event, crowd };
}

describe('PUT /api/events/:eventId/match-me', () => {
  it('needs a session and a known event', async () => {
    const event = await w.createEvent(host);
    expect((await api(null, 'PUT', `/events/${event._id}/match-me`, { on: true })).statusCode).toBe(401);
    expect((await api(null, 'GET', `/events/${event._id}/auto-team`)).statusCode).toBe(401);
    for (const id of [randomUUID(), 'nope']) {
      const res = await matchMe(host, id, true);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'EVENT_NOT_FOUND' });
      expect((await api(host, 'GET', `/events/${id}/auto-team`)).statusCode).toBe(404);
    }
    const bad = await api(host, 'PUT', `/events/${event._id}/match-me`, { on: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('opts in only with an open looking post (409 NOT_LOOKING otherwise), and out at any time', async () => {
    const event = await w.createEvent(host);
    const [ann] = await people(1);
    const refused = await matchMe(ann, event._id, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'NOT_LOOKING', message: 'Mark yourself as looking for a team at this event first.' });
    expect(await mine(ann, event._id)).toEqual({ matchMe: false, canMatch: false, proposal: null });

    // Going without a post is not enough either.
    await api(ann, 'PUT', `/events/${event._id}/attendance`, { looking: false });
    expect((await matchMe(ann, event._id, true)).statusCode).toBe(409);

    await w.look(ann, event._id);
    expect(await mine(ann, event._id)).toEqual({ matchMe: false, canMatch: true, proposal: null });
    const on = await matchMe(ann, event._id, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ data: { matchMe: true, canMatch: true, proposal: null } });
    // Editing the post keeps it; ending the post ends it, and a new post starts without it.
    await w.look(ann, event._id, { pitch: 'Still here.' });
    expect((await mine(ann, event._id)).matchMe).toBe(true);
    await api(ann, 'PUT', `/events/${event._id}/attendance`, { looking: false });
    expect(await mine(ann, event._id)).toEqual({ matchMe: false, canMatch: false, proposal: null });
    await w.look(ann, event._id);
    expect((await mine(ann, event._id)).matchMe).toBe(false);

    await matchMe(ann, event._id, true);
    const off = await matchMe(ann, event._id, false);
    expect(off.json()).toEqual({ data: { matchMe: false, canMatch: true, proposal: null } });
  });

  it('is refused once the event is over, and for someone in a team there', async () => {
    const event = await w.createEvent(host);
    const [ann, ben] = await people(2);
    await w.look(ann, event._id);
    await w.createTeam(ben, event._id);
    expect((await matchMe(ben, event._id, true)).json()).toMatchObject({ error: 'NOT_LOOKING' });
    await endEvent(t, event._id);
    const over = await matchMe(ann, event._id, true);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: 'EVENT_OVER' });
  });
});

describe('a round (runAutoTeam)', () => {
  it('proposes teams within the limits, of one commitment, to the people opted in only', async () => {
    const event = await w.createEvent(host, { minTeamSize: 2, maxTeamSize: 3 });
    const serious = await people(6);
    const casual = await people(2);
    const [notIn, lone] = await people(2);
    const roles = ['frontend', 'backend', 'design'];
    for (const [i, who] of serious.entries()) await optIn(who, event._id, { bring: [roles[i % 3]], commitment: 'serious' });
    for (const who of casual) await optIn(who, event._id, { commitment: 'casual' });
    await optIn(lone!, event._id, { commitment: 'to-win' });
    await w.look(notIn!, event._id);

    const result = await runAutoTeam(t.db, event._id);
    expect(result).toMatchObject({ ran: true, settled: [] });
    const teams = await proposedTeams(event._id);
    expect(result.proposed).toHaveLength(teams.length);
    expect(teams.map((team) => team.length).sort()).toEqual([2, 3, 3]);
    // Everyone of a commitment that can form a team is placed, in one team only; nobody else.
    expect(teams.flat().sort()).toEqual(idsOf(...serious, ...casual));
    expect(teams).toContainEqual(idsOf(...casual));
    // Each serious team of three has the three roles.
    const roleOf = new Map(serious.map((who, i) => [who.user._id, roles[i % 3]]));
    for (const team of teams.filter((team) => team.length === 3)) expect(new Set(team.map((id) => roleOf.get(id))).size).toBe(3);

    // People already in a proposal are not proposed again; too few left for a team: nothing.
    expect((await runAutoTeam(t.db, event._id)).proposed).toEqual([]);
    expect(await proposedTeams(event._id)).toHaveLength(3);
    expect((await mine(lone!, event._id)).proposal).toBeNull();
    expect((await mine(notIn!, event._id)).proposal).toBeNull();
  });

  it('never puts two people in a block in one proposal, and leaves out hidden people', async () => {
    const { event, crowd } = await pool(5, { min: 2, max: 2 });
    const [a, b, c, d, hidden] = crowd;
    await t.db.insert(blocks).values({ blockerId: b!.user._id, blockedId: a!.user._id });
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, hidden!.user._id));
    await runAutoTeam(t.db, event._id);
    const teams = await proposedTeams(event._id);
    expect(teams.flat().sort()).toEqual(idsOf(a!, b!, c!, d!));
    expect(teams.some((team) => team.includes(a!.user._id) && team.includes(b!.user._id))).toBe(false);
  });

  it('needs at least the smallest team in the pool, and proposes nothing once the event is over', async () => {
    const small = await pool(2, { min: 3, max: 4 });
    expect((await runAutoTeam(t.db, small.event._id)).proposed).toEqual([]);
    const over = await pool(2, { min: 2, max: 2 });
    await endEvent(t, over.event._id);
    expect(await runAutoTeam(t.db, over.event._id)).toEqual({ ran: true, settled: [], proposed: [] });
    const lone = await pool(1, { min: 1, max: 4 });
    expect((await runAutoTeam(t.db, lone.event._id)).proposed).toEqual([]);
  });

  it('runs at the events that need one (runDueRounds)', async () => {
    const ready = await pool(2, { min: 2, max: 2 });
    const waiting = await pool(1, { min: 2, max: 2 });
    const results = await runDueRounds(t.db);
    expect(results.get(ready.event._id)?.proposed).toHaveLength(1);
    expect(results.has(waiting.event._id)).toBe(false);
    // Now everyone there is in a proposal: nothing to do until it expires.
    expect((await runDueRounds(t.db)).has(ready.event._id)).toBe(false);
    const later = await runDueRounds(t.db, new Date(Date.now() + 25 * HOUR));
    expect(later.get(ready.event._id)?.settled).toEqual([{ id: expect.any(String), status: 'expired' }]);
  });

  it('runs one round per event at a time: two at once make one set of proposals', async () => {
    const { event, crowd } = await pool(8, { min: 2, max: 4 });
    const rounds = await Promise.all([runAutoTeam(t.db, event._id), runAutoTeam(t.db, event._id)]);
    const teams = await proposedTeams(event._id);
    expect(teams.flat().sort()).toEqual(idsOf(...crowd));
    expect(rounds.flatMap((r) => r.proposed).sort()).toEqual((await t.db.select({ id: autoTeamProposals.id }).from(autoTeamProposals).where(eq(autoTeamProposals.eventId, event._id))).map((r) => r.id).sort());
    expect(rounds.filter((r) => r.proposed.length > 0)).toHaveLength(1);
  });
});

describe('a proposal', () => {
  it('is shown to its members only, with roles, time zones and answers; anyone else gets 404', async () => {
    const { event, crowd } = await pool(2, { min: 2, max: 2 });
    const [ann, ben] = crowd;
    await w.look(ann!, event._id, { bring: ['design'], timeZone: 'Asia/Kolkata' });
    await runAutoTeam(t.db, event._id);
    const seen = await proposalOf(ann!, event._id);
    expect(seen).toMatchObject({ eventId: event._id, status: 'pending', teamId: null });
    expect(Date.parse(seen.expiresAt) - Date.parse(seen.createdAt)).toBe(24 * HOUR);
    const byId = new Map(seen.members.map((m) => [m.user._id, m]));
    expect(byId.get(ann!.user._id)).toMatchObject({ me: true, role: 'design', timeZone: 'Asia/Kolkata', utcOffsetMinutes: 330, answer: 'pending' });
    expect(byId.get(ben!.user._id)).toMatchObject({ me: false, role: 'backend', timeZone: 'Europe/Berlin', answer: 'pending' });
    expect(byId.get(ben!.user._id)?.user).not.toHaveProperty('emailId');
    expect((await api(ben!, 'GET', `/auto-team/${seen._id}`)).json<{ data: AutoTeamProposal }>().data._id).toBe(seen._id);

    const [eve] = await people(1);
    await w.look(eve, event._id);
    expect((await mine(eve, event._id)).proposal).toBeNull();
    for (const url of [`/auto-team/${seen._id}`, `/auto-team/${randomUUID()}`, '/auto-team/nope']) {
      const res = await api(eve, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'AUTO_TEAM_NOT_FOUND', message: 'Proposal not found.' });
    }
    const res = await answer(eve, seen._id, 'yes');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'AUTO_TEAM_NOT_FOUND' });
    expect((await api(null, 'POST', `/auto-team/${seen._id}/answer`, { answer: 'yes' })).statusCode).toBe(401);
    expect((await api(ann!, 'POST', `/auto-team/${seen._id}/answer`, { answer: 'maybe' })).statusCode).toBe(400);
    expect((await proposalOf(ann!, event._id)).members.every((m) => m.answer === 'pending')).toBe(true);
  });

  it('forms the team once everyone said yes: all members, the first to say yes owns it, posts ended', async () => {
    const event = await w.createEvent(host, { name: `Harbour Hack ${randomUUID().slice(0, 6)}`, minTeamSize: 2, maxTeamSize: 4 });
    const [ann, ben, cem] = await people(3);
    await optIn(ann, event._id, { bring: ['backend'], seek: ['design'] });
    await optIn(ben, event._id, { bring: ['frontend'], seek: ['ml'] });
    await optIn(cem, event._id, { bring: ['backend', 'devops'], seek: ['frontend'] });
    await runAutoTeam(t.db, event._id);
    const { _id: id } = await proposalOf(ann, event._id);

    expect((await accept(ben, id)).status).toBe('pending');
    const half = await accept(cem, id);
    expect(half.members.filter((m) => m.answer === 'yes').map((m) => m.user._id).sort()).toEqual(idsOf(ben, cem));
    const formed = await accept(ann, id);
    expect(formed.status).toBe('formed');
    expect(formed.teamId).toEqual(expect.any(String));

    const team = await w.team(ann, formed.teamId!);
    expect(team.name).toBe(`Team ${event.name} #1`);
    expect(team.members.map((m) => m.user._id).sort()).toEqual(idsOf(ann, ben, cem));
    expect(team.members.find((m) => m.owner)?.user._id).toBe(ben.user._id);
    expect(Object.fromEntries(team.members.map((m) => [m.user._id, m.role]))).toEqual({ [ann.user._id]: 'backend', [ben.user._id]: 'frontend', [cem.user._id]: 'devops' });
    // Sought and not brought: design and ML, one place left → the first in catalogue order.
    expect(team.openRoles).toEqual([{ role: 'ml', count: 1 }]);
    for (const who of [ann, ben, cem]) {
      expect(await eventMe(who, event._id)).toMatchObject({ looking: null, teamId: team._id });
      expect(await mine(who, event._id)).toMatchObject({ matchMe: false, canMatch: false, proposal: { status: 'formed', teamId: team._id } });
    }
    // Answering again: 409.
    const late = await answer(ann, id, 'no');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'PROPOSAL_CLOSED', message: 'This proposal is no longer open.' });
  });

  it('is dissolved by one no: the decliner is opted out, the others go back to the pool', async () => {
    const { event, crowd } = await pool(3, { min: 2, max: 3 });
    const [ann, ben, cem] = crowd;
    await runAutoTeam(t.db, event._id);
    const { _id: id } = await proposalOf(ann!, event._id);
    await accept(ann!, id);
    const declined = await accept(ben!, id, 'no');
    expect(declined.status).toBe('declined');
    expect(await mine(ben!, event._id)).toMatchObject({ matchMe: false, canMatch: true, proposal: { status: 'declined' } });
    expect(await mine(ann!, event._id)).toMatchObject({ matchMe: true, proposal: { _id: id, status: 'declined' } });
    expect(await eventMe(ann!, event._id)).toMatchObject({ teamId: null });

    await runAutoTeam(t.db, event._id);
    expect(await proposedTeams(event._id)).toEqual([idsOf(ann!, cem!)]);
    expect((await mine(ann!, event._id)).proposal).toMatchObject({ status: 'pending' });
    expect((await mine(ben!, event._id)).proposal).toMatchObject({ status: 'declined' });
  });

  it('counts switching Match me off as a no', async () => {
    const { event, crowd } = await pool(2, { min: 2, max: 2 });
    const [ann, ben] = crowd;
    await runAutoTeam(t.db, event._id);
    const res = await matchMe(ann!, event._id, false);
    expect(res.json<{ data: MyAutoTeam }>().data).toMatchObject({ matchMe: false, proposal: { status: 'declined' } });
    expect((await mine(ben!, event._id)).proposal?.members.find((m) => m.me === false)?.answer).toBe('no');
  });

  it('forms the team of those who said yes when the 24 hours end, if there are enough of them', async () => {
    const { event, crowd } = await pool(3, { min: 2, max: 3 });
    const [ann, ben, cem] = crowd;
    await runAutoTeam(t.db, event._id);
    const { _id: id } = await proposalOf(ann!, event._id);
    await accept(cem!, id);
    await accept(ann!, id);
    // Not yet: everyone has until the end.
    expect((await runAutoTeam(t.db, event._id, new Date(Date.now() + 23 * HOUR))).settled).toEqual([]);
    const round = await runAutoTeam(t.db, event._id, new Date(Date.now() + 25 * HOUR));
    expect(round.settled).toEqual([{ id, status: 'formed' }]);
    const formed = await proposalOf(ann!, event._id);
    const team = await w.team(ann!, formed.teamId!);
    expect(team.members.map((m) => m.user._id).sort()).toEqual(idsOf(ann!, cem!));
    expect(team.members.find((m) => m.owner)?.user._id).toBe(cem!.user._id);
    // Who let it expire is opted out, still looking, in no team.
    expect(await mine(ben!, event._id)).toMatchObject({ matchMe: false, canMatch: true });
    expect(await eventMe(ben!, event._id)).toMatchObject({ teamId: null, looking: expect.anything() });
  });

  it('expires with too few yeses: those who said yes stay in the pool, the others are opted out', async () => {
    const { event, crowd } = await pool(3, { min: 2, max: 3 });
    const [ann, ben, cem] = crowd;
    await runAutoTeam(t.db, event._id);
    const { _id: id } = await proposalOf(ann!, event._id);
    await accept(ann!, id);
    // A member reading their page after the end settles it too.
    await t.db.update(autoTeamProposals).set({ createdAt: sql`now() - interval '25 hours'`, expiresAt: sql`now() - interval '1 hour'` }).where(eq(autoTeamProposals.id, id));
    expect(await mine(ben!, event._id)).toMatchObject({ matchMe: false, proposal: { status: 'expired', teamId: null } });
    expect(await mine(ann!, event._id)).toMatchObject({ matchMe: true, proposal: { status: 'expired' } });
    expect((await mine(cem!, event._id)).matchMe).toBe(false);
    const late = await answer(cem!, id, 'yes');
    expect(late.json()).toMatchObject({ error: 'PROPOSAL_CLOSED' });
  });

  it('fails when someone joined another team meanwhile: they are skipped, the others go back to the pool', async () => {
    const { event, crowd } = await pool(3, { min: 2, max: 3 });
    const [ann, ben, cem] = crowd;
    await runAutoTeam(t.db, event._id);
    const { _id: id } = await proposalOf(ann!, event._id);
    await accept(ann!, id);
    await accept(ben!, id);
    const other: TeamDetail = await w.createTeam(cem!, event._id);
    const res = await answer(ann!, id, 'yes');
    expect(res.statusCode).toBe(409);
    expect(await mine(ann!, event._id)).toMatchObject({ matchMe: true, proposal: { status: 'failed', teamId: null } });
    expect(await eventMe(cem!, event._id)).toMatchObject({ teamId: other._id });
    expect((await w.team(cem!, other._id)).memberCount).toBe(1);

    await runAutoTeam(t.db, event._id);
    expect(await proposedTeams(event._id)).toEqual([idsOf(ann!, ben!)]);
  });

  it('fails when the database refuses a member (the size limit dropped meanwhile); everyone goes back to the pool', async () => {
    const { event, crowd } = await pool(3, { min: 2, max: 3 });
    const [ann, ben, cem] = crowd;
    await runAutoTeam(t.db, event._id);
    const { _id: id } = await proposalOf(ann!, event._id);
    const edit = await api(host, 'PATCH', `/events/${event._id}`, { ...eventBodyOf(event), maxTeamSize: 2 });
    expect(edit.statusCode, edit.body).toBe(200);
    await accept(ann!, id);
    await accept(ben!, id);
    const last = await accept(cem!, id);
    expect(last).toMatchObject({ status: 'failed', teamId: null });
    for (const who of [ann!, ben!, cem!]) {
      expect(await eventMe(who, event._id)).toMatchObject({ teamId: null, looking: expect.anything() });
      expect((await mine(who, event._id)).matchMe).toBe(true);
    }
    expect((await api(host, 'GET', `/events/${event._id}/teams`)).json()).toEqual({ data: [] });
  });

  it('fails when two of its members came to be in a block, without showing one to the other', async () => {
    const { event, crowd } = await pool(2, { min: 2, max: 2 });
    const [ann, ben] = crowd;
    await runAutoTeam(t.db, event._id);
    const { _id: id } = await proposalOf(ann!, event._id);
    await api(ann!, 'POST', `/users/${ben!.user._id}/block`);
    const seen = await proposalOf(ben!, event._id);
    expect(seen).toMatchObject({ _id: id, status: 'failed' });
    expect(seen.members.map((m) => m.user._id)).toEqual([ben!.user._id]);
    expect((await mine(ben!, event._id)).matchMe).toBe(true);
    // The next round keeps them apart.
    expect((await runAutoTeam(t.db, event._id)).proposed).toEqual([]);
  });
});
