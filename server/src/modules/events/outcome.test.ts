import type { DashboardAnswer } from '@hackmate/shared/contracts';
import { createTestApp } from '../../testing/harness';
import { signUpMany, teamsWorld } from '../../testing/teams';
import { eventOutcome, eventOutcomes } from './outcome';

const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);
const { api } = w;
const [owner, ann, ben, cat] = await signUpMany(t.app, 4);

describe('eventOutcome', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h));
  const lines = [
    { goingAt: at(0), lookingSince: at(1), looking: false, joinedAt: at(2) },
    { goingAt: at(1), lookingSince: null, looking: false, joinedAt: at(5) },
    // Made their team before marking going: no wait.
    { goingAt: at(3), lookingSince: null, looking: false, joinedAt: at(2) },
    { goingAt: at(4), lookingSince: at(4), looking: true, joinedAt: null },
    // Went after the deadline: not counted at it.
    { goingAt: at(9), lookingSince: null, looking: false, joinedAt: at(10) },
  ];

  it('measures at the deadline once it has passed, from who went and joined by then', () => {
    expect(eventOutcome(lines, at(6), at(12))).toEqual({ at: at(6).toISOString(), atDeadline: true, participants: 4, inTeams: 3, share: 0.75, medianMinutesToTeam: 120 });
  });

  it('measures now before the deadline or without one', () => {
    const now = eventOutcome(lines, null, at(12));
    expect(now).toMatchObject({ at: at(12).toISOString(), atDeadline: false, participants: 5, inTeams: 4, share: 0.8 });
    // Waits 120, 240, 0 and 60 minutes: the median is between 60 and 120.
    expect(now.medianMinutesToTeam).toBe(90);
    expect(eventOutcome(lines, at(20), at(12)).atDeadline).toBe(false);
  });

  it('has nothing to measure without participants', () => {
    expect(eventOutcome([], null, at(1))).toMatchObject({ participants: 0, inTeams: 0, share: null, medianMinutesToTeam: null });
  });
});

describe('the outcome on the dashboard and in the report', () => {
  it('gives the share in a team so far, then at the deadline, and the median wait', async () => {
    const event = await w.createEvent(owner, { minTeamSize: 2, maxTeamSize: 3 });
    await w.createTeam(ann, event._id);
    await w.look(ben, event._id);
    await w.look(cat, event._id);
    const outcome = async () => (await api(owner, 'GET', `/events/${event._id}/dashboard`)).json<DashboardAnswer>().data.outcome;

    const soFar = await outcome();
    expect(soFar).toMatchObject({ atDeadline: false, participants: 3, inTeams: 1 });
    expect(soFar.share).toBeCloseTo(1 / 3);
    expect(soFar.medianMinutesToTeam).toBeGreaterThanOrEqual(0);
    expect(soFar.medianMinutesToTeam).toBeLessThan(1);

    // A deadline already passed, before anyone came: nobody was going by then.
    const deadline = new Date(Date.now() - 86_400_000).toISOString();
    expect((await api(owner, 'PUT', `/events/${event._id}/formation`, { formationDeadline: deadline, requiredRoles: {} })).statusCode).toBe(200);
    expect(await outcome()).toEqual({ at: deadline, atDeadline: true, participants: 0, inTeams: 0, share: null, medianMinutesToTeam: null });

    const rows = await eventOutcomes(t.db, new Date(Date.now() - 86_400_000));
    expect(rows.find((r) => r.eventId === event._id)).toMatchObject({ name: event.name, atDeadline: true, participants: 0 });
    // An event nobody has joined is not in the report.
    const empty = await w.createEvent(owner);
    expect((await eventOutcomes(t.db, new Date(Date.now() - 86_400_000))).map((r) => r.eventId)).not.toContain(empty._id);
  });
});
