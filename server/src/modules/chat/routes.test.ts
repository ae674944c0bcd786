import { randomUUID } from 'node:crypto';
import type { ChatMessage, Conversation, PublicUser } from '@hackmate/shared/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema';
import { connect } from '../../testing/connections';
import { createTestApp, type TestApp } from '../../testing/harness';
import { signUp, type SignedUp } from '../../testing/users';
import { sendMessage } from './service';

interface Page {
  messages: ChatMessage[];
  nextCursor: string | null;
  partner: PublicUser;
}

let t: TestApp;
let ann: SignedUp, ben: SignedUp, cat: SignedUp, dan: SignedUp, eve: SignedUp;

async function say(from: SignedUp, to: SignedUp, text: string): Promise<ChatMessage> {
  return (await sendMessage(t.db, { senderId: from.user._id, receiverId: to.user._id, text, clientId: null })).message;
}

function get(url: string, who?: SignedUp) {
  return t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
}

async function page(who: SignedUp, url: string): Promise<Page> {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

const texts = (p: Page) => p.messages.map((m) => m.text);

beforeAll(async () => {
  t = await createTestApp();
  [ann, ben, cat, dan, eve] = [
    await signUp(t.app, { fullName: 'Ann Archer' }),
    await signUp(t.app, { fullName: 'Ben Baker' }),
    await signUp(t.app, { fullName: 'Cat Cooper' }),
    await signUp(t.app, { fullName: 'Dan Dixon' }),
    await signUp(t.app, { fullName: 'Eve Evans' }),
  ];
  await connect(t.db, ann.user._id, ben.user._id);
  await connect(t.db, dan.user._id, ann.user._id);
  await connect(t.db, ann.user._id, eve.user._id);
  await connect(t.db, cat.user._id, ben.user._id);
  for (let i = 1; i <= 7; i += 1) await say(i % 2 ? ann : ben, i % 2 ? ben : ann, `m${i}`);
});
afterAll(() => t?.close());

describe('GET /api/convos/:receiverId', () => {
  it('needs a session', async () => {
    expect((await get(`/api/convos/${ben.user._id}`)).statusCode).toBe(401);
  });

  it('returns the newest page oldest-first, with the partner and a cursor for older pages', async () => {
    const first = await page(ann, `/api/convos/${ben.user._id}?limit=3`);
    expect(texts(first)).toEqual(['m5', 'm6', 'm7']);
    expect(first.partner).toMatchObject({ _id: ben.user._id, fullName: 'Ben Baker' });
    expect(first.partner).not.toHaveProperty('emailId');
    expect(first.messages[2]).toMatchObject({ senderId: ann.user._id, receiverId: ben.user._id, message: 'm7', text: 'm7', senderName: 'Ann Archer' });
    expect(first.messages[1]).toMatchObject({ senderId: ben.user._id, senderName: 'Ben Baker' });

    const second = await page(ann, `/api/convos/${ben.user._id}?limit=3&before=${first.nextCursor}`);
    expect(texts(second)).toEqual(['m2', 'm3', 'm4']);
    const third = await page(ann, `/api/convos/${ben.user._id}?limit=3&before=${second.nextCursor}`);
    expect(texts(third)).toEqual(['m1']);
    expect(third.nextCursor).toBeNull();
  });

  it('is the same conversation from either side', async () => {
    expect(texts(await page(ben, `/api/convos/${ann.user._id}`))).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
  });

  it('returns what arrived after a message id or a time, oldest first', async () => {
    const all = await page(ann, `/api/convos/${ben.user._id}`);
    const m4 = all.messages[3]!;
    const afterId = await page(ann, `/api/convos/${ben.user._id}?after=${m4._id}`);
    expect(texts(afterId)).toEqual(['m5', 'm6', 'm7']);
    expect(afterId.nextCursor).toBeNull();
    expect(texts(await page(ann, `/api/convos/${ben.user._id}?after=${m4._id}&limit=2`))).toEqual(['m5', 'm6']);
    const afterTime = await page(ann, `/api/convos/${ben.user._id}?after=${encodeURIComponent(m4.timestamp)}`);
    expect(texts(afterTime)).toEqual(['m5', 'm6', 'm7']);
  });

  it('reads any valid ISO time as its instant: a year 0000 or an offset of ±23:59 is never a server error', async () => {
    const after = (iso: string) => page(ann, `/api/convos/${ben.user._id}?after=${encodeURIComponent(iso)}`);
    const everything = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'];
    expect(texts(await after('0000-01-01T00:00:00Z'))).toEqual(everything);
    expect(texts(await after('1969-12-31T23:59:59Z'))).toEqual(everything);
    expect(texts(await after('0001-01-01T00:00:00+23:59'))).toEqual(everything);
    expect(texts(await after('9999-12-31T23:59:59-23:59'))).toEqual([]);
    // The same instant written with another offset finds the same messages.
    const m4 = (await page(ann, `/api/convos/${ben.user._id}`)).messages[3]!;
    const shifted = new Date(Date.parse(m4.timestamp) + 20 * 3600_000).toISOString().replace(/\.(\d{3})Z$/, '.$1+20:00');
    expect(texts(await after(shifted))).toEqual(['m5', 'm6', 'm7']);
  });

  it('answers an empty history with the partner when the two have never written', async () => {
    const p = await page(ann, `/api/convos/${eve.user._id}`);
    expect(p).toEqual({ messages: [], nextCursor: null, partner: expect.objectContaining({ _id: eve.user._id, fullName: 'Eve Evans' }), partnerReadAt: null, connected: true });
  });

  it('shows only your own conversations', async () => {
    // Cat is not Ann's connection: no access to anything between them.
    const res = await get(`/api/convos/${ann.user._id}`, cat);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'NOT_CONNECTED' });
    // Cat is Ben's connection: she sees her conversation with Ben, never Ann's.
    expect(texts(await page(cat, `/api/convos/${ben.user._id}`))).toEqual([]);
    await say(cat, ben, 'cat to ben');
    expect(texts(await page(cat, `/api/convos/${ben.user._id}`))).toEqual(['cat to ben']);
    // A cursor from someone else's conversation is refused, not used to read it.
    const annBen = await page(ann, `/api/convos/${ben.user._id}`);
    const stolen = await get(`/api/convos/${ben.user._id}?before=${annBen.messages[3]!._id}`, cat);
    expect(stolen.statusCode).toBe(400);
  });

  it('is 404 for unknown or malformed ids and 400 for yourself or bad parameters', async () => {
    expect((await get(`/api/convos/${randomUUID()}`, ann)).statusCode).toBe(404);
    expect((await get('/api/convos/not-a-uuid', ann)).statusCode).toBe(404);
    expect((await get(`/api/convos/${ann.user._id}`, ann)).statusCode).toBe(400);
    for (const q of ['limit=0', 'limit=500', 'before=nope', 'after=yesterday', `before=${randomUUID()}`]) {
      const res = await get(`/api/convos/${ben.user._id}?${q}`, ann);
      expect(res.statusCode, q).toBe(400);
      expect(res.body).not.toMatch(/select|sql|stack/i);
    }
  });
});

describe('GET /api/get-conversations', () => {
  it('needs a session', async () => {
    expect((await get('/api/get-conversations')).statusCode).toBe(401);
  });

  it('lists conversations newest first with never-used ones last, you first in participants', async () => {
    const fromDan = await say(dan, ann, 'hey from dan');
    // A conversation row without messages (never used) sorts last.
    const [a, e] = ann.user._id < eve.user._id ? [ann.user._id, eve.user._id] : [eve.user._id, ann.user._id];
    await t.db.insert(conversations).values({ userA: a, userB: e });

    const res = await get('/api/get-conversations', ann);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ conversations: Conversation[] }>().conversations;
    expect(list.map((c) => c.participants[1]!.fullName)).toEqual(['Dan Dixon', 'Ben Baker', 'Eve Evans']);
    expect(list[0]).toEqual({
      _id: expect.any(String),
      participants: [expect.objectContaining({ _id: ann.user._id }), expect.objectContaining({ _id: dan.user._id, userName: dan.user.userName })],
      lastMessage: { text: 'hey from dan', timestamp: fromDan.timestamp },
    });
    expect(list[2]!.lastMessage).toBeNull();
    for (const c of list) for (const p of c.participants) expect(p).not.toHaveProperty('emailId');
  });

  it('moves a conversation up when a message arrives, for both participants', async () => {
    await say(ben, ann, 'ben again');
    const annList = (await get('/api/get-conversations', ann)).json<{ conversations: Conversation[] }>().conversations;
    expect(annList[0]).toMatchObject({ participants: [{ _id: ann.user._id }, { _id: ben.user._id }], lastMessage: { text: 'ben again' } });
    const benList = (await get('/api/get-conversations', ben)).json<{ conversations: Conversation[] }>().conversations;
    expect(benList.map((c) => c.participants[1]!._id)).toEqual([ann.user._id, cat.user._id]);
    expect(benList[0]!._id).toBe(annList[0]!._id);
  });

  it('is empty for someone who never chatted', async () => {
    const fay = await signUp(t.app);
    expect((await get('/api/get-conversations', fay)).json()).toEqual({ conversations: [] });
  });
});
