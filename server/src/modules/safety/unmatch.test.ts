import { randomUUID } from 'node:crypto';
import type { Conversation, HistoryPage, MessageSearchResults } from '@hackmate/shared/contracts';
import type { MessagesRead, RequestUpdate } from '@hackmate/shared/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatWorld, type ChatWorld } from '../../testing/chat-world';
import { connect } from '../../testing/connections';
import { ids, wholeFeed } from '../../testing/feed';
import { collect, emitAck, nextEvent } from '../../testing/sockets';
import { signUp, type SignedUp } from '../../testing/users';

let w: ChatWorld;
beforeAll(async () => {
  w = await createChatWorld();
});
afterAll(() => w?.close());

const api = (who: SignedUp | null, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  w.t.app.inject({ method, url: `/api${url}`, headers: who ? { cookie: who.cookie } : {} });
const unmatch = (who: SignedUp | null, otherId: string) => api(who, 'DELETE', `/user/connections/${otherId}`);
const feedOf = async (who: SignedUp) => ids(await wholeFeed(w.t, who));

/** Two connections who wrote to each other, each with a live socket. */
async function pair() {
  const [ann, ben] = [await signUp(w.t.app), await signUp(w.t.app)];
  await connect(w.t.db, ann.user._id, ben.user._id);
  const annSocket = await w.socket(ann);
  const benSocket = await w.socket(ben);
  expect((await emitAck(annSocket, 'sendMessage', { receiverId: ben.user._id, message: 'kumquat idea' })).ok).toBe(true);
  expect((await emitAck(benSocket, 'sendMessage', { receiverId: ann.user._id, message: 'kumquat answer' })).ok).toBe(true);
  return { ann, ben, annSocket, benSocket };
}

describe('DELETE /api/user/connections/:userId', () => {
  it('needs a session, and is 404 unless the two are connected', async () => {
    const [ann, ben, cat] = [await signUp(w.t.app), await signUp(w.t.app), await signUp(w.t.app)];
    expect((await unmatch(null, ben.user._id)).statusCode).toBe(401);
    expect((await api(ann, 'POST', `/reqs/send/interested/${ben.user._id}`)).statusCode).toBe(201);
    for (const id of [ben.user._id, cat.user._id, ann.user._id, randomUUID(), 'not-a-uuid']) {
      const res = await unmatch(ann, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_CONNECTED' });
    }
    // The pending request is untouched.
    expect((await api(ben, 'GET', '/user/reqs/received')).json<{ reqs: unknown[] }>().reqs).toHaveLength(1);
  });

  it.each(['sender', 'receiver'] as const)('ends the connection when the %s asks; the chat stays as history for both, closed', async (side) => {
    const { ann, ben, annSocket, benSocket } = await pair();
    const [me, other] = side === 'sender' ? [ann, ben] : [ben, ann];
    const toAnn = nextEvent<RequestUpdate>(annSocket, 'requestUpdate');
    const toBen = nextEvent<RequestUpdate>(benSocket, 'requestUpdate');
    const res = await unmatch(me, other.user._id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    // Both re-read their lists: an open chat learns it is no longer a connection's.
    expect(await toAnn).toEqual({ kind: 'answered', person: { _id: ben.user._id, fullName: ben.user.fullName } });
    expect(await toBen).toEqual({ kind: 'answered', person: { _id: ann.user._id, fullName: ann.user.fullName } });
    expect((await unmatch(other, me.user._id)).statusCode).toBe(404);

    for (const [who, partner, socket] of [[ann, ben, annSocket], [ben, ann, benSocket]] as const) {
      expect((await api(who, 'GET', '/user/connections')).json()).toEqual({ connections: [] });
      const history = await api(who, 'GET', `/convos/${partner.user._id}`);
      expect(history.statusCode).toBe(200);
      expect(history.json<HistoryPage>()).toMatchObject({ connected: false, partnerReadAt: null, partner: { _id: partner.user._id } });
      expect(history.json<HistoryPage>().messages.map((m) => m.text)).toEqual(['kumquat idea', 'kumquat answer']);
      const conversations = (await api(who, 'GET', '/get-conversations')).json<{ conversations: Conversation[] }>().conversations;
      expect(conversations.map((c) => c.participants[1]?._id)).toContain(partner.user._id);
      expect((await api(who, 'GET', '/convos-search?q=kumquat')).json<MessageSearchResults>().data).toHaveLength(2);
      const receiverId = partner.user._id;
      expect(await emitAck(socket, 'sendMessage', { receiverId, message: 'one more?' })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
      expect(await emitAck(socket, 'typing', { receiverId })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
      // They may meet again in the feed.
      expect(await feedOf(who)).toContain(partner.user._id);
    }
  });

  it('sends no read receipts after the connection ended', async () => {
    const { ann, ben, annSocket } = await pair();
    expect((await unmatch(ann, ben.user._id)).statusCode).toBe(204);
    const receipts = collect<MessagesRead>(annSocket, 'messagesRead');
    const read = await api(ben, 'POST', `/convos/${ann.user._id}/read`);
    expect(read.statusCode).toBe(200);
    // Events reach a socket in order: had a receipt gone out, it would come before Ann's own read.
    const ownRead = nextEvent(annSocket, 'conversationRead');
    await api(ann, 'POST', `/convos/${ben.user._id}/read`);
    await ownRead;
    expect(receipts).toEqual([]);
    expect((await api(ann, 'GET', `/convos/${ben.user._id}`)).json<HistoryPage>().partnerReadAt).toBeNull();
  });

  it('lets the two connect again, with their history', async () => {
    const { ann, ben, annSocket } = await pair();
    expect((await unmatch(ben, ann.user._id)).statusCode).toBe(204);
    expect((await api(ann, 'POST', `/reqs/send/interested/${ben.user._id}`)).statusCode).toBe(201);
    expect((await api(ben, 'POST', `/reqs/send/interested/${ann.user._id}`)).json()).toMatchObject({ message: 'You are now connected' });
    expect((await emitAck(annSocket, 'sendMessage', { receiverId: ben.user._id, message: 'hello again' })).ok).toBe(true);
    const history = (await api(ben, 'GET', `/convos/${ann.user._id}`)).json<HistoryPage>();
    expect(history.connected).toBe(true);
    expect(history.messages.map((m) => m.text)).toEqual(['kumquat idea', 'kumquat answer', 'hello again']);
  });
});
