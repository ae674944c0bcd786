import type { EventDetail, EventList, InviteLinkAnswer, OrganiserList, TeamDetail } from '@hackmate/shared/contracts';
import { eq } from 'drizzle-orm';
import { eventOrganisers, events } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { endEvent, eventBody, lookingBody, signUpMany, teamsWorld } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';

// Rate limits are tested on their own (but for the join route, below).
const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);
const { api } = w;

const [owner, co, ann, ben, outsider] = await signUpMany(t.app, 5);
const NOT_FOUND = { error: 'EVENT_NOT_FOUND', message: 'Event not found.' };
const detail = async (who: SignedUp, id: string) => (await api(who, 'GET', `/events/${id}`)).json<{ data: EventDetail }>().data;
const inviteLink = async (who: SignedUp, id: string) => {
  const res = await api(who, 'POST', `/events/${id}/invite-link`);
  expect(res.statusCode).toBe(200);
  return res.json<InviteLinkAnswer>().data.url;
};
const tokenOf = (url: string) => url.split('/events/join/')[1]!;
const join = (who: SignedUp, url: string) => api(who, 'POST', `/events/join/${tokenOf(url)}`);

describe('organisers', () => {
  it('makes the creator the owner; the owner adds and removes co-organisers by username, who then edit the event', async () => {
    const event = await w.createEvent(owner);
    expect(event).toMatchObject({ myRole: 'owner', canEdit: true, organisers: [{ user: { _id: owner.user._id }, role: 'owner' }] });

    const added = await api(owner, 'POST', `/events/${event._id}/organisers`, { username: `@${co.user.userName.toUpperCase()}` });
    expect(added.statusCode).toBe(200);
    expect(added.json<OrganiserList>().data.map((o) => [o.user._id, o.role])).toEqual([
      [owner.user._id, 'owner'],
      [co.user._id, 'organiser'],
    ]);
    // Organisers see no one's e-mail through this list.
    expect(added.body).not.toContain(co.user.emailId);
    expect(await detail(co, event._id)).toMatchObject({ myRole: 'organiser', canEdit: true });

    const edited = await api(co, 'PATCH', `/events/${event._id}`, eventBody({ name: `${event.name} 2`, startsAt: event.startsAt, endsAt: event.endsAt }));
    expect(edited.statusCode).toBe(200);
    // An edit that does not name the visibility keeps it.
    expect(edited.json<{ data: EventDetail }>().data).toMatchObject({ name: `${event.name} 2`, visibility: 'public' });

    // A co-organiser cannot add or remove organisers: for them those routes are not found.
    expect((await api(co, 'POST', `/events/${event._id}/organisers`, { username: ann.user.userName })).json()).toEqual(NOT_FOUND);
    expect((await api(co, 'DELETE', `/events/${event._id}/organisers`, { username: co.user.userName })).statusCode).toBe(404);
    // Nor can anyone remove the owner.
    expect((await api(owner, 'DELETE', `/events/${event._id}/organisers`, { username: owner.user.userName })).json()).toMatchObject({ error: 'USER_NOT_FOUND' });
    expect((await api(owner, 'POST', `/events/${event._id}/organisers`, { username: 'nobody-has-this-name' })).json()).toMatchObject({ error: 'USER_NOT_FOUND' });

    const removed = await api(owner, 'DELETE', `/events/${event._id}/organisers`, { username: co.user.userName });
    expect(removed.json<OrganiserList>().data.map((o) => o.user._id)).toEqual([owner.user._id]);
    expect((await api(co, 'PATCH', `/events/${event._id}`, eventBody())).json()).toEqual(NOT_FOUND);
  });

  it('answers 404 on every organiser route to anyone else, exactly as for an unknown event', async () => {
    const event = await w.createEvent(owner);
    await w.look(ann, event._id);
    const routes: [('POST' | 'DELETE' | 'GET' | 'PATCH'), string, object?][] = [
      ['PATCH', '', eventBody()],
      ['POST', '/organisers', { username: ben.user.userName }],
      ['DELETE', '/organisers', { username: owner.user.userName }],
      ['POST', '/invite-link'],
      ['POST', '/announcements', { text: 'Hello' }],
      ['GET', '/teams.csv'],
    ];
    for (const who of [ann, outsider]) {
      for (const [method, path, body] of routes) {
        const res = await api(who, method, `/events/${event._id}${path}`, body);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json(), `${method} ${path}`).toEqual(NOT_FOUND);
      }
    }
    expect((await api(null, 'POST', `/events/${event._id}/invite-link`)).statusCode).toBe(401);
  });

  it('gave every event listed before organisers existed its creator as owner', async () => {
    const event = await w.createEvent(ann);
    // As the migration found it: an event with no organiser row.
    await t.db.delete(eventOrganisers).where(eq(eventOrganisers.eventId, event._id));
    expect(await detail(ann, event._id)).toMatchObject({ myRole: null, canEdit: false });
    await t.db.execute(`INSERT INTO "event_organisers" ("event_id", "user_id", "role", "created_at")
      SELECT "id", "created_by", 'owner', "created_at" FROM "events" ON CONFLICT DO NOTHING`);
    expect(await detail(ann, event._id)).toMatchObject({ myRole: 'owner', canEdit: true });
  });
});

describe('invite-only events', () => {
  it('hides the event, its people and its teams from everyone who neither takes part nor runs it', async () => {
    const event = await w.createEvent(owner, { visibility: 'invite-only' });
    expect(event.visibility).toBe('invite-only');
    const url = await inviteLink(owner, event._id);
    expect((await join(ann, url)).statusCode).toBe(200);
    await w.look(ann, event._id, lookingBody());
    const team = await w.createTeam(ann, event._id);

    const search = async (who: SignedUp) => (await api(who, 'GET', `/events?q=${encodeURIComponent(event.name)}`)).json<EventList>().data.map((e) => e._id);
    expect(await search(outsider)).toEqual([]);
    expect(await search(ann)).toEqual([event._id]);
    expect(await search(owner)).toEqual([event._id]);

    const hidden: [('GET' | 'PUT' | 'DELETE' | 'POST'), string, object?][] = [
      ['GET', `/events/${event._id}`],
      ['GET', `/events/${event._id}/looking`],
      ['GET', `/events/${event._id}/teams`],
      ['PUT', `/events/${event._id}/attendance`, lookingBody()],
      ['DELETE', `/events/${event._id}/attendance`],
      ['POST', `/events/${event._id}/teams`, { name: 'Sneaky', openRoles: [] }],
      ['GET', `/events/${event._id}/auto-team`],
      ['PUT', `/events/${event._id}/match-me`, { on: true }],
    ];
    for (const [method, path, body] of hidden) {
      const res = await api(outsider, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await api(outsider, 'GET', `/teams/${team._id}`)).statusCode).toBe(404);
    expect((await api(outsider, 'POST', `/teams/${team._id}/join-requests`, { role: 'frontend', message: '' })).statusCode).toBe(404);
    expect((await api(ann, 'GET', `/teams/${team._id}`)).json<{ data: TeamDetail }>().data.name).toBe(team.name);
    expect((await api(owner, 'GET', `/events/${event._id}/teams`)).json<{ data: unknown[] }>().data).toHaveLength(1);

    // Made public, everyone sees it again.
    const res = await api(owner, 'PATCH', `/events/${event._id}`, eventBody({ name: event.name, startsAt: event.startsAt, endsAt: event.endsAt, visibility: 'public' }));
    expect(res.json<{ data: EventDetail }>().data.visibility).toBe('public');
    expect(await search(outsider)).toEqual([event._id]);
  });

  it('lets the invite link make the caller a participant, and a new link ends the old one', async () => {
    const event = await w.createEvent(owner, { visibility: 'invite-only' });
    const first = await inviteLink(owner, event._id);
    expect(first).toMatch(/^http.+\/events\/join\/[A-Za-z0-9_-]{32}$/);

    const joined = await join(ben, first);
    expect(joined.statusCode).toBe(200);
    expect(joined.json<{ data: EventDetail }>().data).toMatchObject({ _id: event._id, me: { going: true, looking: null }, myRole: null });
    // Joining again keeps a post as it is.
    await w.look(ben, event._id);
    expect((await join(ben, first)).json<{ data: EventDetail }>().data.me?.looking).not.toBeNull();

    const second = await inviteLink(owner, event._id);
    expect(second).not.toBe(first);
    const stale = await join(outsider, first);
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toMatchObject({ error: 'INVITE_NOT_FOUND' });
    expect((await api(outsider, 'GET', `/events/${event._id}`)).statusCode).toBe(404);
    expect((await api(outsider, 'POST', '/events/join/not-a-real-token')).statusCode).toBe(404);
    expect((await join(outsider, second)).statusCode).toBe(200);
    expect(await detail(outsider, event._id)).toMatchObject({ me: { going: true } });

    // Only the hash is stored.
    const [row] = await t.db.select({ hash: events.inviteTokenHash }).from(events).where(eq(events.id, event._id));
    expect(row!.hash).not.toContain(tokenOf(second));
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses joining an ended event (409) and a join without a session (401)', async () => {
    const event = await w.createEvent(owner, { visibility: 'invite-only' });
    const url = await inviteLink(owner, event._id);
    expect((await api(null, 'POST', `/events/join/${tokenOf(url)}`)).statusCode).toBe(401);
    await endEvent(t, event._id);
    expect((await join(ann, url)).json()).toMatchObject({ error: 'EVENT_OVER' });
  });
});

describe('POST /api/events/join/:token rate limit', () => {
  it('refuses a burst of guesses from one account', async () => {
    const strict = await createTestApp();
    try {
      const [guesser] = await signUpMany(strict.app, 1);
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) {
        codes.push((await strict.app.inject({ method: 'POST', url: `/api/events/join/guess-${i}`, headers: { cookie: guesser.cookie } })).statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
      expect(codes.slice(10)).toEqual([429, 429]);
    } finally {
      await strict.close();
    }
  });
});
