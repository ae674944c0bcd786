import { and, eq } from 'drizzle-orm';
import { connectionRequests } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { signUp, type SignedUp } from '../../testing/users';

const t = await createTestApp();
afterAll(() => t.close());

const call = (who: SignedUp, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie: who.cookie } });

const send = (from: SignedUp, to: SignedUp | string, status = 'interested') =>
  call(from, 'POST', `/reqs/send/${status}/${typeof to === 'string' ? to : to.user._id}`);
const review = (who: SignedUp, status: string, requestId: string) => call(who, 'PATCH', `/reqs/review/${status}/${requestId}`);

async function pairRows(a: SignedUp, b: SignedUp) {
  const rows = await t.db.select().from(connectionRequests);
  return rows.filter((r) => [r.senderId, r.receiverId].sort().join() === [a.user._id, b.user._id].sort().join());
}

async function requestId(from: SignedUp, to: SignedUp): Promise<string> {
  const res = await send(from, to);
  expect(res.statusCode).toBe(201);
  return res.json<{ request: { _id: string } }>().request._id;
}

async function statusOf(id: string) {
  const [row] = await t.db.select().from(connectionRequests).where(eq(connectionRequests.id, id));
  return row?.status ?? 'gone';
}

const people = (n: number) => Promise.all(Array.from({ length: n }, () => signUp(t.app)));

describe('POST /api/reqs/send/:status/:userId', () => {
  it('records interested and ignore swipes', async () => {
    const [a, b, c] = await people(3);
    const res = await send(a!, b!);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ request: { senderId: a!.user._id, receiverId: b!.user._id, status: 'interested' } });
    const ignored = await send(a!, c!, 'ignore');
    expect(ignored.statusCode).toBe(201);
    expect(ignored.json().request.status).toBe('ignore');
  });

  it('refuses a bad status, yourself, unknown or malformed users, and anonymous callers', async () => {
    const [a, b] = await people(2);
    const bad = await send(a!, b!, 'accepted');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION', details: { status: expect.stringMatching(/^Status must be/) } });
    const self = await send(a!, a!);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('SELF_REQUEST');
    expect((await send(a!, '7d4f7a36-1111-4c1b-9a3e-000000000000')).statusCode).toBe(404);
    expect((await send(a!, 'not-a-uuid')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/reqs/send/interested/${b!.user._id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await pairRows(a!, b!)).toHaveLength(0);
  });

  it('refuses a second request between the same two people, unless it answers their pending Interested', async () => {
    const [a, b, c, d] = await people(4);
    await requestId(a!, b!);
    expect((await send(a!, b!)).statusCode).toBe(409);
    // B swiping on A, whose Interested awaits B's answer, answers it.
    const reverse = await send(b!, a!, 'ignore');
    expect(reverse.statusCode).toBe(201);
    expect(reverse.json()).toMatchObject({ message: 'User ignored', request: { senderId: a!.user._id, receiverId: b!.user._id, status: 'rejected' } });
    expect(await pairRows(a!, b!)).toHaveLength(1);
    // Once answered, nothing more between them.
    const again = await send(b!, a!);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('REQUEST_EXISTS');
    // Interested back is a match: the two are connected.
    await requestId(c!, d!);
    const match = await send(d!, c!);
    expect(match.json()).toMatchObject({ message: 'You are now connected', request: { status: 'accepted' } });
    // An ignore counts as a request too, and is never answered by a swipe.
    expect((await send(a!, c!, 'ignore')).statusCode).toBe(201);
    expect((await send(c!, a!)).statusCode).toBe(409);
  });

  it('leaves exactly one request when sends race (A→B twice, A→B against B→A)', async () => {
    const [a, b, c, d] = await people(4);
    const twice = await Promise.all([send(a!, b!), send(a!, b!), send(a!, b!)]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await pairRows(a!, b!)).toHaveLength(1);

    // One swipe creates the request; an Interested may take back the same side's pass, and at
    // most one other answers it (when it crossed an Interested).
    const crossed = await Promise.all([send(c!, d!), send(d!, c!), send(c!, d!, 'ignore'), send(d!, c!, 'ignore')]);
    const created = crossed.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(created.length).toBeLessThanOrEqual(3);
    expect(crossed.filter((r) => r.statusCode === 409)).toHaveLength(4 - created.length);
    expect(await pairRows(c!, d!)).toHaveLength(1);
  });
});

describe('GET /api/reqs/passed', () => {
  it('lists the people one passed, most recent first, and Interested on one turns the pass into a request', async () => {
    const [a, b, c, d] = await people(4);
    await send(a!, b!, 'ignore');
    await send(a!, c!, 'ignore');
    await send(a!, d!);
    // Passes of others and requests are not listed.
    await send(b!, c!, 'ignore');
    const passed = async () => (await call(a!, 'GET', '/reqs/passed')).json<{ data: { user: { _id: string }; passedAt: string }[] }>().data;
    expect((await passed()).map((p) => p.user._id)).toEqual([c!.user._id, b!.user._id]);
    expect(JSON.stringify(await passed())).not.toContain('@');

    const again = await send(a!, b!);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ message: 'Connection request sent', request: { senderId: a!.user._id, receiverId: b!.user._id, status: 'interested' } });
    expect((await passed()).map((p) => p.user._id)).toEqual([c!.user._id]);
    // B now has it to answer, as any request; its 7 days start now.
    const received = (await call(b!, 'GET', '/user/reqs/received')).json<{ reqs: { senderId: { _id: string } }[] }>().reqs;
    expect(received.map((r) => r.senderId._id)).toEqual([a!.user._id]);
    const [row] = await pairRows(a!, b!);
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
    // Someone else's pass is never theirs to take back.
    expect((await send(c!, b!)).statusCode).toBe(409);
  });

  it('is for signed-in people only and refuses a bad limit', async () => {
    const [a] = await people(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/reqs/passed' })).statusCode).toBe(401);
    expect((await call(a!, 'GET', '/reqs/passed?limit=500')).statusCode).toBe(400);
  });
});

describe('PATCH /api/reqs/review/:status/:requestId', () => {
  it('lets the receiver accept a pending request', async () => {
    const [a, b] = await people(2);
    const id = await requestId(a!, b!);
    const res = await review(b!, 'accepted', id);
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({ _id: id, status: 'accepted' });
    expect(await statusOf(id)).toBe('accepted');
  });

  it('lets the receiver reject a pending request', async () => {
    const [a, b] = await people(2);
    const id = await requestId(a!, b!);
    expect((await review(b!, 'rejected', id)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('rejected');
  });

  it('refuses the sender accepting or rejecting their own request, and changes nothing', async () => {
    const [a, b] = await people(2);
    const id = await requestId(a!, b!);
    for (const status of ['accepted', 'rejected']) {
      const res = await review(a!, status, id);
      expect(res.statusCode).toBe(403);
    }
    expect(await statusOf(id)).toBe('interested');
  });

  it('answers a third person 404 for every action and changes nothing', async () => {
    const [a, b, stranger] = await people(3);
    const id = await requestId(a!, b!);
    for (const status of ['accepted', 'rejected', 'withdraw']) {
      const res = await review(stranger!, status, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('REQUEST_NOT_FOUND');
    }
    expect(await statusOf(id)).toBe('interested');
  });

  it('lets only the sender withdraw, and only while pending; withdrawing removes the request', async () => {
    const [a, b] = await people(2);
    const id = await requestId(a!, b!);
    expect((await review(b!, 'withdraw', id)).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('interested');
    const res = await review(a!, 'withdraw', id);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('gone');
    // Gone means they may meet again: a new request is possible, either way round.
    expect((await send(b!, a!)).statusCode).toBe(201);
  });

  it('refuses to withdraw an accepted connection or review an answered request', async () => {
    const [a, b] = await people(2);
    const id = await requestId(a!, b!);
    expect((await review(b!, 'accepted', id)).statusCode).toBe(200);
    const withdraw = await review(a!, 'withdraw', id);
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json().error).toBe('NOT_PENDING');
    expect((await review(b!, 'rejected', id)).statusCode).toBe(409);
    expect(await statusOf(id)).toBe('accepted');
  });

  it('cannot answer an ignore swipe', async () => {
    const [a, b] = await people(2);
    const res = await send(a!, b!, 'ignore');
    const id = res.json().request._id as string;
    expect((await review(b!, 'accepted', id)).statusCode).toBe(409);
    expect((await review(b!, 'rejected', id)).statusCode).toBe(409);
    expect(await statusOf(id)).toBe('ignore');
  });

  it("lets the one who ignored take it back (the feed's Undo), and nobody else", async () => {
    const [a, b, stranger] = await people(3);
    const id = (await send(a!, b!, 'ignore')).json().request._id as string;
    expect((await review(stranger!, 'withdraw', id)).statusCode).toBe(404);
    expect((await review(b!, 'withdraw', id)).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('ignore');
    const res = await review(a!, 'withdraw', id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ request: { _id: id, status: 'ignore' } });
    expect(await statusOf(id)).toBe('gone');
    // They may meet again: the undone Ignore no longer stands between them.
    expect((await send(a!, b!)).statusCode).toBe(201);
  });

  it('cannot take back an Ignore that answered their request (a pass)', async () => {
    const [a, b] = await people(2);
    const id = await requestId(b!, a!);
    expect((await send(a!, b!, 'ignore')).json().request).toMatchObject({ _id: id, status: 'rejected' });
    expect((await review(a!, 'withdraw', id)).statusCode).toBe(403);
    expect((await review(b!, 'withdraw', id)).statusCode).toBe(409);
    expect(await statusOf(id)).toBe('rejected');
  });

  it('lets exactly one of two racing reviews win', async () => {
    const [a, b] = await people(2);
    const id = await requestId(a!, b!);
    const results = await Promise.all([review(b!, 'accepted', id), review(b!, 'rejected', id), review(a!, 'withdraw', id)]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const winner = results.findIndex((r) => r.statusCode === 200);
    expect(await statusOf(id)).toBe(['accepted', 'rejected', 'gone'][winner]);
  });

  it('refuses bad statuses and malformed or unknown ids', async () => {
    const [a, b] = await people(2);
    const id = await requestId(a!, b!);
    const bad = await review(b!, 'interested', id);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION', details: { status: expect.stringMatching(/^Status must be/) } });
    expect((await review(b!, 'accepted', 'nope')).statusCode).toBe(404);
    expect((await review(b!, 'accepted', '7d4f7a36-1111-4c1b-9a3e-000000000000')).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('interested');
  });
});

describe('GET /api/user/reqs/received|sent and /api/user/connections', () => {
  it('lists pending requests with the other person populated and nothing private', async () => {
    const [a, b, c] = await people(3);
    const ab = await requestId(a!, b!);
    const cb = await requestId(c!, b!);
    await send(a!, c!, 'ignore');

    const received = await call(b!, 'GET', '/user/reqs/received');
    expect(received.statusCode).toBe(200);
    const reqs = received.json<{ reqs: { _id: string; senderId: { _id: string; userName: string }; receiverId: { _id: string }; status: string }[] }>().reqs;
    expect(reqs.map((r) => r._id).sort()).toEqual([ab, cb].sort());
    const fromA = reqs.find((r) => r._id === ab)!;
    expect(fromA.senderId).toMatchObject({ _id: a!.user._id, userName: a!.user.userName, fullName: a!.user.fullName });
    expect(fromA.receiverId._id).toBe(b!.user._id);
    expect(fromA.status).toBe('interested');
    expect(received.body).not.toContain('@example.com');
    expect(received.body).not.toMatch(/password|emailId/i);

    const sent = await call(a!, 'GET', '/user/reqs/sent');
    // The ignore swipe on c is not a pending request.
    expect(sent.json().reqs.map((r: { _id: string }) => r._id)).toEqual([ab]);
  });

  it('drops answered requests from both lists', async () => {
    const [a, b] = await people(2);
    const id = await requestId(a!, b!);
    await review(b!, 'rejected', id);
    expect((await call(b!, 'GET', '/user/reqs/received')).json().reqs).toEqual([]);
    expect((await call(a!, 'GET', '/user/reqs/sent')).json().reqs).toEqual([]);
  });

  it('lists accepted connections for both people and 200 [] for nobody', async () => {
    const [a, b, c, loner] = await people(4);
    await review(b!, 'accepted', await requestId(a!, b!));
    await review(a!, 'accepted', await requestId(c!, a!));
    await review(c!, 'rejected', await requestId(b!, c!));

    const ofA = await call(a!, 'GET', '/user/connections');
    expect(ofA.statusCode).toBe(200);
    expect(ofA.json().connections.map((u: { _id: string }) => u._id).sort()).toEqual([b!.user._id, c!.user._id].sort());
    expect(ofA.body).not.toMatch(/emailId|password/);
    expect((await call(b!, 'GET', '/user/connections')).json().connections.map((u: { _id: string }) => u._id)).toEqual([a!.user._id]);
    const none = await call(loner!, 'GET', '/user/connections');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ connections: [] });
  });

  it('needs a session', async () => {
    for (const url of ['/api/user/reqs/received', '/api/user/reqs/sent', '/api/user/connections']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

it('keeps the pair rule in the database itself', async () => {
  const [a, b] = await people(2);
  await t.db.insert(connectionRequests).values({ senderId: a!.user._id, receiverId: b!.user._id, status: 'ignore' });
  await expect(t.db.insert(connectionRequests).values({ senderId: b!.user._id, receiverId: a!.user._id, status: 'interested' })).rejects.toThrow();
  const rows = await t.db.select().from(connectionRequests).where(and(eq(connectionRequests.senderId, b!.user._id)));
  expect(rows).toHaveLength(0);
});

describe('GET /api/reqs/with/:userId', () => {
  const standing = async (who: SignedUp, other: SignedUp | string) => {
    const res = await call(who, 'GET', `/reqs/with/${typeof other === 'string' ? other : other.user._id}`);
    return { status: res.statusCode, body: res.json() };
  };

  it('tells each side where they stand, through a request and its answer', async () => {
    const [a, b] = await people(2);
    expect(await standing(a!, b!)).toEqual({ status: 200, body: { data: { state: 'none', requestId: null } } });
    const id = await requestId(a!, b!);
    expect((await standing(a!, b!)).body.data).toEqual({ state: 'sent', requestId: id });
    expect((await standing(b!, a!)).body.data).toEqual({ state: 'received', requestId: id });
    await send(b!, a!);
    expect((await standing(a!, b!)).body.data.state).toBe('connected');
    expect((await standing(b!, a!)).body.data.state).toBe('connected');
  });

  it('never tells a sender they were turned down; an ignore closes it for the one who ignored', async () => {
    const [a, b, c] = await people(3);
    const id = await requestId(a!, b!);
    expect((await review(b!, 'rejected', id)).statusCode).toBe(200);
    expect((await standing(a!, b!)).body.data.state).toBe('sent');
    expect((await standing(b!, a!)).body.data.state).toBe('closed');
    await send(c!, a!, 'ignore');
    expect((await standing(c!, a!)).body.data.state).toBe('closed');
  });

  it('is 404 for yourself, unknown or malformed ids, and anyone in a block; 401 without a session', async () => {
    const [a, b] = await people(2);
    expect((await standing(a!, a!)).status).toBe(404);
    expect((await standing(a!, '7d4f7a36-1111-4c1b-9a3e-000000000000')).status).toBe(404);
    expect((await standing(a!, 'nope')).status).toBe(404);
    expect((await call(b!, 'POST', `/users/${a!.user._id}/block`)).statusCode).toBe(204);
    expect((await standing(a!, b!)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/reqs/with/${b!.user._id}` })).statusCode).toBe(401);
  });
});
