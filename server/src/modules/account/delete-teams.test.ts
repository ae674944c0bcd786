import { eq } from 'drizzle-orm';
import { eventAttendances, teamRequests } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { signUpMany, teamsWorld } from '../../testing/teams';
import { authHeaders, type SignedUp } from '../../testing/users';

const t = await createTestApp();
afterAll(() => t.close());
const world = teamsWorld(t);

async function deleteAccount(who: SignedUp): Promise<void> {
  const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: authHeaders(who.cookie), payload: { password: who.password } });
  expect(res.statusCode, res.body).toBe(204);
}

describe('deleting an account that is in teams', () => {
  it('hands a team it owned to the longest-standing other member, who can then run it', async () => {
    const [owner, first, second] = await signUpMany(t.app, 3);
    const event = await world.createEvent(owner);
    const team = await world.createTeam(owner, event._id, { openRoles: [{ role: 'design', count: 1 }] });
    await world.join(owner, first, team);
    await world.join(owner, second, team);

    await deleteAccount(owner);

    const after = await world.team(first, team._id);
    expect(after.members.map((m) => m.user._id).sort()).toEqual([first.user._id, second.user._id].sort());
    expect(after.me.relation).toBe('owner');
    expect(after.members.find((m) => m.owner)?.user._id).toBe(first.user._id);
    expect((await world.team(second, team._id)).me.relation).toBe('member');
    // The new owner may do what owners do.
    expect((await world.api(first, 'PATCH', `/teams/${team._id}`, { name: 'Renamed after handover' })).statusCode).toBe(200);
  });

  it('takes a team of one with it, and leaves a team it was a member of', async () => {
    const [alone, owner, member] = await signUpMany(t.app, 3);
    const event = await world.createEvent(owner);
    const solo = await world.createTeam(alone, event._id);
    const other = await world.createTeam(owner, (await world.createEvent(owner))._id);
    await world.join(owner, member, other);

    await deleteAccount(alone);
    await deleteAccount(member);

    expect((await world.api(owner, 'GET', `/teams/${solo._id}`)).statusCode).toBe(404);
    const left = await world.team(owner, other._id);
    expect(left.members.map((m) => m.user._id)).toEqual([owner.user._id]);
    expect(left.memberCount).toBe(1);
  });

  it('deletes its looking posts and the invites and join requests naming it', async () => {
    const [owner, person] = await signUpMany(t.app, 2);
    const event = await world.createEvent(owner);
    const team = await world.createTeam(owner, event._id);
    await world.look(person, event._id);
    await world.invite(owner, team._id, person);

    await deleteAccount(person);

    expect(await t.db.select().from(eventAttendances).where(eq(eventAttendances.userId, person.user._id))).toEqual([]);
    expect(await t.db.select().from(teamRequests).where(eq(teamRequests.userId, person.user._id))).toEqual([]);
    const looking = await world.api(owner, 'GET', `/events/${event._id}/looking`);
    expect(looking.json<{ data: unknown[] }>().data).toEqual([]);
    expect((await world.team(owner, team._id)).pending).toEqual([]);
  });
});
