import type { AccountExport, Answer, ConnectionRequest, LiveSummary, teamRequestInboxAnswer } from '@hackmate/shared/contracts';
import type { RequestUpdate, TeamRequestUpdate } from '@hackmate/shared/types';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { blocks, connectionRequests, teamRequests } from '../../db/schema';
import { ids, wholeFeed } from '../../testing/feed';
import { createTestApp, type TestApp } from '../../testing/harness';
import { collect, connectSocket, until, type ClientSocket } from '../../testing/sockets';
import { ageRequest, signUpMany, teamsWorld } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';
import { scheduleExpirySweep, sweepExpiredRequests } from './expiry';

// On PostgreSQL the two sweeps below really run at once (one pooled connection each); the
// embedded database runs them one after another. Both must expire each request once.
const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
const baseUrl = await t.listen();
const open: ClientSocket[] = [];
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});
const w = teamsWorld(t);
const { api } = w;

const people = <N extends number>(n: N) => signUpMany(t.app, n);
const [host] = await people(1);

async function socketOf(who: SignedUp): Promise<ClientSocket> {
  const s = await connectSocket(baseUrl, who.cookie);
  open.push(s);
  return s;
}

async function request(from: SignedUp, to: SignedUp): Promise<string> {
  const res = await api(from, 'POST', `/reqs/send/interested/${to.user._id}`);
  expect(res.statusCode).toBe(201);
  return res.json<{ request: { _id: string } }>().request._id;
}

/** Makes a connection request as old as `days` days, straight in the database. */
const age = (requestId: string, days: number) =>
  t.db
    .update(connectionRequests)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(connectionRequests.id, requestId));

const statusOf = async (id: string) => (await t.db.select({ status: connectionRequests.status }).from(connectionRequests).where(eq(connectionRequests.id, id)))[0]?.status;
const teamStatusOf = async (id: string) => (await t.db.select({ status: teamRequests.status }).from(teamRequests).where(eq(teamRequests.id, id)))[0]?.status;
const box = async (who: SignedUp, which: 'received' | 'sent') => (await api(who, 'GET', `/user/reqs/${which}`)).json<{ reqs: ConnectionRequest[] }>().reqs;
const pending = async (who: SignedUp) => (await api(who, 'GET', '/live/summary')).json<LiveSummary>().pendingRequests;
const inbox = async (who: SignedUp) => (await api(who, 'GET', '/teams/requests')).json<Answer<typeof teamRequestInboxAnswer>>().data;
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('connection requests unanswered for 7 days', () => {
  it('expire after 7 days, not before; they leave the receiver\'s list and count and stay in the sender\'s Sent, marked', async () => {
    const [ana, ben, cy] = await people(3);
    const old = await request(ana, ben);
    const recent = await request(cy, ben);
    await age(old, 8);
    await age(recent, 6);
    expect(await pending(ben)).toBe(2);
    // Ana's Interested brings her into Ben's feed while it waits for his answer.
    expect(ids(await wholeFeed(t, ben))).toContain(ana.user._id);

    const swept = await sweepExpiredRequests(t.app);
    expect(swept.connections.map((r) => r.id)).toContain(old);
    expect(swept.connections.map((r) => r.id)).not.toContain(recent);
    expect(await statusOf(old)).toBe('expired');
    expect(await statusOf(recent)).toBe('interested');

    expect((await box(ben, 'received')).map((r) => r._id)).toEqual([recent]);
    expect(await pending(ben)).toBe(1);
    const sent = await box(ana, 'sent');
    expect(sent).toEqual([expect.objectContaining({ _id: old, status: 'expired', receiverId: expect.objectContaining({ _id: ben.user._id }) })]);
    expect((await box(cy, 'sent')).map((r) => [r._id, r.status])).toEqual([[recent, 'interested']]);

    // Answering it or withdrawing it is too late; the pair stays out of each other's way.
    expect((await api(ben, 'PATCH', `/reqs/review/accepted/${old}`)).json()).toMatchObject({ error: 'NOT_PENDING' });
    expect((await api(ana, 'PATCH', `/reqs/review/withdraw/${old}`)).json()).toMatchObject({ error: 'NOT_PENDING' });
    expect((await api(ana, 'POST', `/reqs/send/interested/${ben.user._id}`)).statusCode).toBe(409);
    expect((await api(ben, 'POST', `/reqs/send/interested/${ana.user._id}`)).statusCode).toBe(409);
    expect(ids(await wholeFeed(t, ben))).not.toContain(ana.user._id);
    expect(ids(await wholeFeed(t, ana))).not.toContain(ben.user._id);

    // Listed to the sender until 14 days after sending.
    await age(old, 13);
    expect((await box(ana, 'sent')).map((r) => r._id)).toEqual([old]);
    await age(old, 15);
    expect(await box(ana, 'sent')).toEqual([]);

    // Both exports name it as expired (the contract knows the status).
    const exportOf = async (who: SignedUp) => {
      const res = await api(who, 'GET', '/account/export');
      expect(res.statusCode).toBe(200);
      return res.json<AccountExport>().requests;
    };
    expect((await exportOf(ana)).sent).toContainEqual(expect.objectContaining({ _id: old, status: 'expired' }));
    expect((await exportOf(ben)).received).toContainEqual(expect.objectContaining({ _id: old, status: 'expired' }));
  });

  it('tells the sender (naming the receiver) and the receiver (naming the sender), once, even when two sweeps run at once', async () => {
    const [ana, ben] = await people(2);
    const id = await request(ana, ben);
    const [anaTab, benTab] = [await socketOf(ana), await socketOf(ben)];
    const toAna = collect<RequestUpdate>(anaTab, 'requestUpdate');
    const toBen = collect<RequestUpdate>(benTab, 'requestUpdate');
    await age(id, 8);

    const sweeps = await Promise.all([sweepExpiredRequests(t.app), sweepExpiredRequests(t.app)]);
    expect(sweeps.flatMap((s) => s.connections).filter((r) => r.id === id)).toHaveLength(1);
    await until(() => toAna.length > 0 && toBen.length > 0, 'the expiry reaching both');
    await settle();
    expect(toAna).toEqual([{ kind: 'expired', box: 'sent', person: { _id: ben.user._id, fullName: ben.user.fullName } }]);
    expect(toBen).toEqual([{ kind: 'expired', box: 'received', person: { _id: ana.user._id, fullName: ana.user.fullName } }]);
  });

  it('tells nobody of someone hidden from them', async () => {
    const [ana, ben] = await people(2);
    const id = await request(ana, ben);
    const anaTab = await socketOf(ana);
    const toAna = collect<RequestUpdate>(anaTab, 'requestUpdate');
    await age(id, 8);
    // Suspended meanwhile: Ana must not hear Ben's name again.
    await t.db.execute(sql`update users set suspended_at = now() where id = ${ben.user._id}`);
    const swept = await sweepExpiredRequests(t.app);
    expect(swept.connections.find((r) => r.id === id)).toMatchObject({ senderSees: false, receiverSees: true });
    await settle();
    expect(toAna).toEqual([]);
  });
});

describe('invites and join requests unanswered for 7 days', () => {
  it('are stored as expired (not before), told to both sides, and shown to the sender for a week', async () => {
    const event = await w.createEvent(host);
    const [owner, lia, max, zoe] = await people(4);
    const team = await w.createTeam(owner, event._id);
    for (const who of [lia, max, zoe]) await w.look(who, event._id);
    const invite = await w.invite(owner, team._id, lia);
    const ask = await w.askToJoin(max, team._id);
    const fresh = await w.askToJoin(zoe, team._id);
    await ageRequest(t, invite._id, 8);
    await ageRequest(t, ask._id, 8);
    await ageRequest(t, fresh._id, 6);
    const [ownerTab, liaTab, maxTab] = [await socketOf(owner), await socketOf(lia), await socketOf(max)];
    const toOwner = collect<TeamRequestUpdate>(ownerTab, 'teamRequestUpdate');
    const toLia = collect<TeamRequestUpdate>(liaTab, 'teamRequestUpdate');
    const toMax = collect<TeamRequestUpdate>(maxTab, 'teamRequestUpdate');

    const sweeps = await Promise.all([sweepExpiredRequests(t.app), sweepExpiredRequests(t.app)]);
    const expiredIds = sweeps.flatMap((s) => s.teams).map((r) => r.id);
    expect(expiredIds.filter((id) => id === invite._id || id === ask._id).sort()).toEqual([invite._id, ask._id].sort());
    expect(expiredIds).not.toContain(fresh._id);
    expect([await teamStatusOf(invite._id), await teamStatusOf(ask._id), await teamStatusOf(fresh._id)]).toEqual(['expired', 'expired', 'pending']);

    await until(() => toOwner.length === 2 && toLia.length === 1 && toMax.length === 1, 'the expiries reaching both sides');
    await settle();
    const base = { kind: 'expired', teamId: team._id, teamName: team.name };
    const owning = { _id: owner.user._id, fullName: owner.user.fullName };
    expect(toOwner).toEqual(
      expect.arrayContaining([
        { ...base, requestId: invite._id, requestKind: 'invite', box: 'sent', person: { _id: lia.user._id, fullName: lia.user.fullName } },
        { ...base, requestId: ask._id, requestKind: 'join', box: 'received', person: { _id: max.user._id, fullName: max.user.fullName } },
      ]),
    );
    expect(toOwner).toHaveLength(2);
    expect(toLia).toEqual([{ ...base, requestId: invite._id, requestKind: 'invite', box: 'received', person: owning }]);
    expect(toMax).toEqual([{ ...base, requestId: ask._id, requestKind: 'join', box: 'sent', person: owning }]);

    // Later: the senders' inboxes show them as expired after what is still pending; the receivers' never.
    const ownersInbox = await inbox(owner);
    expect(ownersInbox.received.map((r) => r._id)).toEqual([fresh._id]);
    expect(ownersInbox.sent.map((r) => [r._id, r.status])).toEqual([[invite._id, 'expired']]);
    expect((await inbox(max)).sent.map((r) => [r._id, r.status])).toEqual([[ask._id, 'expired']]);
    expect(await inbox(lia)).toEqual({ received: [], sent: [] });

    // Asked again, the expired one gives way to the new one; a week after expiring it is gone.
    const again = await w.askToJoin(max, team._id);
    expect((await inbox(max)).sent.map((r) => [r._id, r.status])).toEqual([[again._id, 'pending']]);
    await ageRequest(t, invite._id, 15);
    expect((await inbox(owner)).sent).toEqual([]);
  });

  it('shows one past its expiry as expired to its sender before the sweep stores it', async () => {
    const event = await w.createEvent(host);
    const [owner, lia] = await people(2);
    const team = await w.createTeam(owner, event._id);
    await w.look(lia, event._id);
    const ask = await w.askToJoin(lia, team._id);
    await ageRequest(t, ask._id, 8);
    expect(await teamStatusOf(ask._id)).toBe('pending');
    expect((await inbox(lia)).sent).toEqual([expect.objectContaining({ _id: ask._id, status: 'expired' })]);
    expect((await inbox(owner)).received).toEqual([]);
  });

  it('stores one whose event ended before its expiry as cancelled (as it reads), telling nobody', async () => {
    const event = await w.createEvent(host);
    const [owner, lia] = await people(2);
    const team = await w.createTeam(owner, event._id);
    await w.look(lia, event._id);
    const ask = await w.askToJoin(lia, team._id);
    const heard = [await socketOf(owner), await socketOf(lia)].map((s) => collect<TeamRequestUpdate>(s, 'teamRequestUpdate'));
    await ageRequest(t, ask._id, 8);
    // The event ended 10 days ago, before the request's 7 days were up.
    await t.db.execute(sql`update events set starts_at = now() - interval '20 days', ends_at = now() - interval '10 days' where id = ${event._id}`);
    const swept = await sweepExpiredRequests(t.app);
    expect(swept.teams.map((r) => r.id)).not.toContain(ask._id);
    expect(await teamStatusOf(ask._id)).toBe('cancelled');
    expect((await inbox(lia)).sent).toEqual([]);
    await settle();
    expect(heard).toEqual([[], []]);
  });

  it('tells neither side across a block', async () => {
    const event = await w.createEvent(host);
    const [owner, max] = await people(2);
    const team = await w.createTeam(owner, event._id);
    await w.look(max, event._id);
    const invite = await w.invite(owner, team._id, max);
    await ageRequest(t, invite._id, 8);
    await t.db.insert(blocks).values({ blockerId: max.user._id, blockedId: owner.user._id });
    const heard = [await socketOf(owner), await socketOf(max)].map((s) => collect<TeamRequestUpdate>(s, 'teamRequestUpdate'));
    const swept = await sweepExpiredRequests(t.app);
    expect(swept.teams.find((r) => r.id === invite._id)).toMatchObject({ ownerSees: false, userSees: false });
    expect(await teamStatusOf(invite._id)).toBe('expired');
    await settle();
    expect(heard).toEqual([[], []]);
  });
});

describe('the sweep on a timer', () => {
  let timed: TestApp;
  afterAll(() => timed?.close());

  it('runs by itself every period once the app is ready', async () => {
    const every: FastifyPluginAsync = async (app) => scheduleExpirySweep(app, 50);
    timed = await createTestApp({ deps: { extraRoutes: every } });
    await timed.app.ready();
    const [ana, ben] = await signUpMany(timed.app, 2);
    const res = await timed.app.inject({ method: 'POST', url: `/api/reqs/send/interested/${ben.user._id}`, headers: { cookie: ana.cookie } });
    const id = res.json<{ request: { _id: string } }>().request._id;
    await timed.db.update(connectionRequests).set({ createdAt: sql`now() - interval '8 days'` }).where(eq(connectionRequests.id, id));
    const stored = async () => (await timed.db.select({ status: connectionRequests.status }).from(connectionRequests).where(eq(connectionRequests.id, id)))[0]?.status;
    await until(async () => (await stored()) === 'expired', 'the timed sweep');
    await timed.close();
  });
});
