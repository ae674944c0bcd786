import { randomUUID } from 'node:crypto';
import type { Answer, EventDetail, LookingList, TeamRequest, teamRequestInboxAnswer } from '@hackmate/shared/contracts';
import { eq } from 'drizzle-orm';
import { blocks, teamRequests, users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { ageRequest, endEvent, signUpMany, teamsWorld } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';

const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);
const { api } = w;

const people = <N extends number>(n: N) => signUpMany(t.app, n);
const [host] = await people(1);
const me = async (who: SignedUp, eventId: string) => (await api(who, 'GET', `/events/${eventId}`)).json<{ data: EventDetail }>().data.me;
const inbox = async (who: SignedUp) => (await api(who, 'GET', '/teams/requests')).json<Answer<typeof teamRequestInboxAnswer>>().data;
const boxIds = (box: TeamRequest[]) => box.map((r) => r._id);
const storedStatus = async (id: string) => (await t.db.select({ status: teamRequests.status }).from(teamRequests).where(eq(teamRequests.id, id)))[0]?.status;

/** An event, a team owned by `owner` with the given open roles, and `n` people looking there. */
async function world<N extends number>(n: N, openRoles: { role: string; count: number }[] = [], maxTeamSize = 4) {
  const event = await w.createEvent(host, { maxTeamSize });
  const [owner] = await people(1);
  const team = await w.createTeam(owner, event._id, { openRoles });
  const looking = await people(n);
  for (const who of looking as unknown as SignedUp[]) await w.look(who, event._id);
  return { event, owner, team, people: looking };
}

describe('POST /api/teams/:teamId/invites', () => {
  it('lets the owner invite someone looking at the event; the invite waits in both inboxes', async () => {
    const { owner, team, people: [lia] } = await world(1);
    const res = await api(owner, 'POST', `/teams/${team._id}/invites`, { userId: lia.user._id, role: 'backend', message: 'Join us?' });
    expect(res.statusCode).toBe(201);
    const invite = res.json<{ data: TeamRequest }>().data;
    expect(invite).toEqual({
      _id: expect.any(String),
      kind: 'invite',
      status: 'pending',
      team: expect.objectContaining({ _id: team._id, memberCount: 1 }),
      person: expect.objectContaining({ _id: lia.user._id }),
      role: 'backend',
      message: 'Join us?',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)).toBe(7 * 86_400_000);
    expect(JSON.stringify(invite)).not.toContain('@');
    expect(await inbox(lia)).toEqual({ received: [invite], sent: [] });
    expect(await inbox(owner)).toEqual({ received: [], sent: [invite] });
  });

  it('is for the owner only (403), and refuses with 400 what is not an invite', async () => {
    const { owner, team, people: [lia, member] } = await world(2);
    await w.join(owner, member, team);
    const res = await api(member, 'POST', `/teams/${team._id}/invites`, { userId: lia.user._id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'NOT_TEAM_OWNER' });
    for (const body of [{}, { userId: 'nope' }, { userId: lia.user._id, role: 'wizard' }, { userId: lia.user._id, message: 'x'.repeat(301) }]) {
      const bad = await api(owner, 'POST', `/teams/${team._id}/invites`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'VALIDATION', details: expect.any(Object) });
    }
    for (const id of [randomUUID(), 'nope']) expect((await api(owner, 'POST', `/teams/${id}/invites`, { userId: lia.user._id })).json()).toMatchObject({ error: 'TEAM_NOT_FOUND' });
  });

  it('answers 404 USER_NOT_FOUND for someone unknown, hidden or in a block with anyone in the team', async () => {
    const { event, owner, team, people: [member, blocksOwner, blockedByMember, suspended] } = await world(4);
    await w.join(owner, member, team);
    await t.db.insert(blocks).values([
      { blockerId: blocksOwner.user._id, blockedId: owner.user._id },
      { blockerId: member.user._id, blockedId: blockedByMember.user._id },
    ]);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user._id));
    for (const userId of [randomUUID(), blocksOwner.user._id, blockedByMember.user._id, suspended.user._id]) {
      const res = await api(owner, 'POST', `/teams/${team._id}/invites`, { userId });
      expect(res.statusCode, userId).toBe(404);
      expect(res.json()).toEqual({ error: 'USER_NOT_FOUND', message: 'User not found.' });
    }
    expect(event).toBeDefined();
  });

  it('answers 409 for someone not looking, already in a team, already asked, or a full team', async () => {
    const { event, owner, team, people: [lia, max, rex, other] } = await world(4, [], 3);
    const notLooking = (await people(1))[0];
    await api(notLooking, 'PUT', `/events/${event._id}/attendance`, { looking: false });
    const refused = async (userId: string, error: string) => {
      const res = await api(owner, 'POST', `/teams/${team._id}/invites`, { userId });
      expect(res.statusCode, error).toBe(409);
      expect(res.json().error).toBe(error);
      return res.json<{ message: string }>().message;
    };
    expect(await refused(notLooking.user._id, 'NOT_LOOKING')).toBe('This person is not looking for a team at this event.');
    await w.createTeam(other, event._id);
    expect(await refused(other.user._id, 'ALREADY_IN_TEAM')).toBe('This person is already in a team at this event.');
    await w.invite(owner, team._id, lia);
    await refused(lia.user._id, 'ALREADY_ASKED');
    await w.askToJoin(max, team._id);
    await refused(max.user._id, 'ALREADY_ASKED');
    expect((await w.answer(owner, (await w.invite(owner, team._id, rex))._id, 'withdrawn')).statusCode).toBe(200);
    await w.join(owner, (await people(1))[0], team);
    await w.join(owner, (await people(1))[0], team);
    expect(await refused(rex.user._id, 'TEAM_FULL')).toBe('This team is full.');
    await endEvent(t, event._id);
    await refused(rex.user._id, 'EVENT_OVER');
  });
});

describe('POST /api/teams/:teamId/join-requests', () => {
  it('lets someone looking ask to join, for an open role; the owner sees it', async () => {
    const { owner, team, people: [lia] } = await world(1, [{ role: 'design', count: 1 }]);
    const res = await api(lia, 'POST', `/teams/${team._id}/join-requests`, { role: 'design', message: 'I design.' });
    expect(res.statusCode).toBe(201);
    const ask = res.json<{ data: TeamRequest }>().data;
    expect(ask).toMatchObject({ kind: 'join', status: 'pending', role: 'design', message: 'I design.', person: { _id: lia.user._id } });
    expect(boxIds((await inbox(owner)).received)).toEqual([ask._id]);
    expect(boxIds((await inbox(lia)).sent)).toEqual([ask._id]);
    expect((await w.team(owner, team._id)).pending?.map((r) => r._id)).toEqual([ask._id]);
  });

  it('requires an open looking post (409 NOT_LOOKING), no team there, an open role, room, no earlier request', async () => {
    const { event, owner, team, people: [lia, max] } = await world(2, [{ role: 'design', count: 1 }], 2);
    const [goingOnly, owner2] = await people(2);
    await api(goingOnly, 'PUT', `/events/${event._id}/attendance`, { looking: false });
    const refused = async (who: SignedUp, error: string, body: object = {}) => {
      const res = await api(who, 'POST', `/teams/${team._id}/join-requests`, body);
      expect(res.statusCode, error).toBe(409);
      expect(res.json().error).toBe(error);
      return res.json<{ message: string }>().message;
    };
    expect(await refused(goingOnly, 'NOT_LOOKING')).toBe('Mark yourself as looking for a team at this event first.');
    expect(await refused(owner, 'ALREADY_IN_TEAM')).toBe('You are already in a team at this event.');
    await w.createTeam(owner2, event._id);
    await refused(owner2, 'ALREADY_IN_TEAM');
    expect(await refused(lia, 'ROLE_NOT_OPEN', { role: 'ml' })).toBe('This team is not looking for that role.');
    await w.askToJoin(lia, team._id);
    await refused(lia, 'ALREADY_ASKED');
    await w.invite(owner, team._id, max);
    await refused(max, 'ALREADY_ASKED');
    expect((await w.answer(max, (await inbox(max)).received[0]!._id, 'accepted')).statusCode).toBe(200);
    // Max filled the last place: Lia's request was cancelled with it, and nobody can ask any more.
    const late = (await people(1))[0];
    await w.look(late, event._id);
    await refused(late, 'TEAM_FULL');
    expect((await api(lia, 'POST', `/teams/${team._id}/join-requests`, {})).statusCode).toBe(409);
  });

  it('answers 404 TEAM_NOT_FOUND for a team with anyone in a block with me', async () => {
    const { owner, team, people: [member, lia, rex] } = await world(3);
    await w.join(owner, member, team);
    await t.db.insert(blocks).values([
      { blockerId: member.user._id, blockedId: lia.user._id },
      { blockerId: rex.user._id, blockedId: owner.user._id },
    ]);
    for (const who of [lia, rex]) {
      const res = await api(who, 'POST', `/teams/${team._id}/join-requests`, {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'TEAM_NOT_FOUND', message: 'Team not found.' });
    }
  });
});

describe('PATCH /api/team-requests/:requestId/:answer', () => {
  it('accepting an invite: in one step a member with the role, the role count down, the post ended, other requests cancelled', async () => {
    const { event, owner, team, people: [lia] } = await world(1, [
      { role: 'backend', count: 2 },
      { role: 'design', count: 1 },
    ]);
    const other = await w.createTeam((await people(1))[0], event._id, { openRoles: [{ role: 'backend', count: 1 }] });
    const elsewhere = await w.askToJoin(lia, other._id, { role: 'backend' });
    const invite = await w.invite(owner, team._id, lia, { role: 'backend' });

    const res = await w.answer(lia, invite._id, 'accepted');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: TeamRequest }>().data).toMatchObject({ _id: invite._id, status: 'accepted', team: { memberCount: 2 } });
    const now = await w.team(lia, team._id);
    expect(now.members.map((m) => [m.user._id, m.role])).toEqual([
      [owner.user._id, null],
      [lia.user._id, 'backend'],
    ]);
    expect(now.openRoles).toEqual([
      { role: 'backend', count: 1 },
      { role: 'design', count: 1 },
    ]);
    expect(now.me.relation).toBe('member');
    expect(await me(lia, event._id)).toEqual({ going: true, looking: null, teamId: team._id });
    expect(await storedStatus(elsewhere._id)).toBe('cancelled');
    expect((await api(host, 'GET', `/events/${event._id}/looking`)).json<LookingList>().data).toEqual([]);
    expect(await inbox(lia)).toEqual({ received: [], sent: [] });
    // Answered once: a second answer, of any kind, is too late.
    for (const [who, answer] of [[lia, 'accepted'], [lia, 'declined'], [owner, 'withdrawn']] as const) {
      const again = await w.answer(who, invite._id, answer);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'NOT_PENDING', message: 'This invite or join request is no longer open.' });
    }
  });

  it('accepting a join request closes the role with its last place; filling the team closes everything', async () => {
    const { owner, team, people: [lia, max, rex] } = await world(3, [{ role: 'design', count: 1 }, { role: 'ml', count: 1 }], 3);
    const liaAsk = await w.askToJoin(lia, team._id, { role: 'design' });
    const maxAsk = await w.askToJoin(max, team._id, { role: 'ml' });
    const rexInvite = await w.invite(owner, team._id, rex);
    expect((await w.answer(owner, liaAsk._id, 'accepted')).statusCode).toBe(200);
    expect((await w.team(owner, team._id)).openRoles).toEqual([{ role: 'ml', count: 1 }]);
    expect((await w.answer(owner, maxAsk._id, 'accepted')).statusCode).toBe(200);
    expect(await w.team(owner, team._id)).toMatchObject({ memberCount: 3, full: true, openRoles: [], pending: [] });
    expect(await storedStatus(rexInvite._id)).toBe('cancelled');
    // Cancelled because the team filled: that is what its answer says.
    const late = await w.answer(rex, rexInvite._id, 'accepted');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'TEAM_FULL', message: 'This team is full.' });
  });

  it('lets the receiver decline and the sender withdraw; the wrong side gets 403, anyone else 404', async () => {
    const { owner, team, people: [lia, max, member, stranger] } = await world(4);
    await w.join(owner, member, team);
    const invite = await w.invite(owner, team._id, lia);
    const ask = await w.askToJoin(max, team._id);
    for (const who of [member, stranger]) {
      for (const id of [invite._id, ask._id]) {
        const res = await w.answer(who, id, 'accepted');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'REQUEST_NOT_FOUND', message: 'Invite or join request not found.' });
      }
    }
    const wrongSide: [SignedUp, string, string][] = [
      [owner, invite._id, 'accepted'],
      [lia, invite._id, 'withdrawn'],
      [max, ask._id, 'accepted'],
      [owner, ask._id, 'withdrawn'],
    ];
    for (const [who, id, answer] of wrongSide) {
      const res = await w.answer(who, id, answer);
      expect(res.statusCode, `${answer} ${id}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'NOT_YOUR_ANSWER' });
    }
    expect((await w.answer(lia, invite._id, 'declined')).json<{ data: TeamRequest }>().data.status).toBe('declined');
    expect((await w.answer(max, ask._id, 'withdrawn')).json<{ data: TeamRequest }>().data.status).toBe('withdrawn');
    expect(await w.team(owner, team._id)).toMatchObject({ memberCount: 2, pending: [] });
    // Asking again is allowed once the earlier one is closed.
    expect((await api(max, 'POST', `/teams/${team._id}/join-requests`, {})).statusCode).toBe(201);
    for (const path of [`${randomUUID()}/accepted`, 'nope/accepted']) expect((await api(owner, 'PATCH', `/team-requests/${path}`)).json()).toMatchObject({ error: 'REQUEST_NOT_FOUND' });
    const bad = await api(owner, 'PATCH', `/team-requests/${ask._id}/maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION', details: { answer: 'Answer must be accepted, declined or withdrawn.' } });
  });

  it('treats a request unanswered for 7 days as expired everywhere, and lets a new one be sent', async () => {
    const { owner, team, people: [lia, max] } = await world(2);
    const invite = await w.invite(owner, team._id, lia);
    const ask = await w.askToJoin(max, team._id);
    await ageRequest(t, invite._id, 7);
    await ageRequest(t, ask._id, 6);
    expect((await w.team(owner, team._id)).pending?.map((r) => r._id)).toEqual([ask._id]);
    expect(await inbox(lia)).toEqual({ received: [], sent: [] });
    expect((await w.team(lia, team._id)).me).toEqual({ relation: 'none', requestId: null, vouchedFor: [] });
    const res = await w.answer(lia, invite._id, 'accepted');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'NOT_PENDING' });
    expect((await w.answer(owner, ask._id, 'accepted')).statusCode).toBe(200);

    const again = await w.invite(owner, team._id, lia);
    expect(again).toMatchObject({ status: 'pending' });
    expect(await storedStatus(invite._id)).toBe('expired');
  });

  it('reads a request of an event that ended as cancelled, and refuses to answer it', async () => {
    const { event, owner, team, people: [lia] } = await world(1);
    const ask = await w.askToJoin(lia, team._id);
    await endEvent(t, event._id);
    const res = await w.answer(owner, ask._id, 'accepted');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'NOT_PENDING' });
    expect((await w.answer(lia, ask._id, 'withdrawn')).statusCode).toBe(409);
    expect((await w.team(owner, team._id)).pending).toEqual([]);
  });

  it('refuses answers across a block made after the request, as if it did not exist', async () => {
    const { owner, team, people: [lia, max, member] } = await world(3);
    await w.join(owner, member, team);
    const invite = await w.invite(owner, team._id, lia);
    const ask = await w.askToJoin(max, team._id);
    await t.db.insert(blocks).values([
      { blockerId: lia.user._id, blockedId: owner.user._id },
      { blockerId: member.user._id, blockedId: max.user._id },
    ]);
    expect((await w.answer(lia, invite._id, 'accepted')).json()).toMatchObject({ error: 'REQUEST_NOT_FOUND' });
    expect((await w.answer(owner, ask._id, 'accepted')).json()).toMatchObject({ error: 'REQUEST_NOT_FOUND' });
    expect((await inbox(lia)).received).toEqual([]);
    expect((await w.team(owner, team._id)).members).toHaveLength(2);
  });
});
