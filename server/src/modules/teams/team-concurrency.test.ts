import type { EventDetail } from '@hackmate/shared/contracts';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/client';
import { events, teamMembers } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { signUpMany, teamsWorld } from '../../testing/teams';
import { sqlState, TEAM_FULL_SQLSTATE } from '../events';

// On PostgreSQL the calls below really run at once (one pooled connection each); the embedded
// database has one connection and runs them one after another. Both must give the same answers.
const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);
const { api } = w;

const people = <N extends number>(n: N) => signUpMany(t.app, n);
const [host] = await people(1);
const membersOf = (teamId: string) => t.db.$count(teamMembers, eq(teamMembers.teamId, teamId));
const teamsOfUser = (userId: string) => t.db.$count(teamMembers, eq(teamMembers.userId, userId));
const codes = (answers: { statusCode: number; json(): unknown }[]) =>
  answers
    .filter((r) => r.statusCode !== 200 && r.statusCode !== 201)
    .map((r) => `${r.statusCode} ${(r.json() as { error: string }).error}`)
    .sort();

/** The promise's rejection (or null): what the database said. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err,
  );

describe('the size limit under concurrency', () => {
  it('accepts exactly one of two people into the last place; the other gets 409 TEAM_FULL', async () => {
    const event = await w.createEvent(host, { maxTeamSize: 2 });
    const [owner, lia, max] = await people(3);
    const team = await w.createTeam(owner, event._id);
    const asks = [];
    for (const who of [lia, max]) {
      await w.look(who, event._id);
      asks.push(await w.askToJoin(who, team._id));
    }
    const answers = await Promise.all(asks.map((ask) => w.answer(owner, ask._id, 'accepted')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(codes(answers)).toEqual(['409 TEAM_FULL']);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toEqual({ error: 'TEAM_FULL', message: 'This team is full.' });
    expect(await membersOf(team._id)).toBe(2);
    expect(await w.team(owner, team._id)).toMatchObject({ memberCount: 2, full: true, openRoles: [], pending: [] });
  });

  it('fills two places out of six invites accepted at once, never more', async () => {
    const event = await w.createEvent(host, { maxTeamSize: 3 });
    const [owner, ...invited] = await people(7);
    const team = await w.createTeam(owner, event._id);
    const invites = [];
    for (const who of invited) {
      await w.look(who, event._id);
      invites.push(await w.invite(owner, team._id, who));
    }
    const answers = await Promise.all(invites.map((invite, i) => w.answer(invited[i]!, invite._id, 'accepted')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(codes(answers)).toEqual(Array(4).fill('409 TEAM_FULL'));
    expect(await membersOf(team._id)).toBe(3);
  });

  it('the database itself refuses a member past the limit, however the rows come (SQLSTATE HM001)', async () => {
    const event = await w.createEvent(host, { maxTeamSize: 2 });
    const [owner, ...others] = await people(6);
    const team = await w.createTeam(owner, event._id);
    // Straight inserts, bypassing the service: five at once for one free place.
    const results = await Promise.all(
      others.map((u) => refusal(t.db.insert(teamMembers).values({ teamId: team._id, eventId: event._id, userId: u.user._id }))),
    );
    expect(results.filter((r) => r === null)).toHaveLength(1);
    for (const err of results.filter((r) => r !== null)) expect(sqlState(err)).toBe(TEAM_FULL_SQLSTATE);
    expect(await membersOf(team._id)).toBe(2);
    // Moving someone into a full team is refused too.
    const other = await w.createTeam(others.find((u) => results[others.indexOf(u)] !== null)!, event._id);
    const moved = await refusal(t.db.update(teamMembers).set({ teamId: team._id }).where(eq(teamMembers.teamId, other._id)));
    expect(sqlState(moved)).toBe(TEAM_FULL_SQLSTATE);
  });

  it("the database refuses an event's max size below a team it has (SQLSTATE HM002)", async () => {
    const event = await w.createEvent(host, { maxTeamSize: 4 });
    const [owner, lia, max] = await people(3);
    const team = await w.createTeam(owner, event._id);
    await w.join(owner, lia, team);
    await w.join(owner, max, team);
    const belowTeam = await refusal(t.db.update(events).set({ maxTeamSize: 2 }).where(eq(events.id, event._id)));
    expect(sqlState(belowTeam)).toBe('HM002');
    expect(await refusal(t.db.update(events).set({ maxTeamSize: 3 }).where(eq(events.id, event._id)))).toBeNull();
  });
});

describe('one team per person per event under concurrency', () => {
  it('accepts the same person into only one of two teams answering at once', async () => {
    const event = await w.createEvent(host);
    const [ownerA, ownerB, lia] = await people(3);
    const [a, b] = [await w.createTeam(ownerA, event._id), await w.createTeam(ownerB, event._id)];
    await w.look(lia, event._id);
    const askA = await w.askToJoin(lia, a._id);
    const askB = await w.askToJoin(lia, b._id);
    const answers = await Promise.all([w.answer(ownerA, askA._id, 'accepted'), w.answer(ownerB, askB._id, 'accepted')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(codes(answers)).toEqual(['409 ALREADY_IN_TEAM']);
    expect(await teamsOfUser(lia.user._id)).toBe(1);
    const me = (await api(lia, 'GET', `/events/${event._id}`)).json<{ data: EventDetail }>().data.me;
    expect([a._id, b._id]).toContain(me?.teamId);
  });

  it('lets a person accept only one of two invites at once', async () => {
    const event = await w.createEvent(host);
    const [ownerA, ownerB, lia] = await people(3);
    const teams = [await w.createTeam(ownerA, event._id), await w.createTeam(ownerB, event._id)];
    await w.look(lia, event._id);
    const invites = [await w.invite(ownerA, teams[0]!._id, lia), await w.invite(ownerB, teams[1]!._id, lia)];
    const answers = await Promise.all(invites.map((invite) => w.answer(lia, invite._id, 'accepted')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(codes(answers)).toEqual(['409 ALREADY_IN_TEAM']);
    expect(await teamsOfUser(lia.user._id)).toBe(1);
  });

  it('lets a person create only one of two teams at once at an event', async () => {
    const event = await w.createEvent(host);
    const [lia] = await people(1);
    const answers = await Promise.all(['One', 'Two'].map((name) => api(lia, 'POST', `/events/${event._id}/teams`, { name, openRoles: [] })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(codes(answers)).toEqual(['409 ALREADY_IN_TEAM']);
    expect(await teamsOfUser(lia.user._id)).toBe(1);
  });

  it('the database itself refuses a second team at one event (unique key), also at once', async () => {
    const event = await w.createEvent(host);
    const [ownerA, ownerB, lia] = await people(3);
    const [a, b] = [await w.createTeam(ownerA, event._id), await w.createTeam(ownerB, event._id)];
    const results = await Promise.all(
      [a, b].map((team) => refusal(t.db.insert(teamMembers).values({ teamId: team._id, eventId: event._id, userId: lia.user._id }))),
    );
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(isUniqueViolation(results.find((r) => r !== null))).toBe(true);
    // A member row cannot claim another event than its team's (composite foreign key).
    const elsewhere = await w.createEvent(host);
    const [max] = await people(1);
    const wrongEvent = await refusal(t.db.insert(teamMembers).values({ teamId: a._id, eventId: elsewhere._id, userId: max.user._id }));
    expect((wrongEvent as { cause?: { code?: string } }).cause?.code ?? (wrongEvent as { code?: string }).code).toBe('23503');
  });
});
