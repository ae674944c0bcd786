import { randomUUID } from 'node:crypto';
import type { TeamDetail, Vouch } from '@hackmate/shared/contracts';
import type { PublicProfile } from '@hackmate/shared/types';
import { eq } from 'drizzle-orm';
import { teamVouches, users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { endEvent, signUpMany, teamsWorld } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';

// On PostgreSQL the concurrent calls below really run at once; PGlite runs them one after another.
const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);
const { api } = w;

const people = <N extends number>(n: N) => signUpMany(t.app, n);
const [host, viewer] = await people(2);

const vouch = (who: SignedUp | null, teamId: string, teammate: SignedUp | string) =>
  api(who, 'POST', `/teams/${teamId}/vouches`, { userId: typeof teammate === 'string' ? teammate : teammate.user._id });
const counter = async (who: SignedUp) => (await t.db.select({ n: users.teamUpAgainCount }).from(users).where(eq(users.id, who.user._id)))[0]!.n;
const shown = async (who: SignedUp) => (await api(viewer, 'GET', `/profile/user/${who.user._id}`)).json<PublicProfile>().teamUpAgainCount;
const vouchedFor = async (who: SignedUp, teamId: string) => (await w.team(who, teamId)).me.vouchedFor;
const error = (res: { statusCode: number; json(): unknown }) => [res.statusCode, (res.json() as { error: string }).error];

/** `owner` and `others` as a team at a new event, and the event id. */
async function teamOf(owner: SignedUp, ...others: SignedUp[]) {
  const event = await w.createEvent(host, { maxTeamSize: 8 });
  const team = await w.createTeam(owner, event._id);
  for (const m of others) await w.join(owner, m, team);
  return { team, eventId: event._id };
}

describe('POST /api/teams/:teamId/vouches', () => {
  it('needs a session', async () => {
    expect((await vouch(null, randomUUID(), randomUUID())).statusCode).toBe(401);
  });

  it('lets a member say it about a teammate once the event is over, counted on the teammate and remembered for the member', async () => {
    const [ann, ben, cat] = await people(3);
    const { team, eventId } = await teamOf(ann, ben, cat);
    expect(error(await vouch(ann, team._id, ben))).toEqual([409, 'EVENT_NOT_OVER']);
    expect(await counter(ben)).toBe(0);
    await endEvent(t, eventId);

    const res = await vouch(ann, team._id, ben);
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Vouch }>().data).toEqual({ eventId, teamId: team._id, userId: ben.user._id, createdAt: expect.any(String) });
    expect(await counter(ben)).toBe(1);
    expect(await shown(ben)).toBe(1);
    expect(await vouchedFor(ann, team._id)).toEqual([ben.user._id]);
    // Not mutual by itself: Ben said nothing yet.
    expect(await vouchedFor(ben, team._id)).toEqual([]);
    expect(await counter(ann)).toBe(0);

    // Each teammate once; others may say it too.
    expect(error(await vouch(ann, team._id, ben))).toEqual([409, 'ALREADY_VOUCHED']);
    expect(await counter(ben)).toBe(1);
    expect((await vouch(ann, team._id, cat)).statusCode).toBe(201);
    expect((await vouch(cat, team._id, ben)).statusCode).toBe(201);
    expect((await vouch(ben, team._id, ann)).statusCode).toBe(201);
    expect([await shown(ann), await shown(ben), await shown(cat)]).toEqual([1, 2, 1]);
    expect(await vouchedFor(ann, team._id)).toEqual([ben.user._id, cat.user._id]);
    // The feed card shows it as well.
    const feed = await api(viewer, 'GET', '/feed?limit=50');
    const card = feed.json<{ feedData: { _id: string; teamUpAgainCount: number }[] }>().feedData.find((c) => c._id === ben.user._id);
    expect(card?.teamUpAgainCount).toBe(2);
  });

  it('refuses yourself (400), people outside the team (404) and teammates who left (404)', async () => {
    const [ann, ben, cat] = await people(3);
    const { team, eventId } = await teamOf(ann, ben, cat);
    const [stranger, looking] = await people(2);
    await w.look(looking, eventId);
    await w.askToJoin(looking, team._id);
    await endEvent(t, eventId);

    expect(error(await vouch(ann, team._id, ann))).toEqual([400, 'SELF_VOUCH']);
    // Not a member (a stranger, someone who only asked to join): the team is not theirs to speak for.
    for (const who of [stranger, looking]) {
      expect(error(await vouch(who, team._id, ann))).toEqual([404, 'TEAM_NOT_FOUND']);
      expect(error(await vouch(who, team._id, who))).toEqual([404, 'TEAM_NOT_FOUND']);
    }
    expect(error(await vouch(ann, randomUUID(), ben))).toEqual([404, 'TEAM_NOT_FOUND']);
    expect(error(await vouch(ann, 'nope', ben))).toEqual([404, 'TEAM_NOT_FOUND']);
    // The person must be in this team.
    for (const other of [stranger, looking, randomUUID()]) expect(error(await vouch(ann, team._id, other))).toEqual([404, 'MEMBER_NOT_FOUND']);
    expect((await vouch(ann, team._id, 'not-an-id')).statusCode).toBe(400);

    // Cat leaves: no longer a teammate, either way.
    expect((await api(cat, 'DELETE', `/teams/${team._id}/members/${cat.user._id}`)).statusCode).toBe(204);
    expect(error(await vouch(ann, team._id, cat))).toEqual([404, 'MEMBER_NOT_FOUND']);
    expect(error(await vouch(cat, team._id, ann))).toEqual([404, 'TEAM_NOT_FOUND']);
    expect(await counter(ann)).toBe(0);
    expect(await counter(cat)).toBe(0);
    expect(await t.db.$count(teamVouches, eq(teamVouches.eventId, eventId))).toBe(0);
    // Outsiders learn nothing of who said what.
    expect((await w.team(stranger, team._id)).me.vouchedFor).toEqual([]);
  });

  it('hides a teammate in a block with the member (404)', async () => {
    const [ann, ben] = await people(2);
    const { team, eventId } = await teamOf(ann, ben);
    await endEvent(t, eventId);
    expect((await api(ben, 'POST', `/users/${ann.user._id}/block`)).statusCode).toBe(204);
    expect(error(await vouch(ann, team._id, ben))).toEqual([404, 'MEMBER_NOT_FOUND']);
    expect(await counter(ben)).toBe(0);
  });

  it('counts again for the same two people at another event', async () => {
    const [ann, ben] = await people(2);
    const first = await teamOf(ann, ben);
    const event = await w.createEvent(host);
    const second = await w.createTeam(ann, event._id);
    await w.join(ann, ben, second);
    await endEvent(t, first.eventId);
    await endEvent(t, event._id);
    expect((await vouch(ben, first.team._id, ann)).statusCode).toBe(201);
    expect((await vouch(ben, second._id, ann)).statusCode).toBe(201);
    expect(await counter(ann)).toBe(2);
    expect(await vouchedFor(ben, second._id)).toEqual([ann.user._id]);
  });

  it('takes one of two identical vouches sent at once (201) and refuses the other (409), counting one', async () => {
    const [ann, ben] = await people(2);
    const { team, eventId } = await teamOf(ann, ben);
    await endEvent(t, eventId);
    const answers = await Promise.all([vouch(ann, team._id, ben), vouch(ann, team._id, ben)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toMatchObject({ error: 'ALREADY_VOUCHED' });
    expect(await counter(ben)).toBe(1);
    expect(await t.db.$count(teamVouches, eq(teamVouches.toId, ben.user._id))).toBe(1);
  });

  it('counts every one of several teammates vouching for one person at once', async () => {
    const [star, ...others] = await people(5);
    const { team, eventId } = await teamOf(star, ...others);
    await endEvent(t, eventId);
    const answers = await Promise.all(others.map((o) => vouch(o, team._id, star)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await counter(star)).toBe(4);
  });
});

describe('GET /api/teams/:teamId', () => {
  it('says which teammates I vouched for only to me', async () => {
    const [ann, ben] = await people(2);
    const { team, eventId } = await teamOf(ann, ben);
    await endEvent(t, eventId);
    await vouch(ann, team._id, ben);
    expect(await w.team(ann, team._id)).toMatchObject<Partial<TeamDetail>>({ me: { relation: 'owner', requestId: null, vouchedFor: [ben.user._id] } });
    expect((await w.team(ben, team._id)).me.vouchedFor).toEqual([]);
    expect((await w.team(viewer, team._id)).me.vouchedFor).toEqual([]);
  });
});
