import { randomUUID } from 'node:crypto';
import type { BlockedList } from '@hackmate/shared/contracts';
import { eq, or } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { blocks, connectionRequests, users } from '../../db/schema';
import { connect } from '../../testing/connections';
import { ids, wholeFeed } from '../../testing/feed';
import { createTestApp } from '../../testing/harness';
import { signUp, type SignedUp } from '../../testing/users';

const t = await createTestApp();
afterAll(() => t.close());

const api = (who: SignedUp | null, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string) =>
  t.app.inject({ method, url: `/api${url}`, headers: who ? { cookie: who.cookie } : {} });
const block = (who: SignedUp, other: SignedUp | string) => api(who, 'POST', `/users/${typeof other === 'string' ? other : other.user._id}/block`);
const unblock = (who: SignedUp, other: SignedUp) => api(who, 'DELETE', `/users/${other.user._id}/block`);
const blockedList = async (who: SignedUp) => (await api(who, 'GET', '/users/blocked')).json<BlockedList>().data;
const feedOf = async (who: SignedUp) => ids(await wholeFeed(t, who));
const people = (list: { _id: string }[]) => list.map((p) => p._id);
const requestsBetween = (a: SignedUp, b: SignedUp) =>
  t.db
    .select()
    .from(connectionRequests)
    .where(or(eq(connectionRequests.senderId, a.user._id), eq(connectionRequests.receiverId, a.user._id)))
    .then((rows) => rows.filter((r) => r.senderId === b.user._id || r.receiverId === b.user._id));

describe('POST /api/users/:userId/block', () => {
  it('needs a session', async () => {
    const other = await signUp(t.app);
    expect((await api(null, 'POST', `/users/${other.user._id}/block`)).statusCode).toBe(401);
    expect((await api(null, 'DELETE', `/users/${other.user._id}/block`)).statusCode).toBe(401);
    expect((await api(null, 'GET', '/users/blocked')).statusCode).toBe(401);
  });

  it('refuses yourself (400), and answers 404 for an unknown, malformed, suspended or deleted id', async () => {
    const [me, suspended, deleted] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const self = await block(me, me);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: 'SELF_BLOCK' });
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user._id));
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user._id));
    for (const id of [randomUUID(), 'not-a-uuid', suspended.user._id, deleted.user._id]) {
      const res = await block(me, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'USER_NOT_FOUND', message: 'User not found' });
    }
    expect(await t.db.select().from(blocks).where(eq(blocks.blockerId, me.user._id))).toEqual([]);
  });

  it('is idempotent, and lists only the people I blocked, newest first', async () => {
    const [me, first, second, blocksMe] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app)]);
    for (const res of [await block(me, first), await block(me, first), await block(me, second), await block(blocksMe, me)]) {
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    const list = await blockedList(me);
    expect(people(list)).toEqual([second.user._id, first.user._id]);
    expect(list[0]).toEqual({
      _id: second.user._id,
      fullName: second.user.fullName,
      userName: second.user.userName,
      profileUrl: second.user.profileUrl,
      blockedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The blocked never learn who blocked them.
    expect(await blockedList(first)).toEqual([]);
    expect(people(await blockedList(blocksMe))).toEqual([me.user._id]);
  });

  it('ends a connection and drops pending requests, both ways, and the two vanish from each other', async () => {
    const [ann, ben, cat, dee] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app)]);
    await connect(t.db, ann.user._id, ben.user._id);
    expect((await api(cat, 'POST', `/reqs/send/interested/${ann.user._id}`)).statusCode).toBe(201);
    expect((await api(ann, 'POST', `/reqs/send/interested/${dee.user._id}`)).statusCode).toBe(201);
    expect(await feedOf(ann)).toContain(cat.user._id);

    for (const other of [ben, cat, dee]) expect((await block(ann, other)).statusCode).toBe(204);
    for (const other of [ben, cat, dee]) expect(await requestsBetween(ann, other)).toEqual([]);
    expect((await api(ann, 'GET', '/user/connections')).json()).toEqual({ connections: [] });
    expect((await api(ben, 'GET', '/user/connections')).json()).toEqual({ connections: [] });
    expect((await api(ann, 'GET', '/user/reqs/received')).json()).toEqual({ reqs: [] });
    expect((await api(dee, 'GET', '/user/reqs/received')).json()).toEqual({ reqs: [] });

    for (const [a, b] of [[ann, ben], [ben, ann], [ann, cat], [cat, ann]] as const) {
      expect(await feedOf(a), 'feed').not.toContain(b.user._id);
      expect((await api(a, 'GET', `/profile/user/${b.user._id}`)).statusCode, 'profile').toBe(404);
      const send = await api(a, 'POST', `/reqs/send/interested/${b.user._id}`);
      expect(send.statusCode, 'request').toBe(404);
      // The same answer as for someone who does not exist: nobody learns they were blocked.
      expect(send.json()).toEqual((await api(a, 'POST', `/reqs/send/interested/${randomUUID()}`)).json());
    }
    expect(await requestsBetween(ann, ben)).toEqual([]);
    // Everyone else still sees both.
    const eve = await signUp(t.app);
    for (const other of [ann, ben]) expect((await api(eve, 'GET', `/profile/user/${other.user._id}`)).statusCode).toBe(200);
  });

  it('unblocking lets the two meet again in the feed, not connected', async () => {
    const [ann, ben] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await connect(t.db, ann.user._id, ben.user._id);
    await block(ben, ann);
    expect(await feedOf(ann)).not.toContain(ben.user._id);

    // Only the blocker can lift it.
    expect((await unblock(ann, ben)).statusCode).toBe(204);
    expect(await feedOf(ann)).not.toContain(ben.user._id);
    const lifted = await unblock(ben, ann);
    expect(lifted.statusCode).toBe(204);
    expect(lifted.body).toBe('');
    expect(await blockedList(ben)).toEqual([]);
    expect(await feedOf(ann)).toContain(ben.user._id);
    expect(await feedOf(ben)).toContain(ann.user._id);
    expect((await api(ann, 'GET', '/user/connections')).json()).toEqual({ connections: [] });
    expect((await api(ann, 'GET', `/profile/user/${ben.user._id}`)).statusCode).toBe(200);
    expect((await api(ann, 'POST', `/reqs/send/interested/${ben.user._id}`)).statusCode).toBe(201);
    // Unblocking nobody, or someone unknown, is still 204; what cannot be an id is 404.
    expect((await unblock(ben, ann)).statusCode).toBe(204);
    expect((await api(ben, 'DELETE', `/users/${randomUUID()}/block`)).statusCode).toBe(204);
    expect((await api(ben, 'DELETE', '/users/nope/block')).statusCode).toBe(404);
  });

  it('refuses to answer or withdraw a request once either side blocked (404, as unknown)', async () => {
    const [ann, ben, cat] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const sent = (await api(ben, 'POST', `/reqs/send/interested/${ann.user._id}`)).json<{ request: { _id: string } }>().request._id;
    const toCat = (await api(ann, 'POST', `/reqs/send/interested/${cat.user._id}`)).json<{ request: { _id: string } }>().request._id;
    // A block written straight to the table (as if the request slipped in meanwhile) hides it all the same.
    await t.db.insert(blocks).values([
      { blockerId: ann.user._id, blockedId: ben.user._id },
      { blockerId: cat.user._id, blockedId: ann.user._id },
    ]);
    expect((await api(ann, 'GET', '/user/reqs/received')).json()).toEqual({ reqs: [] });
    expect((await api(ann, 'GET', '/user/reqs/sent')).json()).toEqual({ reqs: [] });
    expect((await api(cat, 'GET', '/user/reqs/received')).json()).toEqual({ reqs: [] });
    expect((await api(ann, 'PATCH', `/reqs/review/accepted/${sent}`)).statusCode).toBe(404);
    expect((await api(ben, 'PATCH', `/reqs/review/withdraw/${sent}`)).statusCode).toBe(404);
    expect((await api(cat, 'PATCH', `/reqs/review/accepted/${toCat}`)).statusCode).toBe(404);
    expect((await api(ann, 'PATCH', `/reqs/review/withdraw/${toCat}`)).statusCode).toBe(404);
    expect((await api(ann, 'GET', '/live/summary')).json()).toMatchObject({ pendingRequests: 0 });
    expect((await requestsBetween(ann, ben))[0]).toMatchObject({ status: 'interested' });
  });
});
