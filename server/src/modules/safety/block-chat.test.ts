import type { Answer, Conversation, LiveSummary, MessageSearchResults, presenceList } from '@hackmate/shared/contracts';
import type { Presence, RequestUpdate } from '@hackmate/shared/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoom } from '../../realtime/rooms';
import { createChatWorld, type ChatWorld } from '../../testing/chat-world';
import { connect } from '../../testing/connections';
import { collect, emitAck, nextEvent, until } from '../../testing/sockets';
import { signUp, type SignedUp } from '../../testing/users';

let w: ChatWorld;
beforeAll(async () => {
  w = await createChatWorld();
});
afterAll(() => w?.close());

const api = (who: SignedUp, method: 'GET' | 'POST' | 'DELETE', url: string) => w.t.app.inject({ method, url: `/api${url}`, headers: { cookie: who.cookie } });
const partnersOf = async (who: SignedUp) =>
  (await api(who, 'GET', '/get-conversations')).json<{ conversations: Conversation[] }>().conversations.map((c) => c.participants[1]?._id);
const found = async (who: SignedUp, q: string) =>
  (await api(who, 'GET', `/convos-search?q=${encodeURIComponent(q)}`)).json<MessageSearchResults>().data.map((r) => r.message.text);
const summary = async (who: SignedUp) => (await api(who, 'GET', '/live/summary')).json<LiveSummary>();

describe('a block, in the chat and the live layer', () => {
  it('refuses messages, typing and reads both ways and hides the conversation from both', async () => {
    const [ann, ben] = [await signUp(w.t.app), await signUp(w.t.app)];
    await connect(w.t.db, ann.user._id, ben.user._id);
    const annSocket = await w.socket(ann);
    const benSocket = await w.socket(ben);
    expect((await emitAck(annSocket, 'sendMessage', { receiverId: ben.user._id, message: 'pineapple plans' })).ok).toBe(true);
    expect((await emitAck(benSocket, 'sendMessage', { receiverId: ann.user._id, message: 'pineapple reply' })).ok).toBe(true);
    expect(await emitAck(benSocket, 'typing', { receiverId: ann.user._id })).toMatchObject({ ok: true });
    expect((await summary(ann)).unreadTotal).toBe(1);
    expect(await found(ann, 'pineapple')).toHaveLength(2);

    const annOtherTab = await w.socket(ann);
    const toAnnTab = nextEvent<RequestUpdate>(annOtherTab, 'requestUpdate');
    const toBen = collect<RequestUpdate>(benSocket, 'requestUpdate');
    expect((await api(ann, 'POST', `/users/${ben.user._id}/block`)).statusCode).toBe(204);
    // The blocker's other tabs re-read their lists; the blocked person is told nothing.
    expect(await toAnnTab).toEqual({ kind: 'answered', person: { _id: ben.user._id, fullName: ben.user.fullName } });

    for (const [socket, to] of [[annSocket, ben], [benSocket, ann]] as const) {
      const receiverId = to.user._id;
      expect(await emitAck(socket, 'sendMessage', { receiverId, message: 'still there?' })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
      expect(await emitAck(socket, 'typing', { receiverId })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
      expect(await emitAck(socket, 'joinChat', { receiverId })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
    }
    for (const [me, other] of [[ann, ben], [ben, ann]] as const) {
      const history = await api(me, 'GET', `/convos/${other.user._id}`);
      expect(history.statusCode).toBe(404);
      expect(history.json()).toMatchObject({ error: 'USER_NOT_FOUND' });
      expect((await api(me, 'POST', `/convos/${other.user._id}/read`)).statusCode).toBe(404);
      expect(await partnersOf(me)).not.toContain(other.user._id);
      expect(await found(me, 'pineapple')).toEqual([]);
      expect(await summary(me)).toEqual({ unread: [], teamUnread: {}, unreadTotal: 0, pendingRequests: 0 });
      expect((await api(me, 'GET', `/live/presence?ids=${other.user._id}`)).json()).toEqual({ data: [] });
    }
    expect(toBen).toEqual([]);
  });

  it('never announces the presence of someone in a block with you', async () => {
    const [ann, ben, cat] = [await signUp(w.t.app), await signUp(w.t.app), await signUp(w.t.app)];
    await connect(w.t.db, ann.user._id, ben.user._id);
    await connect(w.t.db, ann.user._id, cat.user._id);
    expect((await api(ben, 'POST', `/users/${ann.user._id}/block`)).statusCode).toBe(204);
    const annSocket = await w.socket(ann);
    const seen = collect<Presence>(annSocket, 'presence');
    const benSocket = await w.socket(ben);
    // Cat, still a connection, comes online after Ben: once Ann hears of Cat, she would have heard of Ben.
    await w.socket(cat);
    await until(() => seen.some((p) => p.userId === cat.user._id), 'presence of Cat');
    benSocket.close();
    await until(async () => (await w.t.app.io.in(userRoom(ben.user._id)).fetchSockets()).length === 0, 'Ben offline');
    // The offline announcement goes out after the socket is gone: give it a moment to (not) arrive.
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.map((p) => p.userId)).not.toContain(ben.user._id);
    const ids = [ben.user._id, cat.user._id].join(',');
    expect((await api(ann, 'GET', `/live/presence?ids=${ids}`)).json<Answer<typeof presenceList>>().data.map((p) => p.userId)).toEqual([cat.user._id]);
  });
});
