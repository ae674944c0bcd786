import { randomUUID } from 'node:crypto';
import { EVENTS_PAGE_SIZE, type EventDetail, type EventList } from '@hackmate/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import { events } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { endEvent, eventBody, teamsWorld } from '../../testing/teams';
import { signUp } from '../../testing/users';

// Rate limits are tested on their own; these tests list many events from few accounts.
const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);
const { api } = w;

const DAY = 86_400_000;
const [ann, ben] = await Promise.all([signUp(t.app), signUp(t.app)]);
const list = async (query = '') => (await api(ann, 'GET', `/events${query}`)).json<EventList>();

describe('POST /api/events', () => {
  it('needs a session', async () => {
    expect((await api(null, 'POST', '/events', eventBody())).statusCode).toBe(401);
    expect((await api(null, 'GET', '/events')).statusCode).toBe(401);
    expect((await api(null, 'GET', `/events/${randomUUID()}`)).statusCode).toBe(401);
  });

  it('adds an event, answering its page with me as its editor', async () => {
    const body = eventBody({ mode: 'in-person', city: 'Berlin', minTeamSize: 2, maxTeamSize: 5 });
    const res = await api(ann, 'POST', '/events', body);
    expect(res.statusCode).toBe(201);
    const event = res.json<{ data: EventDetail }>().data;
    expect(event).toEqual({
      _id: expect.any(String),
      name: body.name,
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      mode: 'in-person',
      city: 'Berlin',
      website: body.website,
      minTeamSize: 2,
      maxTeamSize: 5,
      goingCount: 0,
      lookingCount: 0,
      teamCount: 0,
      past: false,
      visibility: 'public',
      createdBy: ann.user._id,
      canEdit: true,
      myRole: 'owner',
      organisers: [{ user: expect.objectContaining({ _id: ann.user._id }), role: 'owner' }],
      announcements: [],
      me: null,
    });
    const seen = (await api(ben, 'GET', `/events/${event._id}`)).json<{ data: EventDetail }>().data;
    expect(seen).toMatchObject({ _id: event._id, canEdit: false, createdBy: ann.user._id, me: null });
  });

  it('drops the city of an online event', async () => {
    const event = await w.createEvent(ann, { mode: 'online', city: 'Paris' });
    expect(event.city).toBeNull();
  });

  it('refuses invalid events with 400 and the field at fault', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'ab' }, 'name'],
      [{ endsAt: new Date(Date.now() + DAY).toISOString(), startsAt: new Date(Date.now() + 2 * DAY).toISOString() }, 'endsAt'],
      [{ mode: 'in-person' }, 'city'],
      [{ mode: 'hybrid' }, 'mode'],
      [{ website: 'ftp://files.example.com' }, 'website'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ maxTeamSize: 1 }, 'maxTeamSize'],
      [{ maxTeamSize: 9 }, 'maxTeamSize'],
      [{ minTeamSize: 5, maxTeamSize: 4 }, 'minTeamSize'],
      [{ startsAt: 'next friday' }, 'startsAt'],
    ];
    for (const [overrides, field] of cases) {
      const res = await api(ann, 'POST', '/events', eventBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json(), JSON.stringify(overrides)).toMatchObject({ error: 'VALIDATION', details: { [field]: expect.any(String) } });
    }
  });

  it('refuses the same name (any case, spaces around) and start instant twice with 409', async () => {
    const first = await w.createEvent(ann);
    const start = new Date(first.startsAt);
    // The same instant written in another time zone is the same start.
    const sameInstant = `${new Date(start.getTime() + 2 * 3_600_000).toISOString().slice(0, 23)}+02:00`;
    const again = await api(ben, 'POST', '/events', eventBody({ name: `  ${first.name.toUpperCase()} `, startsAt: sameInstant }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'DUPLICATE_EVENT', message: 'That event is already listed.' });
    // Another start is another edition.
    const later = new Date(start.getTime() + DAY);
    expect((await api(ben, 'POST', '/events', eventBody({ name: first.name, startsAt: later.toISOString(), endsAt: new Date(later.getTime() + DAY).toISOString() }))).statusCode).toBe(201);
  });

  it('lets exactly one of two identical submissions at once in', async () => {
    const body = eventBody();
    const answers = await Promise.all([api(ann, 'POST', '/events', body), api(ben, 'POST', '/events', body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.$count(events, eq(events.name, body.name))).toBe(1);
  });
});

describe('GET /api/events/:eventId', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-an-id', '1']) {
      const res = await api(ann, 'GET', `/events/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'EVENT_NOT_FOUND', message: 'Event not found.' });
    }
  });
});

describe('PATCH /api/events/:eventId', () => {
  it('lets the creator edit it, and to anyone else it is not found (404)', async () => {
    const event = await w.createEvent(ann);
    const body = eventBody({ name: `${event.name} (edited)`, mode: 'in-person', city: 'Lisbon', maxTeamSize: 6 });
    const refused = await api(ben, 'PATCH', `/events/${event._id}`, body);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'EVENT_NOT_FOUND', message: 'Event not found.' });
    const res = await api(ann, 'PATCH', `/events/${event._id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: EventDetail }>().data).toMatchObject({ name: body.name, city: 'Lisbon', maxTeamSize: 6, canEdit: true });
    expect((await api(ann, 'PATCH', `/events/${randomUUID()}`, body)).statusCode).toBe(404);
    expect((await api(ann, 'PATCH', `/events/${event._id}`, { ...body, maxTeamSize: 10 })).statusCode).toBe(400);
  });

  it('refuses a name and start that another event has (409)', async () => {
    const [a, b] = [await w.createEvent(ann), await w.createEvent(ann)];
    const res = await api(ann, 'PATCH', `/events/${b._id}`, eventBody({ name: a.name.toLowerCase(), startsAt: a.startsAt, endsAt: a.endsAt }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'DUPLICATE_EVENT' });
  });

  it('refuses a max team size below a team the event already has (409), and allows it down to that size', async () => {
    const event = await w.createEvent(ann, { maxTeamSize: 4 });
    const team = await w.createTeam(ben, event._id);
    const [c, d] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await w.join(ben, c, team);
    await w.join(ben, d, team);
    const same = { name: event.name, startsAt: event.startsAt, endsAt: event.endsAt };
    const res = await api(ann, 'PATCH', `/events/${event._id}`, eventBody({ ...same, maxTeamSize: 2 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'MAX_BELOW_TEAM', message: 'A team at this event already has more members than that.' });
    const fits = await api(ann, 'PATCH', `/events/${event._id}`, eventBody({ ...same, maxTeamSize: 3 }));
    expect(fits.statusCode).toBe(200);
    // The team is now full: it wants nobody.
    expect(await w.team(ben, team._id)).toMatchObject({ memberCount: 3, maxSize: 3, full: true, openRoles: [] });
  });
});

describe('GET /api/events', () => {
  // A world of its own: other tests add events too, so these look at the ones made here.
  const tag = `Zephyr${randomUUID().slice(0, 6)}`;
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const made: Record<string, EventDetail> = {};

  beforeAll(async () => {
    const specs: [string, Record<string, unknown>][] = [
      ['soon', { startsAt: at(1), endsAt: at(2) }],
      ['later', { startsAt: at(10), endsAt: at(11), mode: 'in-person', city: 'Berlin' }],
      ['running', { startsAt: at(-1), endsAt: at(1) }],
      ['old', { startsAt: at(-30), endsAt: at(-29), mode: 'in-person', city: 'berlin' }],
      ['older', { startsAt: at(-60), endsAt: at(-59) }],
    ];
    for (const [key, overrides] of specs) made[key] = await w.createEvent(ann, { name: `${tag} ${key}`, ...overrides });
  });

  const names = (l: EventList) => l.data.filter((e) => e.name.startsWith(tag)).map((e) => e.name.slice(tag.length + 1));

  it('lists upcoming events (not yet ended) soonest first, and past ones latest first', async () => {
    expect(names(await list(`?q=${tag}`))).toEqual(['running', 'soon', 'later']);
    const past = await list(`?q=${tag}&when=past`);
    expect(names(past)).toEqual(['old', 'older']);
    expect(past.data.every((e) => e.past)).toBe(true);
  });

  it('searches by part of the name in any case, and filters by mode and city', async () => {
    expect(names(await list(`?q=${tag.toLowerCase().slice(2)}%20SOON`))).toEqual(['soon']);
    expect(names(await list(`?q=${tag}&mode=in-person`))).toEqual(['later']);
    expect(names(await list(`?q=${tag}&mode=online`))).toEqual(['running', 'soon']);
    expect(names(await list(`?q=${tag}&city=BERLIN&when=past`))).toEqual(['old']);
    // Wildcards are plain characters.
    expect(names(await list(`?q=${encodeURIComponent('%')}`))).toEqual([]);
  });

  it("lists only the events I am going to with going=true, and nobody else's", async () => {
    for (const key of ['running', 'later']) expect((await api(ann, 'PUT', `/events/${made[key]!._id}/attendance`, { looking: false })).statusCode).toBe(200);
    expect(names(await list(`?q=${tag}&going=true`))).toEqual(['running', 'later']);
    expect(names(await list(`?q=${tag}&going=true&when=past`))).toEqual([]);
    // Ben goes nowhere: his list of those is empty, whatever Ann does.
    expect((await api(ben, 'GET', `/events?q=${tag}&going=true`)).json<EventList>().data).toEqual([]);
    expect(names(await list(`?q=${tag}&going=false`))).toEqual(['running', 'soon', 'later']);
    expect((await api(ann, 'DELETE', `/events/${made.running!._id}/attendance`)).statusCode).toBe(204);
  });

  it('pages by EVENTS_PAGE_SIZE and says whether there is more', async () => {
    const pager = `Pager${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < EVENTS_PAGE_SIZE + 2; i++) await w.createEvent(ben, { name: `${pager} ${String(i).padStart(2, '0')}`, startsAt: at(3 + i / 100), endsAt: at(4) });
    const first = await list(`?q=${pager}`);
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.data).toHaveLength(EVENTS_PAGE_SIZE);
    const second = await list(`?q=${pager}&page=2`);
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.data.map((e) => e.name)).toEqual([`${pager} ${EVENTS_PAGE_SIZE}`, `${pager} ${EVENTS_PAGE_SIZE + 1}`]);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['?when=soon', '?mode=hybrid', '?page=0', '?page=x', '?going=yes']) {
      const res = await api(ann, 'GET', `/events${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION', details: expect.any(Object) });
    }
  });

  it('counts who is going, who is looking (not yet in a team) and the teams', async () => {
    const event = await w.createEvent(ann);
    const [c, d, e, hidden] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app)]);
    await w.look(c, event._id);
    await w.look(d, event._id);
    await w.look(hidden, event._id);
    expect((await api(e, 'PUT', `/events/${event._id}/attendance`, { looking: false })).statusCode).toBe(200);
    await w.createTeam(d, event._id);
    // Suspended people are not counted.
    await t.db.execute(sql`update users set suspended_at = now() where id = ${hidden.user._id}`);
    const counts = (await list(`?q=${encodeURIComponent(event.name)}`)).data[0];
    expect(counts).toMatchObject({ _id: event._id, goingCount: 3, lookingCount: 1, teamCount: 1, past: false });
    // Once it ended, nobody is looking any more; going and teams stay.
    await endEvent(t, event._id);
    const after = (await list(`?q=${encodeURIComponent(event.name)}&when=past`)).data[0];
    expect(after).toMatchObject({ goingCount: 3, lookingCount: 0, teamCount: 1, past: true });
  });
});
