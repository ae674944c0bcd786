import type { ChatMessage } from '@hackmate/shared/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../testing/connections';
import { freshPostgresDatabase, signUpOver, startServer, type ServerProcess, type TestDatabase } from '../testing/process';
import { startTestRedis, type TestRedis } from '../testing/redis-server';
import { collect, connectSocket, emitAck, nextEvent, type ClientSocket } from '../testing/sockets';

// Two server processes on one PostgreSQL database and a Redis of this test's own, which the test
// kills and brings back while people are connected: what a Redis crash does to live users.
const SESSION_CHECK_SECONDS = 2;
const OUTAGE_MS = 20_000;
type Delivery = { messageData: ChatMessage };

let db: TestDatabase;
let redis: TestRedis;
let one: ServerProcess;
let two: ServerProcess;
const sockets: ClientSocket[] = [];

async function open(server: ServerProcess, cookie: string): Promise<ClientSocket> {
  const s = await connectSocket(server.baseUrl, cookie);
  sockets.push(s);
  return s;
}

async function history(server: ServerProcess, cookie: string, partnerId: string): Promise<ChatMessage[]> {
  const res = await fetch(`${server.baseUrl}/api/convos/${partnerId}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: ChatMessage[] }).messages;
}

beforeAll(async () => {
  [db, redis] = await Promise.all([freshPostgresDatabase(), startTestRedis()]);
  const options = { databaseUrl: db.url, redisUrl: redis.url, env: { SESSION_CACHE_SECONDS: String(SESSION_CHECK_SECONDS) } };
  [one, two] = await Promise.all([startServer(options), startServer(options)]);
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all([one?.stop(), two?.stop()]);
  await redis?.stop();
  await db?.drop();
});

describe('a Redis outage under two server processes', () => {
  it('a sign-out on one process ends that session’s socket on the other while Redis is down', async () => {
    const ann = await signUpOver(two.baseUrl, 'Ann Archer');
    const annOnOne = await open(one, ann.cookie);
    const dropped = nextEvent<string>(annOnOne, 'disconnect', (SESSION_CHECK_SECONDS + 8) * 1000);
    await redis.kill();
    try {
      expect((await fetch(`${two.baseUrl}/api/logout`, { method: 'POST', headers: { cookie: ann.cookie } })).status).toBe(200);
      // The server ended it: socket.io-client's reason for a kick, not a lost transport.
      expect(await dropped).toBe('io server disconnect');
      await expect(connectSocket(one.baseUrl, ann.cookie)).rejects.toThrow('UNAUTHENTICATED');
    } finally {
      await redis.restart();
    }
  }, 60_000);

  it('people chatting across the processes miss nothing: each process tells its sockets to catch up once Redis is back', async () => {
    const [ann, ben] = await Promise.all([signUpOver(one.baseUrl, 'Ann Archer'), signUpOver(two.baseUrl, 'Ben Baker')]);
    await connect(db.database.db, ann.id, ben.id);
    const annOnOne = await open(one, ann.cookie);
    const benOnTwo = await open(two, ben.cookie);
    const live = collect<Delivery>(benOnTwo, 'messageReceived');
    const catchUps = collect<unknown>(benOnTwo, 'catchUp');

    const acked: ChatMessage[] = [];
    const send = async (i: number) => {
      const ack = await emitAck<Delivery>(annOnOne, 'sendMessage', { receiverId: ben.id, message: `m${i}`, clientId: `c${i}` }, 10_000);
      expect(ack.ok).toBe(true);
      if (ack.ok) acked.push(ack.data.messageData);
    };
    for (let i = 0; i < 3; i++) await send(i);
    await redis.kill();
    // A few seconds of outage with people writing all along, as when Redis restarts.
    for (let i = 3; i < 10; i++) {
      await send(i);
      await new Promise((r) => setTimeout(r, OUTAGE_MS / 7));
    }
    await redis.restart();
    // The receiver is told to read again what it may have missed (its process re-subscribed).
    await expect.poll(() => catchUps.length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Each process finds Redis again on its own schedule (a busy machine stretches the reconnect
    // backoff): once a message from process one arrives live again, both links carry.
    let probe = 100;
    await expect
      .poll(
        async () => {
          await send(probe++);
          await new Promise((r) => setTimeout(r, 1_000));
          return live.some((d) => d.messageData.text === `m${probe - 1}`);
        },
        { timeout: 30_000, interval: 0 },
      )
      .toBe(true);
    for (let i = 10; i < 13; i++) await send(i);

    // What a client does on catchUp: fetch the conversation and merge by id with what came live.
    const seen = new Map(live.map((d) => [d.messageData._id, d.messageData]));
    for (const m of await history(two, ben.cookie, ann.id)) seen.set(m._id, m);
    expect([...seen.keys()].sort()).toEqual(acked.map((m) => m._id).sort());
    // Live deliveries came at most once each, and the ones after the outage came live.
    expect(new Set(live.map((d) => d.messageData._id)).size).toBe(live.length);
    await expect.poll(() => live.filter((d) => /^m1[0-2]$/.test(d.messageData.text)).length, { timeout: 10_000 }).toBe(3);
  }, 90_000);
});
