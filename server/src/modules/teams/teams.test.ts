import { randomUUID } from 'node:crypto';
import type { EventDetail, TeamDetail, TeamList } from '@hackmate/shared/contracts';
import { eq } from 'drizzle-orm';
import { blocks, teams, users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { endEvent, signUpMany, teamsWorld } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';

const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);
const { api } = w;

const people = <N extends number>(n: N) => signUpMany(t.app, n);
const [ann, ben] = await people(2);
const me = async (who: SignedUp, eventId: string) => (await api(who, 'GET', `/events/${eventId}`)).json<{ data: EventDetail }>().data.me;
const teamIds = (list: TeamList) => list.data.map((x) => x._id);
const memberIds = (team: TeamDetail) => team.members.map((m) => m.user._id);

describe('POST /api/events/:eventId/teams', () => {
  it('needs a session', async () => {
    const event = await w.createEvent(ann);
    expect((await api(null, 'POST', `/events/${event._id}/teams`, { name: 'Nope', openRoles: [] })).statusCode).toBe(401);
    for (const url of ['/teams/mine', '/teams/requests', `/teams/${randomUUID()}`, `/events/${event._id}/teams`]) {
      expect((await api(null, 'GET', url)).statusCode, url).toBe(401);
    }
  });

  it('creates a team with me as owner and first member; I become going and my post ends', async () => {
    const event = await w.createEvent(ann, { maxTeamSize: 5 });
    await w.look(ben, event._id);
    const res = await api(ben, 'POST', `/events/${event._id}/teams`, {
      name: '  Night Owls ',
      idea: 'A bot that\r\nreviews pull requests',
      openRoles: [
        { role: 'design', count: 1 },
        { role: 'backend', count: 2 },
      ],
      myRole: 'frontend',
    });
    expect(res.statusCode).toBe(201);
    const team = res.json<{ data: TeamDetail }>().data;
    expect(team).toEqual({
      _id: expect.any(String),
      eventId: event._id,
      eventName: event.name,
      name: 'Night Owls',
      idea: 'A bot that\nreviews pull requests',
      memberCount: 1,
      maxSize: 5,
      // In the catalogue's order.
      openRoles: [
        { role: 'backend', count: 2 },
        { role: 'design', count: 1 },
      ],
      full: false,
      members: [{ user: expect.objectContaining({ _id: ben.user._id }), role: 'frontend', owner: true, joinedAt: expect.any(String) }],
      me: { relation: 'owner', requestId: null, vouchedFor: [] },
      pending: [],
    });
    expect(JSON.stringify(team)).not.toContain('@');
    expect(await me(ben, event._id)).toEqual({ going: true, looking: null, teamId: team._id });
  });

  it('refuses invalid teams with 400 and the field at fault', async () => {
    const event = await w.createEvent(ann, { maxTeamSize: 3 });
    const cases: [object, string][] = [
      [{ name: 'x', openRoles: [] }, 'name'],
      [{ name: 'Team', openRoles: [{ role: 'wizard', count: 1 }] }, 'openRoles.0.role'],
      [{ name: 'Team', openRoles: [{ role: 'design', count: 0 }] }, 'openRoles.0.count'],
      [{ name: 'Team', openRoles: [{ role: 'design', count: 1 }, { role: 'design', count: 1 }] }, 'openRoles'],
      [{ name: 'Team', openRoles: [], myRole: 'boss' }, 'myRole'],
      [{ name: 'Team' }, 'openRoles'],
      // Three places, one is mine: at most two more people.
      [{ name: 'Team', openRoles: [{ role: 'design', count: 2 }, { role: 'ml', count: 1 }] }, 'openRoles'],
    ];
    for (const [body, field] of cases) {
      const res = await api(ann, 'POST', `/events/${event._id}/teams`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ error: 'VALIDATION', details: { [field]: expect.any(String) } });
    }
    expect((await api(ann, 'GET', `/events/${event._id}/teams`)).json()).toEqual({ data: [] });
  });

  it('answers 404 for an unknown event, 409 EVENT_OVER after it, and 409 ALREADY_IN_TEAM for a second team', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const res = await api(ann, 'POST', `/events/${id}/teams`, { name: 'Team', openRoles: [] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'EVENT_NOT_FOUND' });
    }
    const event = await w.createEvent(ann);
    await w.createTeam(ann, event._id);
    const second = await api(ann, 'POST', `/events/${event._id}/teams`, { name: 'Second', openRoles: [] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'ALREADY_IN_TEAM', message: 'You are already in a team at this event.' });
    const over = await w.createEvent(ann);
    await endEvent(t, over._id);
    const late = await api(ann, 'POST', `/events/${over._id}/teams`, { name: 'Late', openRoles: [] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'EVENT_OVER' });
  });
});

describe('GET /api/teams/:teamId', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const res = await api(ann, 'GET', `/teams/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'TEAM_NOT_FOUND', message: 'Team not found.' });
    }
  });

  it('shows open requests to the owner only, and everyone how they stand to the team', async () => {
    const event = await w.createEvent(ann);
    const [owner, member, invited, asking, stranger] = await people(5);
    const team = await w.createTeam(owner, event._id, { openRoles: [{ role: 'backend', count: 2 }] });
    await w.join(owner, member, team);
    await w.look(invited, event._id);
    const invite = await w.invite(owner, team._id, invited);
    await w.look(asking, event._id);
    const ask = await w.askToJoin(asking, team._id, { role: 'backend', message: 'Hi!' });

    const mine = await w.team(owner, team._id);
    expect(mine.me).toEqual({ relation: 'owner', requestId: null, vouchedFor: [] });
    expect(mine.pending?.map((r) => [r._id, r.kind, r.status, r.person._id])).toEqual([
      [ask._id, 'join', 'pending', asking.user._id],
      [invite._id, 'invite', 'pending', invited.user._id],
    ]);
    expect(mine.pending?.[0]).toMatchObject({ role: 'backend', message: 'Hi!', team: { _id: team._id, memberCount: 2 } });
    expect(memberIds(mine)).toEqual([owner.user._id, member.user._id]);
    expect(mine.members.map((m) => m.owner)).toEqual([true, false]);

    const expected: [SignedUp, TeamDetail['me']][] = [
      [member, { relation: 'member', requestId: null, vouchedFor: [] }],
      [invited, { relation: 'invited', requestId: invite._id, vouchedFor: [] }],
      [asking, { relation: 'requested', requestId: ask._id, vouchedFor: [] }],
      [stranger, { relation: 'none', requestId: null, vouchedFor: [] }],
    ];
    for (const [who, relation] of expected) {
      const seen = await w.team(who, team._id);
      expect(seen.me).toEqual(relation);
      expect(seen.pending).toBeNull();
      expect(seen.members).toEqual(mine.members);
    }
  });

  it('hides a team from anyone in a block with one of its members, as if it did not exist', async () => {
    const event = await w.createEvent(ann);
    const [owner, member, blocker, blockedByMember] = await people(4);
    const team = await w.createTeam(owner, event._id);
    await w.join(owner, member, team);
    await t.db.insert(blocks).values([
      { blockerId: blocker.user._id, blockedId: member.user._id },
      { blockerId: member.user._id, blockedId: blockedByMember.user._id },
    ]);
    for (const who of [blocker, blockedByMember]) {
      expect((await api(who, 'GET', `/teams/${team._id}`)).json()).toEqual({ error: 'TEAM_NOT_FOUND', message: 'Team not found.' });
      expect(teamIds((await api(who, 'GET', `/events/${event._id}/teams`)).json())).toEqual([]);
    }
    // Its members still see it.
    expect(memberIds(await w.team(member, team._id))).toEqual([owner.user._id, member.user._id]);
  });

  it('leaves suspended and deleted members out of the member list', async () => {
    const event = await w.createEvent(ann);
    const [owner, gone] = await people(2);
    const team = await w.createTeam(owner, event._id);
    await w.join(owner, gone, team);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, gone.user._id));
    expect(memberIds(await w.team(ben, team._id))).toEqual([owner.user._id]);
  });
});

describe('PATCH /api/teams/:teamId', () => {
  it('lets the owner change name, idea and open roles, and nobody else (403)', async () => {
    const event = await w.createEvent(ann, { maxTeamSize: 4 });
    const [owner, member] = await people(2);
    const team = await w.createTeam(owner, event._id, { idea: 'First idea', openRoles: [{ role: 'design', count: 1 }] });
    await w.join(owner, member, team);
    for (const who of [member, ben]) {
      const res = await api(who, 'PATCH', `/teams/${team._id}`, { name: 'Mine now' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'NOT_TEAM_OWNER', message: "Only the team's owner can do that." });
    }
    const renamed = await api(owner, 'PATCH', `/teams/${team._id}`, { name: 'Renamed' });
    expect(renamed.json<{ data: TeamDetail }>().data).toMatchObject({ name: 'Renamed', idea: 'First idea', openRoles: [{ role: 'design', count: 1 }] });
    const roles = await api(owner, 'PATCH', `/teams/${team._id}`, { idea: '', openRoles: [{ role: 'ml', count: 2 }] });
    expect(roles.json<{ data: TeamDetail }>().data).toMatchObject({ name: 'Renamed', idea: '', openRoles: [{ role: 'ml', count: 2 }] });
    // Two members of four: at most two more.
    const tooMany = await api(owner, 'PATCH', `/teams/${team._id}`, { openRoles: [{ role: 'ml', count: 3 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: 'VALIDATION', details: { openRoles: expect.stringContaining('2 more people') } });
    expect((await api(owner, 'PATCH', `/teams/${team._id}`, { name: '' })).statusCode).toBe(400);
    expect((await api(owner, 'PATCH', `/teams/${randomUUID()}`, { name: 'Ghost' })).statusCode).toBe(404);
  });
});

describe('GET /api/teams/mine and /api/events/:eventId/teams', () => {
  it("lists my teams, upcoming events first (soonest first), then past ones; and an event's teams, those with room first", async () => {
    const DAY = 86_400_000;
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const [owner, other] = await people(2);
    const later = await w.createEvent(ann, { startsAt: at(20), endsAt: at(21) });
    const soon = await w.createEvent(ann, { startsAt: at(2), endsAt: at(3), maxTeamSize: 2 });
    const past = await w.createEvent(ann);
    const inLater = await w.createTeam(owner, later._id);
    const inSoon = await w.createTeam(other, soon._id);
    await w.join(other, owner, inSoon);
    const inPast = await w.createTeam(owner, past._id);
    await endEvent(t, past._id);
    const mine = (await api(owner, 'GET', '/teams/mine')).json<TeamList>();
    expect(teamIds(mine)).toEqual([inSoon._id, inLater._id, inPast._id]);
    expect(mine.data[0]).toEqual({
      _id: inSoon._id,
      eventId: soon._id,
      eventName: soon.name,
      name: inSoon.name,
      idea: '',
      memberCount: 2,
      maxSize: 2,
      openRoles: [],
      full: true,
    });

    const roomy = await w.createTeam(ben, soon._id);
    expect(teamIds((await api(ann, 'GET', `/events/${soon._id}/teams`)).json())).toEqual([roomy._id, inSoon._id]);
    expect((await api(ann, 'GET', `/events/${randomUUID()}/teams`)).statusCode).toBe(404);
  });
});

describe('POST /api/teams/:teamId/owner', () => {
  it('hands the team over to a member; only the owner may, and only to a member', async () => {
    const event = await w.createEvent(ann);
    const [owner, member, outsider] = await people(3);
    const team = await w.createTeam(owner, event._id);
    await w.join(owner, member, team);
    const byMember = await api(member, 'POST', `/teams/${team._id}/owner`, { userId: member.user._id });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ error: 'NOT_TEAM_OWNER' });
    for (const userId of [outsider.user._id, randomUUID()]) {
      const res = await api(owner, 'POST', `/teams/${team._id}/owner`, { userId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'MEMBER_NOT_FOUND' });
    }
    expect((await api(owner, 'POST', `/teams/${team._id}/owner`, { userId: 'nope' })).statusCode).toBe(400);

    const res = await api(owner, 'POST', `/teams/${team._id}/owner`, { userId: member.user._id });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: TeamDetail }>().data).toMatchObject({ me: { relation: 'member' }, pending: null });
    const now = await w.team(member, team._id);
    expect(now.me.relation).toBe('owner');
    expect(now.members.map((m) => [m.user._id, m.owner])).toEqual([
      [member.user._id, true],
      [owner.user._id, false],
    ]);
    expect((await t.db.select({ ownerId: teams.ownerId }).from(teams).where(eq(teams.id, team._id)))[0]?.ownerId).toBe(member.user._id);
  });
});

describe('DELETE /api/teams/:teamId/members/:userId', () => {
  it('lets a member leave, and the owner remove a member; nobody else removes anyone (403)', async () => {
    const event = await w.createEvent(ann, { maxTeamSize: 5 });
    const [owner, leaver, removed, stays] = await people(4);
    const team = await w.createTeam(owner, event._id);
    for (const who of [leaver, removed, stays]) await w.join(owner, who, team);

    const byMember = await api(stays, 'DELETE', `/teams/${team._id}/members/${removed.user._id}`);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ error: 'NOT_TEAM_OWNER' });
    expect((await api(ben, 'DELETE', `/teams/${team._id}/members/${stays.user._id}`)).statusCode).toBe(403);

    const left = await api(leaver, 'DELETE', `/teams/${team._id}/members/${leaver.user._id}`);
    expect(left.statusCode).toBe(204);
    expect(left.body).toBe('');
    expect((await api(owner, 'DELETE', `/teams/${team._id}/members/${removed.user._id}`)).statusCode).toBe(204);
    expect(memberIds(await w.team(owner, team._id))).toEqual([owner.user._id, stays.user._id]);
    // Out of the team, still going, free to find another.
    expect(await me(leaver, event._id)).toEqual({ going: true, looking: null, teamId: null });
    await w.createTeam(leaver, event._id);

    for (const id of [removed.user._id, randomUUID(), 'nope']) {
      const res = await api(owner, 'DELETE', `/teams/${team._id}/members/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ error: 'MEMBER_NOT_FOUND' });
    }
    expect((await api(owner, 'DELETE', `/teams/${randomUUID()}/members/${stays.user._id}`)).json()).toMatchObject({ error: 'TEAM_NOT_FOUND' });
  });

  it('lets the owner leave only as the last member, and the team goes with them', async () => {
    const event = await w.createEvent(ann);
    const [owner, member] = await people(2);
    const team = await w.createTeam(owner, event._id);
    await w.join(owner, member, team);
    const refused = await api(owner, 'DELETE', `/teams/${team._id}/members/${owner.user._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'OWNER_MUST_HAND_OVER', message: 'Hand the team over to another member before you leave.' });
    expect((await api(member, 'DELETE', `/teams/${team._id}/members/${member.user._id}`)).statusCode).toBe(204);
    expect((await api(owner, 'DELETE', `/teams/${team._id}/members/${owner.user._id}`)).statusCode).toBe(204);
    expect((await api(owner, 'GET', `/teams/${team._id}`)).statusCode).toBe(404);
    expect((await api(owner, 'GET', '/teams/mine')).json()).toEqual({ data: [] });
  });
});
