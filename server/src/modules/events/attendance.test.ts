import { randomUUID } from 'node:crypto';
import { LOOKING_PAGE_SIZE, type EventDetail, type LookingList, type MyAttendance } from '@hackmate/shared/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { blocks, eventAttendances, users } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { endEvent, lookingBody, signUpMany, teamsWorld } from '../../testing/teams';
import { signUp, type SignedUp } from '../../testing/users';

const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);
const { api } = w;

const [ann, ben] = await Promise.all([signUp(t.app), signUp(t.app)]);
const attend = (who: SignedUp, eventId: string, body: object) => api(who, 'PUT', `/events/${eventId}/attendance`, body);
const me = async (who: SignedUp, eventId: string) => (await api(who, 'GET', `/events/${eventId}`)).json<{ data: EventDetail }>().data.me;
const looking = async (who: SignedUp, eventId: string, query = '') => {
  const res = await api(who, 'GET', `/events/${eventId}/looking${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<LookingList>();
};
const ids = (list: LookingList) => list.data.map((p) => p.user._id);

describe('PUT /api/events/:eventId/attendance', () => {
  it('needs a session, and answers 404 for an unknown or malformed event', async () => {
    const event = await w.createEvent(ann);
    expect((await api(null, 'PUT', `/events/${event._id}/attendance`, { looking: false })).statusCode).toBe(401);
    expect((await api(null, 'DELETE', `/events/${event._id}/attendance`)).statusCode).toBe(401);
    expect((await api(null, 'GET', `/events/${event._id}/looking`)).statusCode).toBe(401);
    for (const id of [randomUUID(), 'nope']) {
      for (const [method, url, body] of [
        ['PUT', `/events/${id}/attendance`, { looking: false }],
        ['DELETE', `/events/${id}/attendance`, undefined],
        ['GET', `/events/${id}/looking`, undefined],
      ] as const) {
        const res = await api(ann, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ error: 'EVENT_NOT_FOUND' });
      }
    }
  });

  it('marks me going, then looking with a post, and shows it on the event page', async () => {
    const event = await w.createEvent(ann);
    const going = await attend(ben, event._id, { looking: false });
    expect(going.statusCode).toBe(200);
    expect(going.json<{ data: MyAttendance }>().data).toEqual({ going: true, looking: null, teamId: null });

    const body = lookingBody({ bring: ['backend', 'devops', 'backend'], seek: [], commitment: 'to-win', timeZone: 'America/New_York', pitch: '  Ship it.  ' });
    const res = await attend(ben, event._id, body);
    expect(res.statusCode).toBe(200);
    const post = { bring: ['backend', 'devops'], seek: [], commitment: 'to-win', timeZone: 'America/New_York', pitch: 'Ship it.' };
    expect(res.json<{ data: MyAttendance }>().data).toEqual({ going: true, looking: post, teamId: null });
    expect(await me(ben, event._id)).toEqual({ going: true, looking: post, teamId: null });
    expect(await me(ann, event._id)).toBeNull();

    // Not looking any more: still going, the post is gone.
    expect((await attend(ben, event._id, { looking: false })).json<{ data: MyAttendance }>().data).toEqual({ going: true, looking: null, teamId: null });
    expect(ids(await looking(ann, event._id))).toEqual([]);
  });

  it('refuses an invalid post with 400 and the field at fault', async () => {
    const event = await w.createEvent(ann);
    const cases: [object, string][] = [
      [lookingBody({ bring: [] }), 'bring'],
      [lookingBody({ bring: ['wizard'] }), 'bring.0'],
      [lookingBody({ seek: ['frontend', 'chef'] }), 'seek.1'],
      [lookingBody({ commitment: 'maybe' }), 'commitment'],
      [lookingBody({ timeZone: 'Mars/Olympus' }), 'timeZone'],
      [lookingBody({ timeZone: 'Europe/Berlin; drop table' }), 'timeZone'],
      [lookingBody({ pitch: 'x'.repeat(141) }), 'pitch'],
      [{ looking: 'yes' }, 'looking'],
    ];
    for (const [body, field] of cases) {
      const res = await attend(ben, event._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ error: 'VALIDATION', details: { [field]: expect.any(String) } });
    }
    expect(await me(ben, event._id)).toBeNull();
  });

  it('is refused once the event ended (409 EVENT_OVER), and the post reads as ended', async () => {
    const event = await w.createEvent(ann);
    await w.look(ben, event._id);
    await endEvent(t, event._id);
    const res = await attend(ben, event._id, lookingBody());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'EVENT_OVER', message: 'This event has ended.' });
    expect(await me(ben, event._id)).toEqual({ going: true, looking: null, teamId: null });
    expect(ids(await looking(ann, event._id))).toEqual([]);
  });

  it('refuses a post while I am in a team there (409 IN_TEAM); going stays allowed', async () => {
    const event = await w.createEvent(ann);
    const team = await w.createTeam(ben, event._id);
    const res = await attend(ben, event._id, lookingBody());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'IN_TEAM' });
    expect((await attend(ben, event._id, { looking: false })).json<{ data: MyAttendance }>().data).toEqual({ going: true, looking: null, teamId: team._id });
  });
});

describe('DELETE /api/events/:eventId/attendance', () => {
  it('makes me not going (204, also when I was not), and cancels my pending requests there', async () => {
    const event = await w.createEvent(ann);
    const team = await w.createTeam(ann, event._id);
    await w.look(ben, event._id);
    const asked = await w.askToJoin(ben, team._id);
    const res = await api(ben, 'DELETE', `/events/${event._id}/attendance`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await me(ben, event._id)).toBeNull();
    expect((await w.team(ann, team._id)).pending).toEqual([]);
    expect((await w.answer(ann, asked._id, 'accepted')).json()).toMatchObject({ error: 'NOT_PENDING' });
    expect((await api(ben, 'DELETE', `/events/${event._id}/attendance`)).statusCode).toBe(204);
  });

  it('is refused while I am in a team there (409 IN_TEAM)', async () => {
    const event = await w.createEvent(ann);
    await w.createTeam(ben, event._id);
    const res = await api(ben, 'DELETE', `/events/${event._id}/attendance`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'IN_TEAM', message: 'Leave your team at this event first.' });
    expect(await me(ben, event._id)).toMatchObject({ going: true });
  });
});

describe('GET /api/events/:eventId/looking', () => {
  it('lists open posts newest first, without me, people in a block with me, hidden people or people in a team', async () => {
    const event = await w.createEvent(ann);
    const [first, second, blocked, blocksMe, suspended, deleted, inTeam, notLooking] = await signUpMany(t.app, 8);
    for (const who of [first, second, blocked, blocksMe, suspended, deleted, inTeam, ann]) await w.look(who, event._id);
    await attend(notLooking, event._id, { looking: false });
    await t.db.insert(blocks).values([
      { blockerId: ann.user._id, blockedId: blocked.user._id },
      { blockerId: blocksMe.user._id, blockedId: ann.user._id },
    ]);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user._id));
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user._id));
    await w.createTeam(inTeam, event._id);
    // Posts are ordered by when they opened: make it certain.
    await t.db
      .update(eventAttendances)
      .set({ lookingSince: sql`now() - interval '1 hour'` })
      .where(and(eq(eventAttendances.eventId, event._id), eq(eventAttendances.userId, first.user._id)));

    const list = await looking(ann, event._id);
    expect(ids(list)).toEqual([second.user._id, first.user._id]);
    expect(list.data[0]).toEqual({
      user: expect.objectContaining({ _id: second.user._id, fullName: second.user.fullName }),
      post: { bring: ['backend'], seek: ['frontend'], commitment: 'serious', timeZone: 'Europe/Berlin', pitch: 'I build APIs.' },
      since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(list)).not.toContain('@');
    expect(list).toMatchObject({ page: 1, hasMore: false });
    // The blocked see neither me nor each other's blockers; someone else sees everyone open.
    expect(ids(await looking(blocked, event._id))).not.toContain(ann.user._id);
    expect(ids(await looking(blocksMe, event._id))).not.toContain(ann.user._id);
    expect(ids(await looking(ben, event._id)).sort()).toEqual([first, second, blocked, blocksMe, ann].map((u) => u.user._id).sort());
  });

  it('filters by a role they bring and by commitment, and keeps a post in place when it is edited', async () => {
    const event = await w.createEvent(ann);
    const [designer, serious] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await w.look(designer, event._id, { bring: ['design', 'frontend'], commitment: 'casual' });
    await w.look(serious, event._id, { bring: ['backend'], commitment: 'serious' });
    expect(ids(await looking(ann, event._id, '?role=design'))).toEqual([designer.user._id]);
    expect(ids(await looking(ann, event._id, '?role=frontend&commitment=casual'))).toEqual([designer.user._id]);
    expect(ids(await looking(ann, event._id, '?commitment=serious'))).toEqual([serious.user._id]);
    expect(ids(await looking(ann, event._id, '?role=ml'))).toEqual([]);
    for (const query of ['?role=wizard', '?commitment=maybe', '?page=0']) expect((await api(ann, 'GET', `/events/${event._id}/looking${query}`)).statusCode, query).toBe(400);

    const before = (await looking(ann, event._id)).data.find((p) => p.user._id === designer.user._id)!.since;
    await w.look(designer, event._id, { bring: ['design'], pitch: 'Edited.' });
    const after = (await looking(ann, event._id)).data.find((p) => p.user._id === designer.user._id)!;
    expect(after).toMatchObject({ since: before, post: { bring: ['design'], pitch: 'Edited.' } });
  });

  it('pages by LOOKING_PAGE_SIZE', async () => {
    const event = await w.createEvent(ann);
    const people = await signUpMany(t.app, LOOKING_PAGE_SIZE + 1);
    for (const who of people) await w.look(who, event._id);
    const first = await looking(ann, event._id);
    const second = await looking(ann, event._id, '?page=2');
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.data).toHaveLength(LOOKING_PAGE_SIZE);
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(LOOKING_PAGE_SIZE + 1);
  });
});
