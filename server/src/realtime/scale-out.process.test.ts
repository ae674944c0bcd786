import type { ChatMessage, TeamChatMessage, TeamMessageReceived } from '@hackmate/shared/types';
import { events, teamMembers, teams } from '../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../testing/connections';
import { freshPostgresDatabase, sharedRedis, signUpOver, startServer, type ServerProcess, type TestDatabase } from '../testing/process';
import { collect, connectSocket, emitAck, nextEvent, until, type ClientSocket } from '../testing/sockets';

// Two server processes on two loopback ports share one PostgreSQL database and one Redis. Users
// on different processes must reach each other through the Redis adapter: everything delivered,
// exactly once, both ways. A prefix of its own keeps parallel runs on the same Redis apart.
const REDIS = sharedRedis();

type Delivery = { messageData: ChatMessage };

let db: TestDatabase;
let one: ServerProcess;
let two: ServerProcess;
const sockets: ClientSocket[] = [];
let ann: Awaited<ReturnType<typeof signUpOver>>;
let ben: Awaited<ReturnType<typeof signUpOver>>;

async function open(server: ServerProcess, cookie: string): Promise<ClientSocket> {
  const s = await connectSocket(server.baseUrl, cookie);
  sockets.push(s);
  return s;
}

beforeAll(async () => {
  db = await freshPostgresDatabase();
  [one, two] = await Promise.all([
    startServer({ databaseUrl: db.url, ...REDIS }),
    startServer({ databaseUrl: db.url, ...REDIS }),
  ]);
  ann = await signUpOver(one.baseUrl, 'Ann Archer');
  ben = await signUpOver(two.baseUrl, 'Ben Baker');
  await connect(db.database.db, ann.id, ben.id);
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all([one?.stop(), two?.stop()]);
  await db?.drop();
});

describe('two server processes sharing Redis', () => {
  it('delivers messages both ways between users on different processes, each exactly once', async () => {
    const annOnOne = await open(one, ann.cookie);
    const benOnTwo = await open(two, ben.cookie);
    // Ann's second tab happens to be on the other process: it sees her messages too.
    const annOnTwo = await open(two, ann.cookie);
    const toBen = collect<Delivery>(benOnTwo, 'messageReceived');
    const toAnn = collect<Delivery>(annOnOne, 'messageReceived');
    const toAnnTab = collect<Delivery>(annOnTwo, 'messageReceived');

    const sent: ChatMessage[] = [];
    for (let i = 0; i < 15; i += 1) {
      const [x, y] = await Promise.all([
        emitAck<Delivery>(annOnOne, 'sendMessage', { receiverId: ben.id, message: `ann ${i}`, clientId: `a${i}` }),
        emitAck<Delivery>(benOnTwo, 'sendMessage', { receiverId: ann.id, message: `ben ${i}`, clientId: `b${i}` }),
      ]);
      if (!x.ok || !y.ok) throw new Error(`refused: ${JSON.stringify([x, y])}`);
      sent.push(x.data.messageData, y.data.messageData);
    }
    const all = sent.map((m) => m._id).sort();
    await until(() => toBen.length >= 30 && toAnn.length >= 30 && toAnnTab.length >= 30, 'deliveries across processes');
    await new Promise((r) => setTimeout(r, 300));
    for (const received of [toBen, toAnn, toAnnTab]) {
      expect(received.map((d) => d.messageData._id).sort()).toEqual(all);
    }
    // Each sender's messages arrive in the order sent.
    expect(toBen.filter((d) => d.messageData.senderId === ann.id).map((d) => d.messageData.text)).toEqual(Array.from({ length: 15 }, (_, i) => `ann ${i}`));

    const history = await fetch(`${two.baseUrl}/api/convos/${ben.id}?limit=100`, { headers: { cookie: ann.cookie } });
    const stored = ((await history.json()) as { messages: ChatMessage[] }).messages;
    expect(stored.map((m) => m._id).sort()).toEqual(all);
  });

  it('counts the send rate limit per user across processes', async () => {
    // Ben's earlier 15 messages are in the same window or the next; start a fresh window's worth.
    await new Promise((r) => setTimeout(r, 10_000 - (Date.now() % 10_000) + 50));
    const benOnOne = await open(one, ben.cookie);
    const benOnTwo = await open(two, ben.cookie);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => emitAck(i % 2 ? benOnOne : benOnTwo, 'sendMessage', { receiverId: ann.id, message: `burst ${i}` })),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(20);
    expect(answers.filter((a) => !a.ok && a.error === 'RATE_LIMITED')).toHaveLength(10);
  }, 30_000);

  it("drops a revoked session's sockets on the other process too", async () => {
    const login = await fetch(`${one.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailId: ann.emailId, password: ann.password }),
    });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('token='))!.split(';')[0]!;
    const onTwo = await open(two, cookie);
    const checkAuthOnTwo = async () => ((await (await fetch(`${two.baseUrl}/api/check-auth`, { headers: { cookie } })).json()) as { status: boolean }).status;
    // Process two has just accepted the cookie (and remembers that for a while).
    expect(await checkAuthOnTwo()).toBe(true);
    const dropped = nextEvent<string>(onTwo, 'disconnect');
    // Logged out through process one; the socket lives on process two.
    expect((await fetch(`${one.baseUrl}/api/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    await expect(connectSocket(two.baseUrl, cookie)).rejects.toThrow('UNAUTHENTICATED');
    expect(await checkAuthOnTwo()).toBe(false);
  });

  it('hides the person asked from the asker on every process at once, and the asker once answered', async () => {
    const [cat, dan] = await Promise.all([signUpOver(one.baseUrl, 'Cat Cooper'), signUpOver(two.baseUrl, 'Dan Drake')]);
    const feedIds = async (server: ServerProcess, who: typeof cat) => {
      const res = await fetch(`${server.baseUrl}/api/feed?limit=50`, { headers: { cookie: who.cookie } });
      return ((await res.json()) as { feedData: Array<{ _id: string }> }).feedData.map((u) => u._id);
    };
    // Both feeds are loaded (and kept for a few seconds) on process two.
    expect(await feedIds(two, cat)).toContain(dan.id);
    expect(await feedIds(two, dan)).toContain(cat.id);
    const sent = await fetch(`${one.baseUrl}/api/reqs/send/interested/${dan.id}`, { method: 'POST', headers: { cookie: cat.cookie } });
    expect(sent.status).toBe(201);
    await until(async () => !(await feedIds(two, cat)).includes(dan.id), "the request reaching process two's feed");
    // Dan still meets Cat (swiping answers her request), until he answers it on process one.
    expect(await feedIds(two, dan)).toContain(cat.id);
    const answered = await fetch(`${one.baseUrl}/api/reqs/send/ignore/${cat.id}`, { method: 'POST', headers: { cookie: dan.cookie } });
    expect(answered.status).toBe(201);
    await until(async () => !(await feedIds(two, dan)).includes(cat.id), "the answer reaching process two's feed");
  });

  it("keeps a user's badges live on every process: a request and a read in one reach tabs on the other", async () => {
    const [dee, eve] = await Promise.all([signUpOver(one.baseUrl, 'Dee Dunn'), signUpOver(two.baseUrl, 'Eve Evans')]);
    const eveOnTwo = await open(two, eve.cookie);
    const updates = collect<{ kind: string; person: { _id: string; fullName: string } }>(eveOnTwo, 'requestUpdate');
    const sent = await fetch(`${one.baseUrl}/api/reqs/send/interested/${eve.id}`, { method: 'POST', headers: { cookie: dee.cookie } });
    expect(sent.status).toBe(201);
    await until(() => updates.length === 1, "the request reaching Eve's tab on process two", 1_000);
    expect(updates[0]).toEqual({ kind: 'received', person: { _id: dee.id, fullName: 'Dee Dunn' } });
    const summary = await (await fetch(`${two.baseUrl}/api/live/summary`, { headers: { cookie: eve.cookie } })).json();
    expect(summary.pendingRequests).toBe(1);

    // Ben reads Ann's messages on process one; his tab on process two clears its badge.
    const benOnTwo = await open(two, ben.cookie);
    const cleared = nextEvent<{ partnerId: string }>(benOnTwo, 'conversationRead', 1_000);
    expect((await fetch(`${one.baseUrl}/api/convos/${ann.id}/read`, { method: 'POST', headers: { cookie: ben.cookie } })).status).toBe(200);
    expect(await cleared).toEqual({ partnerId: ann.id });
  });

  it('delivers team messages to every member on every process, each exactly once, and stores each once', async () => {
    const [fay, gil, hal] = await Promise.all([signUpOver(one.baseUrl, 'Fay Ford'), signUpOver(two.baseUrl, 'Gil Gray'), signUpOver(one.baseUrl, 'Hal Hill')]);
    // The team straight in the database: the teams module's own rules are tested on their own.
    const d = db.database.db;
    const day = 86_400_000;
    const [event] = await d
      .insert(events)
      .values({ name: `Scale-out jam ${fay.id}`, startsAt: new Date(Date.now() + day), endsAt: new Date(Date.now() + 2 * day), mode: 'online', website: 'https://jam.example.com', minTeamSize: 1, maxTeamSize: 4, createdBy: fay.id })
      .returning({ id: events.id });
    const [team] = await d.insert(teams).values({ eventId: event!.id, ownerId: fay.id, name: 'Night Owls' }).returning({ id: teams.id });
    const teamId = team!.id;
    await d.insert(teamMembers).values([fay, gil].map((p) => ({ teamId, eventId: event!.id, userId: p.id })));

    const fayOnOne = await open(one, fay.cookie);
    const gilOnTwo = await open(two, gil.cookie);
    // Fay's other tab is on the other process; Hal (not in the team) is on hers.
    const fayOnTwo = await open(two, fay.cookie);
    const halOnOne = await open(one, hal.cookie);
    const heard = (s: ClientSocket) => collect<TeamMessageReceived>(s, 'teamMessageReceived');
    const [toFay, toGil, toFayTab, toHal] = [heard(fayOnOne), heard(gilOnTwo), heard(fayOnTwo), heard(halOnOne)];

    const sent: TeamChatMessage[] = [];
    for (let i = 0; i < 6; i += 1) {
      const [x, y] = await Promise.all([
        emitAck<{ messageData: TeamChatMessage }>(fayOnOne, 'sendTeamMessage', { teamId, message: `fay ${i}`, clientId: `f${i}` }),
        emitAck<{ messageData: TeamChatMessage }>(gilOnTwo, 'sendTeamMessage', { teamId, message: `gil ${i}`, clientId: `g${i}` }),
      ]);
      if (!x.ok || !y.ok) throw new Error(`refused: ${JSON.stringify([x, y])}`);
      sent.push(x.data.messageData, y.data.messageData);
    }
    // A re-send through the other process is the same stored message.
    const again = await emitAck<{ messageData: TeamChatMessage }>(fayOnTwo, 'sendTeamMessage', { teamId, message: 'fay 0', clientId: 'f0' });
    expect(again.ok && again.data.messageData._id).toBe(sent[0]!._id);

    const all = sent.map((m) => m._id).sort();
    const ids = (list: TeamMessageReceived[]) => [...new Set(list.map((d) => d.messageData._id))].sort();
    await until(() => ids(toFay).length >= 12 && ids(toGil).length >= 12 && ids(toFayTab).length >= 12, 'team deliveries across processes');
    await new Promise((r) => setTimeout(r, 300));
    for (const received of [toFay, toGil, toFayTab]) {
      expect(ids(received)).toEqual(all);
      // Once each, but for the re-send (delivered again: clients merge by id).
      expect(received.filter((d) => d.messageData.clientId !== 'f0').map((d) => d.messageData._id).sort()).toEqual(all.filter((id) => id !== sent[0]!._id));
    }
    expect(toHal).toEqual([]);
    expect(toGil.filter((d) => d.messageData.senderId === fay.id && d.messageData.clientId !== 'f0').map((d) => d.messageData.text)).toEqual(['fay 1', 'fay 2', 'fay 3', 'fay 4', 'fay 5']);

    const history = await fetch(`${one.baseUrl}/api/teams/${teamId}/messages?limit=100`, { headers: { cookie: gil.cookie } });
    expect(((await history.json()) as { messages: TeamChatMessage[] }).messages.map((m) => m._id).sort()).toEqual(all);
    const summary = (await (await fetch(`${two.baseUrl}/api/live/summary`, { headers: { cookie: gil.cookie } })).json()) as { teamUnread: Record<string, number> };
    // Gil's own replies moved his read position past Fay's messages sent before them.
    expect(summary.teamUnread[teamId] ?? 0).toBeLessThanOrEqual(1);
    const cleared = nextEvent<{ teamId: string }>(gilOnTwo, 'teamRead', 1_000);
    expect((await fetch(`${one.baseUrl}/api/teams/${teamId}/read`, { method: 'POST', headers: { cookie: gil.cookie } })).status).toBe(200);
    expect(await cleared).toEqual({ teamId });
  });

  it('shuts down cleanly (sockets, Redis clients, database) on SIGTERM', async () => {
    await open(one, ben.cookie);
    const code = await one.stop();
    expect(code, one.output().slice(-3000)).toBe(0);
  });
});
