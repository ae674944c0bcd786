import type { Conversation, HistoryPage, LiveSummary, MessageSearchResults } from '@hackmate/shared/contracts';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRequests, users } from '../../db/schema';
import { createChatWorld, type ChatWorld } from '../../testing/chat-world';
import { connect } from '../../testing/connections';
import { ids, wholeFeed } from '../../testing/feed';
import { emitAck } from '../../testing/sockets';
import { signUp, type SignedUp } from '../../testing/users';
import { hideUser } from './service';

let w: ChatWorld;
beforeAll(async () => {
  w = await createChatWorld();
});
afterAll(() => w?.close());

const api = (who: SignedUp, method: 'GET' | 'POST', url: string) => w.t.app.inject({ method, url: `/api${url}`, headers: { cookie: who.cookie } });
const feedOf = async (who: SignedUp) => ids(await wholeFeed(w.t, who));
const partnersOf = async (who: SignedUp) =>
  (await api(who, 'GET', '/get-conversations')).json<{ conversations: Conversation[] }>().conversations.map((c) => c.participants[1]?._id);
const found = async (who: SignedUp, q: string) => (await api(who, 'GET', `/convos-search?q=${q}`)).json<MessageSearchResults>().data;

/** Ann and someone who are connections and wrote to each other. */
async function chattingWithAnn(ann: SignedUp, word: string): Promise<SignedUp> {
  const other = await signUp(w.t.app);
  await connect(w.t.db, ann.user._id, other.user._id);
  const socket = await w.socket(other);
  expect((await emitAck(socket, 'sendMessage', { receiverId: ann.user._id, message: `${word} from them` })).ok).toBe(true);
  socket.close();
  return other;
}

describe('a suspended user is hidden from everyone', () => {
  it('is gone from the feed, profiles, lists, conversations, counts and presence; nothing reaches them', async () => {
    const ann = await signUp(w.t.app);
    const connected = await chattingWithAnn(ann, 'quince');
    const requester = await signUp(w.t.app);
    expect((await api(requester, 'POST', `/reqs/send/interested/${ann.user._id}`)).statusCode).toBe(201);
    expect(await feedOf(ann)).toContain(requester.user._id);
    expect((await api(ann, 'GET', '/live/summary')).json<LiveSummary>()).toMatchObject({ unreadTotal: 1, pendingRequests: 1 });

    const suspend = (who: SignedUp) => w.t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, who.user._id));
    await suspend(connected);
    await suspend(requester);
    // Told through the bus (as moderation does) or found on the next load of the index: gone either way.
    hideUser(w.t.app, connected.user._id);
    await w.t.app.matching.reload();
    const feed = await feedOf(ann);
    for (const hidden of [connected, requester]) {
      expect(feed).not.toContain(hidden.user._id);
      expect((await api(ann, 'GET', `/profile/user/${hidden.user._id}`)).statusCode).toBe(404);
      expect((await api(ann, 'POST', `/reqs/send/interested/${hidden.user._id}`)).statusCode).toBe(404);
      expect((await api(ann, 'POST', `/users/${hidden.user._id}/block`)).statusCode).toBe(404);
    }
    expect((await api(ann, 'GET', '/user/connections')).json()).toEqual({ connections: [] });
    expect((await api(ann, 'GET', '/user/reqs/received')).json()).toEqual({ reqs: [] });
    expect((await api(ann, 'GET', '/live/summary')).json()).toEqual({ unread: [], teamUnread: {}, unreadTotal: 0, pendingRequests: 0 });
    expect(await partnersOf(ann)).toEqual([]);
    expect((await api(ann, 'GET', `/convos/${connected.user._id}`)).statusCode).toBe(404);
    expect(await found(ann, 'quince')).toEqual([]);
    expect((await api(ann, 'GET', `/live/presence?ids=${connected.user._id}`)).json()).toEqual({ data: [] });
    const annSocket = await w.socket(ann);
    const receiverId = connected.user._id;
    expect(await emitAck(annSocket, 'sendMessage', { receiverId, message: 'are you there?' })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
    expect(await emitAck(annSocket, 'typing', { receiverId })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });

    // Lifted, they come back as they were.
    await w.t.db.update(users).set({ suspendedAt: null }).where(eq(users.id, connected.user._id));
    w.t.app.bus.publish('user-changed', { userId: connected.user._id });
    expect((await api(ann, 'GET', '/user/connections')).json<{ connections: { _id: string }[] }>().connections.map((c) => c._id)).toEqual([receiverId]);
    expect((await api(ann, 'GET', `/convos/${receiverId}`)).json<HistoryPage>()).toMatchObject({ connected: true });
    expect(await found(ann, 'quince')).toHaveLength(1);
  });
});

describe('a deleted partner', () => {
  it('leaves the conversation readable for the other party, closed to new messages, and nothing else', async () => {
    const ann = await signUp(w.t.app);
    const gone = await chattingWithAnn(ann, 'papaya');
    // What deleting an account leaves behind: a scrubbed, deleted row without requests.
    await w.t.db.update(users).set({ deletedAt: new Date(), fullName: 'Deleted user' }).where(eq(users.id, gone.user._id));
    await w.t.db.delete(connectionRequests).where(or(eq(connectionRequests.senderId, gone.user._id), eq(connectionRequests.receiverId, gone.user._id)));
    hideUser(w.t.app, gone.user._id);

    expect(await partnersOf(ann)).toEqual([gone.user._id]);
    const history = await api(ann, 'GET', `/convos/${gone.user._id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json<HistoryPage>()).toMatchObject({ connected: false, partner: { fullName: 'Deleted user' } });
    expect(history.json<HistoryPage>().messages.map((m) => m.text)).toEqual(['papaya from them']);
    expect(await found(ann, 'papaya')).toHaveLength(1);
    expect((await api(ann, 'GET', '/live/summary')).json<LiveSummary>().unreadTotal).toBe(1);
    const annSocket = await w.socket(ann);
    expect(await emitAck(annSocket, 'sendMessage', { receiverId: gone.user._id, message: 'hello?' })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
    expect((await api(ann, 'GET', `/profile/user/${gone.user._id}`)).statusCode).toBe(404);
    expect(await feedOf(ann)).not.toContain(gone.user._id);
  });
});
