import type { MessagesRead, Presence, Typing } from '@hackmate/shared/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatWorld, type ChatWorld } from '../../testing/chat-world';
import { collect, emitAck, nextEvent, until } from '../../testing/sockets';
import { connect } from '../../testing/connections';
import { signUp, type SignedUp } from '../../testing/users';

let w: ChatWorld;
beforeAll(async () => {
  w = await createChatWorld();
});
afterAll(() => w?.close());

const api = (user: SignedUp, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  w.t.app.inject({ method, url: `/api${url}`, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

const history = async (user: SignedUp, partner: SignedUp) => (await api(user, 'GET', `/convos/${partner.user._id}`)).json();

describe('typing', () => {
  it('reaches the partner only, and only between connections', async () => {
    const ann = await w.socket(w.ann);
    const ben = await w.socket(w.ben);
    const cat = await w.socket(w.cat);
    const toBen = collect<Typing>(ben, 'typing');
    const toCat = collect<Typing>(cat, 'typing');
    expect(await emitAck(ann, 'typing', { receiverId: w.ben.user._id })).toEqual({ ok: true, data: { receiverId: w.ben.user._id } });
    await until(() => toBen.length === 1, 'typing reaching Ben');
    expect(toBen[0]).toEqual({ userId: w.ann.user._id });
    expect(await emitAck(ann, 'typing', { receiverId: w.cat.user._id })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
    expect(await emitAck(ann, 'typing', { receiverId: 'nobody' })).toMatchObject({ ok: false, error: 'VALIDATION' });
    expect(toCat).toEqual([]);
  });
});

describe('read receipts', () => {
  it('tells the writer when their messages are read, and shows it again after a reload', async () => {
    const ann = await w.socket(w.ann);
    await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'read me' });
    expect((await history(w.ann, w.ben)).partnerReadAt).toBeNull();
    const receipt = nextEvent<MessagesRead>(ann, 'messagesRead');
    expect((await api(w.ben, 'POST', `/convos/${w.ann.user._id}/read`)).statusCode).toBe(200);
    const { by, readAt } = await receipt;
    expect(by).toBe(w.ben.user._id);
    const page = await history(w.ann, w.ben);
    expect(page.partnerReadAt).toBe(readAt);
    expect(Date.parse(readAt)).toBeGreaterThanOrEqual(Date.parse(page.messages.at(-1).timestamp));
  });

  it('works the same over the live connection (markRead), and only for conversations of the reader', async () => {
    const ann = await w.socket(w.ann);
    const ben = await w.socket(w.ben);
    const bensOtherTab = await w.socket(w.ben);
    await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'read me over the socket' });
    const receipt = nextEvent<MessagesRead>(ann, 'messagesRead');
    const elsewhere = nextEvent<{ partnerId: string }>(bensOtherTab, 'conversationRead');
    expect(await emitAck(ben, 'markRead', { partnerId: w.ann.user._id })).toEqual({ ok: true, data: { partnerId: w.ann.user._id, unread: 0 } });
    expect((await receipt).by).toBe(w.ben.user._id);
    expect(await elsewhere).toEqual({ partnerId: w.ann.user._id });
    expect((await api(w.ben, 'GET', '/live/summary')).json().unreadTotal).toBe(0);
    // Nothing new: the position does not move and the writer hears nothing more.
    const again = collect<MessagesRead>(ann, 'messagesRead');
    expect(await emitAck(ben, 'markRead', { partnerId: w.ann.user._id })).toMatchObject({ ok: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(again).toEqual([]);

    expect(await emitAck(ben, 'markRead', { partnerId: 'nope' })).toMatchObject({ ok: false, error: 'VALIDATION' });
    const stranger = await signUp(w.t.app, { fullName: 'Blocked Bea' });
    expect((await api(stranger, 'POST', `/users/${w.ben.user._id}/block`)).statusCode).toBe(204);
    expect(await emitAck(ben, 'markRead', { partnerId: stranger.user._id })).toMatchObject({ ok: false, error: 'USER_NOT_FOUND' });
  });

  it('sends none when either side turned them off, and whoever turns them off sees none', async () => {
    const ann = await w.socket(w.ann);
    const receipts = collect<MessagesRead>(ann, 'messagesRead');
    expect((await api(w.ann, 'PATCH', '/settings/privacy', { readReceipts: false })).json()).toEqual({ data: { showPresence: true, readReceipts: false } });
    await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'and this one?' });
    await api(w.ben, 'POST', `/convos/${w.ann.user._id}/read`);
    expect((await history(w.ann, w.ben)).partnerReadAt).toBeNull();
    // Ann reads Ben's side too: Ben learns nothing either.
    const ben = await w.socket(w.ben);
    const toBen = collect<MessagesRead>(ben, 'messagesRead');
    await emitAck(ben, 'sendMessage', { receiverId: w.ann.user._id, message: 'yes' });
    await api(w.ann, 'POST', `/convos/${w.ben.user._id}/read`);
    expect((await history(w.ben, w.ann)).partnerReadAt).toBeNull();
    await new Promise((r) => setTimeout(r, 200));
    expect(receipts).toEqual([]);
    expect(toBen).toEqual([]);
    expect((await api(w.ann, 'PATCH', '/settings/privacy', { readReceipts: true })).statusCode).toBe(200);
  });
});

describe('presence', () => {
  it('shows connections online while they have a socket, then when they were last active', async () => {
    // Two people of their own: nobody else's sockets keep them online.
    const [dee, eve] = [await signUp(w.t.app, { fullName: 'Dee Dunn' }), await signUp(w.t.app, { fullName: 'Eve Evans' })];
    await connect(w.t.db, dee.user._id, eve.user._id);
    const seen = collect<Presence>(await w.socket(dee), 'presence');
    const [eveTab, eveOtherTab] = [await w.socket(eve), await w.socket(eve)];
    await until(() => seen.some((p) => p.userId === eve.user._id && p.online), "Eve's presence reaching Dee");
    const now = (await api(dee, 'GET', `/live/presence?ids=${eve.user._id},${w.cat.user._id}`)).json();
    // Cat is not Dee's connection: nothing about her.
    expect(now.data).toEqual([{ userId: eve.user._id, online: true, lastActiveAt: expect.any(String) }]);

    // One tab closing is not going away.
    eveTab.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.some((p) => !p.online)).toBe(false);
    eveOtherTab.close();
    await until(() => seen.some((p) => p.userId === eve.user._id && !p.online), "Eve's going away reaching Dee");
    const later = (await api(dee, 'GET', `/live/presence?ids=${eve.user._id}`)).json();
    expect(later.data[0]).toMatchObject({ online: false });
    expect(Date.now() - Date.parse(later.data[0].lastActiveAt)).toBeLessThan(10_000);
  });

  it('shows nothing of someone who hides it, and tells their connections at once', async () => {
    const ann = await w.socket(w.ann);
    await w.socket(w.ben);
    const seen = collect<Presence>(ann, 'presence');
    expect((await api(w.ben, 'PATCH', '/settings/privacy', { showPresence: false })).json()).toEqual({ data: { showPresence: false, readReceipts: true } });
    await until(() => seen.some((p) => p.userId === w.ben.user._id && !p.online && p.lastActiveAt === null), 'the hiding reaching Ann');
    expect((await api(w.ann, 'GET', `/live/presence?ids=${w.ben.user._id}`)).json()).toEqual({ data: [] });
    const count = seen.length;
    await w.socket(w.ben);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.length).toBe(count);
    expect((await api(w.ben, 'GET', '/settings/privacy')).json()).toEqual({ data: { showPresence: false, readReceipts: true } });
    await api(w.ben, 'PATCH', '/settings/privacy', { showPresence: true });
  });

  it('refuses malformed ids and too many at once', async () => {
    expect((await api(w.ann, 'GET', '/live/presence?ids=not-an-id')).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    expect((await api(w.ann, 'GET', `/live/presence?ids=${many}`)).statusCode).toBe(400);
  });
});
