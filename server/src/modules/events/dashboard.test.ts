import type { Dashboard, DashboardAnswer } from '@hackmate/shared/contracts';
import type { EventChanged } from '@hackmate/shared/types';
import { createTestApp } from '../../testing/harness';
import { collect, connectSocket, nextEvent, type ClientSocket } from '../../testing/sockets';
import { endEvent, signUpMany, teamsWorld } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';
import { funnelSeries } from './dashboard';

const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
const baseUrl = await t.listen();
const sockets: ClientSocket[] = [];
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});
const w = teamsWorld(t);
const { api } = w;

const [owner, co, ann, ben, cat, dan, eve, outsider] = await signUpMany(t.app, 8);
const dashboardOf = async (who: SignedUp, id: string): Promise<Dashboard> => {
  const res = await api(who, 'GET', `/events/${id}/dashboard`);
  expect(res.statusCode).toBe(200);
  return res.json<DashboardAnswer>().data;
};

describe('GET /api/events/:eventId/dashboard', () => {
  it('answers 404 to participants and outsiders, as for an unknown event, and 401 without a session', async () => {
    const event = await w.createEvent(owner);
    await w.look(ann, event._id);
    for (const who of [ann, outsider]) {
      const res = await api(who, 'GET', `/events/${event._id}/dashboard`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'EVENT_NOT_FOUND', message: 'Event not found.' });
    }
    expect((await api(owner, 'GET', '/events/00000000-0000-4000-8000-000000000000/dashboard')).statusCode).toBe(404);
    expect((await api(null, 'GET', `/events/${event._id}/dashboard`)).statusCode).toBe(401);
  });

  it('is empty for an event nobody has joined yet', async () => {
    const event = await w.createEvent(owner, { minTeamSize: 2, maxTeamSize: 3 });
    const d = await dashboardOf(owner, event._id);
    expect(d.counts).toEqual({ going: 0, looking: 0, inTeams: 0, unteamed: 0, teams: 0 });
    expect(d.teamsBySize).toEqual([
      { size: 1, teams: 0 },
      { size: 2, teams: 0 },
      { size: 3, teams: 0 },
    ]);
    expect(d.atRisk).toEqual([]);
    expect(d.unteamed).toEqual([]);
    expect(d.funnel).toEqual([]);
    // The formation rules come with it, for the organisers to edit.
    expect(d.formation).toEqual({ formationDeadline: null, requiredRoles: {} });
    const deadline = new Date(Date.now() + 86_400_000).toISOString();
    await api(owner, 'PUT', `/events/${event._id}/formation`, { formationDeadline: deadline, requiredRoles: { design: 1 } });
    expect((await dashboardOf(owner, event._id)).formation).toEqual({ formationDeadline: deadline, requiredRoles: { design: 1 } });
  });

  it('counts who is going, looking and in a team, the teams by size, the roles they lack, teams at risk and the unteamed', async () => {
    const event = await w.createEvent(owner, { minTeamSize: 2, maxTeamSize: 3 });
    await api(owner, 'POST', `/events/${event._id}/organisers`, { username: co.user.userName });
    const full = await w.createTeam(dan, event._id, { myRole: 'backend', openRoles: [{ role: 'design', count: 1 }] });
    await w.join(dan, ann, full, 'design');
    const alone = await w.createTeam(eve, event._id);
    await w.look(ben, event._id, { bring: ['frontend'], timeZone: 'Asia/Tokyo', commitment: 'to-win' });
    expect((await api(cat, 'PUT', `/events/${event._id}/attendance`, { looking: false })).statusCode).toBe(200);

    const d = await dashboardOf(co, event._id);
    expect(d.counts).toEqual({ going: 5, looking: 1, inTeams: 3, unteamed: 2, teams: 2 });
    expect(d.teamsBySize).toEqual([
      { size: 1, teams: 1 },
      { size: 2, teams: 1 },
      { size: 3, teams: 0 },
    ]);
    expect(d.atRisk).toEqual([{ _id: alone._id, name: alone.name, size: 1, reason: 'below-minimum' }]);
    const lacking = Object.fromEntries(d.roleCoverage.map((r) => [r.role, r.lacking]));
    expect(lacking).toMatchObject({ design: 1, backend: 1, frontend: 2 });
    expect(d.unteamed).toEqual([
      { user: expect.objectContaining({ _id: ben.user._id }), looking: true, roles: ['frontend'], timeZone: 'Asia/Tokyo', commitment: 'to-win' },
      { user: expect.objectContaining({ _id: cat.user._id }), looking: false, roles: [], timeZone: null, commitment: null },
    ]);
    expect(d.funnel.at(-1)).toMatchObject({ going: 5, looking: 4, inTeam: 3 });
    // Organisers see no one's e-mail here.
    const body = JSON.stringify(d);
    for (const who of [ann, ben, cat, dan, eve]) expect(body).not.toContain(who.user.emailId);

    // Once the event is over, nobody is looking any more.
    await endEvent(t, event._id);
    expect((await dashboardOf(owner, event._id)).counts).toMatchObject({ going: 5, looking: 0, unteamed: 2 });
  });
});

describe('the dashboard live', () => {
  it("tells the organisers' tabs when someone goes, looks, makes or joins a team, and nobody else", async () => {
    const event = await w.createEvent(owner);
    const [ownerTab, annTab] = await Promise.all([connectSocket(baseUrl, owner.cookie), connectSocket(baseUrl, ann.cookie)]);
    sockets.push(ownerTab, annTab);
    const heard = collect<EventChanged>(annTab, 'eventChanged');
    const changed = () => nextEvent<EventChanged>(ownerTab, 'eventChanged');

    let next = changed();
    await w.look(ann, event._id);
    expect(await next).toEqual({ eventId: event._id });
    next = changed();
    const team = await w.createTeam(dan, event._id);
    expect(await next).toEqual({ eventId: event._id });
    // A join request changes the team (announced too); the answer puts ann in it.
    next = changed();
    const request = await w.askToJoin(ann, team._id);
    await next;
    next = changed();
    await w.answer(dan, request._id, 'accepted');
    expect(await next).toEqual({ eventId: event._id });
    expect(heard).toEqual([]);
  });
});

describe('funnelSeries', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h));
  it('is cumulative and never has more in a team than looking, nor more looking than going', () => {
    const lines = [
      { goingAt: at(0), lookingSince: at(1), looking: false, joinedAt: at(5) },
      // Founded a team without ever posting: counted as looking from then.
      { goingAt: at(2), lookingSince: null, looking: false, joinedAt: at(3) },
      { goingAt: at(4), lookingSince: at(4), looking: true, joinedAt: null },
      { goingAt: at(6), lookingSince: null, looking: false, joinedAt: null },
    ];
    const series = funnelSeries(lines, at(10), 11);
    expect(series).toHaveLength(11);
    expect(series[0]).toEqual({ at: at(0).toISOString(), going: 1, looking: 0, inTeam: 0 });
    expect(series[3]).toMatchObject({ going: 2, looking: 2, inTeam: 1 });
    expect(series.at(-1)).toEqual({ at: at(10).toISOString(), going: 4, looking: 3, inTeam: 2 });
    for (const p of series) expect(p.going >= p.looking && p.looking >= p.inTeam).toBe(true);
  });
});
