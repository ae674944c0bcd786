import type { LiveSummary, RequestUpdate } from '@hackmate/shared/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatWorld, type ChatWorld } from '../../testing/chat-world';
import { collect, emitAck, nextEvent, until } from '../../testing/sockets';
import { signUp, type SignedUp } from '../../testing/users';

let w: ChatWorld;
beforeAll(async () => {
  w = await createChatWorld();
});
afterAll(() => w?.close());

async function summaryOf(user: SignedUp): Promise<LiveSummary> {
  const res = await w.t.app.inject({ method: 'GET', url: '/api/live/summary', headers: { cookie: user.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const read = (user: SignedUp, partnerId: string) =>
  w.t.app.inject({ method: 'POST', url: `/api/convos/${partnerId}/read`, headers: { cookie: user.cookie } });

const swipe = (user: SignedUp, status: string, otherId: string) =>
  w.t.app.inject({ method: 'POST', url: `/api/reqs/send/${status}/${otherId}`, headers: { cookie: user.cookie } });

describe('unread counts from stored read positions', () => {
  it('counts what the partner wrote since the last read, clears on read, and replying reads too', async () => {
    const ann = await w.socket(w.ann);
    for (const message of ['one', 'two', 'three']) {
      expect((await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message })).ok).toBe(true);
    }
    expect(await summaryOf(w.ben)).toEqual({ unread: [{ partnerId: w.ann.user._id, unread: 3 }], teamUnread: {}, unreadTotal: 3, pendingRequests: 0 });
    // The writer has read their own conversation.
    expect((await summaryOf(w.ann)).unreadTotal).toBe(0);

    const benTab = await w.socket(w.ben);
    const cleared = nextEvent<{ partnerId: string }>(benTab, 'conversationRead');
    const res = await read(w.ben, w.ann.user._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ partnerId: w.ann.user._id, unread: 0 });
    // Ben's other tabs hear of it, so their badge clears too.
    expect(await cleared).toEqual({ partnerId: w.ann.user._id });
    expect((await summaryOf(w.ben)).unreadTotal).toBe(0);

    await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'four' });
    expect((await summaryOf(w.ben)).unread).toEqual([{ partnerId: w.ann.user._id, unread: 1 }]);
    await emitAck(benTab, 'sendMessage', { receiverId: w.ann.user._id, message: 'got it' });
    expect((await summaryOf(w.ben)).unreadTotal).toBe(0);
    expect((await summaryOf(w.ann)).unread).toEqual([{ partnerId: w.ben.user._id, unread: 1 }]);
  });

  it("cannot touch anyone else's read position, and refuses a malformed id", async () => {
    const ann = await w.socket(w.ann);
    await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'are you there?' });
    const before = (await summaryOf(w.ben)).unreadTotal;
    expect(before).toBeGreaterThan(0);
    // Cat names Ann: only a conversation of Cat's own could move, and she has none with Ann.
    expect((await read(w.cat, w.ann.user._id)).statusCode).toBe(200);
    expect((await summaryOf(w.ben)).unreadTotal).toBe(before);
    expect((await read(w.ben, 'not-an-id')).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/live/summary' })).statusCode).toBe(401);
  });
});

describe('pending requests and their live updates', () => {
  it('counts pending requests and tells each side what concerns them, naming the other', async () => {
    const [dee, eve] = [await signUp(w.t.app, { fullName: 'Dee Dunn' }), await signUp(w.t.app, { fullName: 'Eve Evans' })];
    const deeSocket = await w.socket(dee);
    const eveSocket = await w.socket(eve);
    const toDee = collect<RequestUpdate>(deeSocket, 'requestUpdate');
    const toEve = collect<RequestUpdate>(eveSocket, 'requestUpdate');

    expect((await swipe(dee, 'interested', eve.user._id)).statusCode).toBe(201);
    await until(() => toEve.length === 1, 'the request reaching Eve');
    expect(toEve[0]).toEqual({ kind: 'received', person: { _id: dee.user._id, fullName: 'Dee Dunn' } });
    expect((await summaryOf(eve)).pendingRequests).toBe(1);

    // Eve answers by swiping Interested on Dee: they are connected.
    expect((await swipe(eve, 'interested', dee.user._id)).json().message).toBe('You are now connected');
    await until(() => toDee.length === 1 && toEve.length === 2, 'the answer reaching both');
    expect(toDee[0]).toMatchObject({ kind: 'accepted', person: { _id: eve.user._id, fullName: 'Eve Evans' }, match: { partner: { _id: eve.user._id } } });
    expect(toEve[1]).toEqual({ kind: 'answered', person: { _id: dee.user._id, fullName: 'Dee Dunn' } });
    expect((await summaryOf(eve)).pendingRequests).toBe(0);
  });

  it('never tells the sender they were turned down; a withdrawal clears the badge', async () => {
    const [fay, gus, hal] = [await signUp(w.t.app, { fullName: 'Fay Ford' }), await signUp(w.t.app, { fullName: 'Gus Gray' }), await signUp(w.t.app, { fullName: 'Hal Hill' })];
    const toFay = collect<RequestUpdate>(await w.socket(fay), 'requestUpdate');
    const toGus = collect<RequestUpdate>(await w.socket(gus), 'requestUpdate');
    const sent = (await swipe(fay, 'interested', gus.user._id)).json().request;
    await until(() => toGus.length === 1, 'the request reaching Gus');
    const rejected = await w.t.app.inject({ method: 'PATCH', url: `/api/reqs/review/rejected/${sent._id}`, headers: { cookie: gus.cookie } });
    expect(rejected.statusCode).toBe(200);
    await until(() => toGus.length === 2, "Gus's other tabs hearing of the answer");
    expect(toGus[1]!.kind).toBe('answered');

    const toHal = collect<RequestUpdate>(await w.socket(hal), 'requestUpdate');
    const pending = (await swipe(fay, 'interested', hal.user._id)).json().request;
    await until(() => toHal.length === 1, 'the request reaching Hal');
    expect((await summaryOf(hal)).pendingRequests).toBe(1);
    await w.t.app.inject({ method: 'PATCH', url: `/api/reqs/review/withdraw/${pending._id}`, headers: { cookie: fay.cookie } });
    await until(() => toHal.length === 2, 'the withdrawal reaching Hal');
    expect(toHal[1]).toEqual({ kind: 'withdrawn', person: { _id: fay.user._id, fullName: 'Fay Ford' } });
    expect((await summaryOf(hal)).pendingRequests).toBe(0);
    // A moment for anything wrongly addressed to arrive: Fay heard nothing of Gus's answer.
    await new Promise((r) => setTimeout(r, 200));
    expect(toFay).toEqual([]);
  });

  it('never tells anyone of an Ignore, nor of its Undo', async () => {
    const [ida, jon] = [await signUp(w.t.app, { fullName: 'Ida Ince' }), await signUp(w.t.app, { fullName: 'Jon Judd' })];
    const toJon = collect<RequestUpdate>(await w.socket(jon), 'requestUpdate');
    const ignored = (await swipe(ida, 'ignore', jon.user._id)).json().request;
    const undone = await w.t.app.inject({ method: 'PATCH', url: `/api/reqs/review/withdraw/${ignored._id}`, headers: { cookie: ida.cookie } });
    expect(undone.statusCode).toBe(200);
    // Interested afterwards is heard: anything wrongly sent for the two before would arrive first.
    await swipe(ida, 'interested', jon.user._id);
    await until(() => toJon.length > 0, 'the request reaching Jon');
    expect(toJon).toEqual([{ kind: 'received', person: { _id: ida.user._id, fullName: 'Ida Ince' } }]);
  });
});
