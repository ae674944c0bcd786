import { randomUUID } from 'node:crypto';
import { createTestApp } from '../../testing/harness';
import { ids, setProfile, wholeFeed } from '../../testing/feed';
import { signUpMany, teamsWorld } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';

const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
afterAll(() => t.close());
const w = teamsWorld(t);
const deck = (who: SignedUp, eventId: string, query = '') => wholeFeed(t, who, `eventId=${eventId}${query ? `&${query}` : ''}`, 2);

describe('GET /api/feed?eventId: the deck of one event', () => {
  it('shows only people going to the event, looking for a team first, never the viewer', async () => {
    const [owner, me, goingA, goingB, lookingA, lookingB, elsewhere] = await signUpMany(t.app, 7);
    const event = await w.createEvent(owner);
    const other = await w.createEvent(owner);
    for (const who of [me, goingA, goingB]) expect((await w.api(who, 'PUT', `/events/${event._id}/attendance`, { looking: false })).statusCode).toBe(200);
    for (const who of [lookingA, lookingB]) await w.look(who, event._id);
    await w.look(elsewhere, other._id);
    // The two not looking share more with me than those looking: the score alone would put them first.
    await setProfile(t, me.user._id, { skills: ['RUST', 'GOLANG', 'REDIS'], gradYear: 2027 });
    for (const who of [goingA, goingB]) await setProfile(t, who.user._id, { skills: ['RUST', 'GOLANG', 'REDIS'], gradYear: 2027 });
    for (const who of [lookingA, lookingB]) await setProfile(t, who.user._id, { skills: ['PHP'], gradYear: 2020 });

    // Pages of two: the order holds across the cursor.
    const pages = await deck(me, event._id);
    const seen = ids(pages);
    expect(seen).toHaveLength(4);
    expect(new Set(seen.slice(0, 2))).toEqual(new Set([lookingA.user._id, lookingB.user._id]));
    expect(new Set(seen.slice(2))).toEqual(new Set([goingA.user._id, goingB.user._id]));
    expect(seen).not.toContain(me.user._id);
    expect(seen).not.toContain(elsewhere.user._id);
    expect(pages[0]).toMatchObject({ event: { id: event._id, name: event.name } });
    // Reasons as in the feed.
    const shared = pages.flatMap((p) => p.feedData).find((u) => u._id === goingA.user._id)!;
    expect(shared.reasons.join(' ')).toMatch(/3 shared skills/);
    // The whole feed is not restricted, and carries no event.
    const whole = await wholeFeed(t, me);
    expect(ids(whole)).toContain(elsewhere.user._id);
    expect(whole[0]).not.toHaveProperty('event');
  });

  it('applies the feed filters and leaves out people swiped or in a block with the viewer', async () => {
    const [owner, me, swiped, blocked, blocker, rustacean, pythonista] = await signUpMany(t.app, 7);
    const event = await w.createEvent(owner);
    for (const who of [me, swiped, blocked, blocker, rustacean, pythonista]) await w.look(who, event._id);
    await setProfile(t, rustacean.user._id, { skills: ['RUST'] });
    await setProfile(t, pythonista.user._id, { skills: ['PYTHON'] });
    expect((await w.api(me, 'POST', `/reqs/send/ignore/${swiped.user._id}`)).statusCode).toBe(201);
    expect((await w.api(me, 'POST', `/users/${blocked.user._id}/block`)).statusCode).toBe(204);
    expect((await w.api(blocker, 'POST', `/users/${me.user._id}/block`)).statusCode).toBe(204);

    expect(new Set(ids(await deck(me, event._id)))).toEqual(new Set([rustacean.user._id, pythonista.user._id]));
    expect(ids(await deck(me, event._id, 'skills=RUST'))).toEqual([rustacean.user._id]);
    // Neither side of a block sees the other.
    expect(ids(await deck(blocked, event._id))).not.toContain(me.user._id);
    expect(ids(await deck(blocker, event._id))).not.toContain(me.user._id);
  });

  it('answers 404 for an unknown event and for an invite-only event the viewer is not part of, 400 for a malformed id', async () => {
    const [owner, outsider] = await signUpMany(t.app, 2);
    const hidden = await w.createEvent(owner, { visibility: 'invite-only' });
    // The owner sees their event's deck; someone else gets exactly what an unknown event gives.
    expect((await w.api(owner, 'GET', `/feed?eventId=${hidden._id}`)).statusCode).toBe(200);
    const unknown = await w.api(outsider, 'GET', `/feed?eventId=${randomUUID()}`);
    const invisible = await w.api(outsider, 'GET', `/feed?eventId=${hidden._id}`);
    expect(unknown.statusCode).toBe(404);
    expect(invisible.statusCode).toBe(404);
    expect(invisible.json()).toEqual(unknown.json());
    expect(invisible.json()).toMatchObject({ error: 'EVENT_NOT_FOUND' });
    expect((await w.api(outsider, 'GET', '/feed?eventId=nope')).statusCode).toBe(400);
  });

  it('refuses a cursor of the whole feed: a cursor continues only its own list', async () => {
    const [owner, me, a, b, c] = await signUpMany(t.app, 5);
    const event = await w.createEvent(owner);
    for (const who of [me, a, b, c]) await w.look(who, event._id);
    const whole = await w.api(me, 'GET', '/feed?limit=1');
    const cursor = whole.json<{ nextCursor: string }>().nextCursor;
    expect((await w.api(me, 'GET', `/feed?eventId=${event._id}&limit=1&cursor=${cursor}`)).statusCode).toBe(400);
  });
});
