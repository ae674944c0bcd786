import { createTestApp } from '../../testing/harness';
import { signUpMany, teamsWorld } from '../../testing/teams';

const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);
const { api } = w;

const [organiser, owner, member, asker, invited] = await signUpMany(t.app, 5);
const LOCKED = { error: 'TEAMS_LOCKED' };

describe('teams lock at the formation deadline', () => {
  it('refuses joining, leaving, inviting and answering with 409 TEAMS_LOCKED, but not to organisers', async () => {
    const event = await w.createEvent(organiser);
    const team = await w.createTeam(owner, event._id);
    await w.join(owner, member, team);
    await w.look(asker, event._id);
    await w.look(invited, event._id);
    const pending = await w.askToJoin(asker, team._id);

    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await api(organiser, 'PUT', `/events/${event._id}/formation`, { formationDeadline: past, requiredRoles: {} })).statusCode).toBe(200);

    const refused = [
      await api(asker, 'POST', `/teams/${team._id}/join-requests`, {}),
      await api(owner, 'POST', `/teams/${team._id}/invites`, { userId: invited.user._id }),
      await api(owner, 'PATCH', `/team-requests/${pending._id}/accepted`),
      await api(member, 'DELETE', `/teams/${team._id}/members/${member.user._id}`),
      await api(invited, 'POST', `/events/${event._id}/teams`, { name: 'Late team', openRoles: [] }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject(LOCKED);
    }
    // Still a member: nothing changed.
    expect((await w.team(member, team._id)).members.map((m) => m.user._id)).toContain(member.user._id);
    // Organisers are not held by the lock.
    expect((await api(organiser, 'POST', `/events/${event._id}/teams`, { name: 'Organisers', openRoles: [] })).statusCode).toBe(201);

    // Before the deadline, all open again.
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await api(organiser, 'PUT', `/events/${event._id}/formation`, { formationDeadline: later, requiredRoles: {} });
    expect((await api(owner, 'PATCH', `/team-requests/${pending._id}/accepted`)).statusCode).toBe(200);
  });
});
