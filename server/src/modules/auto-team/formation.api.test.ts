import type { FormationPreview, FormationRules, MyAutoTeam } from '@hackmate/shared/contracts';
import { createTestApp } from '../../testing/harness';
import { signUpMany, teamsWorld } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';

const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);
const { api } = w;

const [owner, d1, d2, b1, b2, outsider] = await signUpMany(t.app, 6);
const matchMe = async (who: SignedUp, eventId: string, bring: string[]) => {
  await w.look(who, eventId, { bring, seek: [] });
  expect((await api(who, 'PUT', `/events/${eventId}/match-me`, { on: true })).statusCode).toBe(200);
};

describe('formation by organisers', () => {
  it('sets the rules, previews teams that meet the required roles, and sends them as proposals to confirm', async () => {
    const event = await w.createEvent(owner, { minTeamSize: 2, maxTeamSize: 2 });
    await matchMe(d1, event._id, ['design']);
    await matchMe(d2, event._id, ['design']);
    await matchMe(b1, event._id, ['backend']);
    await matchMe(b2, event._id, ['backend']);

    const deadline = new Date(Date.now() + 86_400_000).toISOString();
    const rules = await api(owner, 'PUT', `/events/${event._id}/formation`, { formationDeadline: deadline, requiredRoles: { design: 1 } });
    expect(rules.statusCode).toBe(200);
    expect(rules.json<{ data: FormationRules }>().data).toEqual({ formationDeadline: deadline, requiredRoles: { design: 1 } });

    const preview = await api(owner, 'POST', `/events/${event._id}/formation/preview`);
    expect(preview.statusCode).toBe(200);
    const p = preview.json<{ data: FormationPreview }>().data;
    expect(p.pool).toBe(4);
    expect(p.teams).toHaveLength(2);
    for (const team of p.teams) {
      expect(team.meetsRequired).toBe(true);
      expect(team.members.map((m) => m.role).sort()).toEqual(['backend', 'design']);
    }
    expect(preview.body).not.toContain(d1.user.emailId);

    const sent = await api(owner, 'POST', `/events/${event._id}/formation/send`);
    expect(sent.json()).toEqual({ data: { proposed: 2 } });
    const mine = (await api(d1, 'GET', `/events/${event._id}/auto-team`)).json<{ data: MyAutoTeam }>().data;
    expect(mine.proposal?.status).toBe('pending');
    expect(mine.proposal?.members.map((m) => m.user._id)).toHaveLength(2);
    // Sent people are in a live proposal: out of the pool.
    expect((await api(owner, 'POST', `/events/${event._id}/formation/preview`)).json<{ data: FormationPreview }>().data.pool).toBe(0);
  });

  it('answers 404 to anyone who does not run the event', async () => {
    const event = await w.createEvent(owner);
    await w.look(d1, event._id);
    for (const who of [d1, outsider]) {
      expect((await api(who, 'POST', `/events/${event._id}/formation/preview`)).statusCode).toBe(404);
      expect((await api(who, 'POST', `/events/${event._id}/formation/send`)).statusCode).toBe(404);
      expect((await api(who, 'PUT', `/events/${event._id}/formation`, { formationDeadline: null, requiredRoles: {} })).json()).toMatchObject({ error: 'EVENT_NOT_FOUND' });
    }
  });

  it('fills the open roles of existing teams first', async () => {
    const event = await w.createEvent(owner, { minTeamSize: 2, maxTeamSize: 3 });
    const team = await w.createTeam(b1, event._id, { myRole: 'backend', openRoles: [{ role: 'design', count: 1 }] });
    await matchMe(d2, event._id, ['design']);
    await matchMe(b2, event._id, ['backend']);
    const p = (await api(owner, 'POST', `/events/${event._id}/formation/preview`)).json<{ data: FormationPreview }>().data;
    expect(p.fills).toEqual([{ team: { _id: team._id, name: team.name }, members: [expect.objectContaining({ _id: d2.user._id })] }]);
    expect(p.unplaced).toEqual([{ user: expect.objectContaining({ _id: b2.user._id }), commitment: 'serious', reason: 'commitment' }]);
  });
});
