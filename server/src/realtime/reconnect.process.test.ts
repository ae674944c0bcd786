import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../db/schema';
import { connect } from '../testing/connections';
import { freePort, freshPostgresDatabase, signUpOver, startServer, type ServerProcess, type TestDatabase } from '../testing/process';
import { ProtocolClient } from '../testing/protocol-client';
import { until } from '../testing/sockets';
import { startProxy, type TcpProxy } from '../testing/tcp-proxy';

// A real server process is killed (SIGKILL: no graceful anything) in the middle of a conversation
// and started again on the same port. Whatever it acknowledged must be stored, exactly once, and
// the clients' re-sends of unacknowledged messages must not create duplicates, both for messages
// the server never saw and for messages it stored but could not acknowledge.
let db: TestDatabase;
let server: ServerProcess;
let proxy: TcpProxy;
let ann: ProtocolClient;
let ben: ProtocolClient;

beforeAll(async () => {
  db = await freshPostgresDatabase();
  server = await startServer({ databaseUrl: db.url, port: await freePort() });
  proxy = await startProxy(server.port);
}, 90_000);

afterAll(async () => {
  ann?.close();
  ben?.close();
  await proxy?.close();
  await server?.stop();
  await db?.drop();
});

async function storedCount(): Promise<number> {
  const [row] = await db.database.db.select({ n: count() }).from(messages);
  return row!.n;
}

const texts = (prefix: string, from: number, to: number) => Array.from({ length: to - from }, (_, i) => `${prefix} ${from + i}`);

describe('no acknowledged message is lost when the server dies', () => {
  it('re-sends unacknowledged messages after a restart and stores every message exactly once', async () => {
    const a = await signUpOver(server.baseUrl, 'Ann Archer');
    const b = await signUpOver(server.baseUrl, 'Ben Baker');
    await connect(db.database.db, a.id, b.id);
    // Ann's connection goes through a relay that can lose the server's answers.
    ann = new ProtocolClient(`http://127.0.0.1:${proxy.port}`, a.cookie, b.id);
    ben = new ProtocolClient(server.baseUrl, b.cookie, a.id);
    await Promise.all([ann.connected(), ben.connected()]);

    // A normal exchange first.
    for (const [x, y] of texts('ann', 0, 4).map((t, i) => [t, `ben ${i}`] as const)) {
      ann.send(x);
      ben.send(y);
    }
    await until(() => ann.outbox.size === 0 && ben.outbox.size === 0, 'first acks');
    await until(() => ben.deliveries.length >= 8 && ann.deliveries.length >= 8, 'first deliveries');

    // Ann's next messages are stored, but their acknowledgements never reach her.
    proxy.swallowReplies(true);
    for (const t of texts('ann', 4, 10)) ann.send(t);
    await until(() => ben.deliveries.filter((m) => m.senderId === a.id).length === 10, 'ann 4-9 stored and delivered to ben');
    expect(await storedCount()).toBe(14);
    expect(ann.outbox.size, 'stored but unacknowledged').toBe(6);

    // Ben's last ones are in flight when the server dies.
    for (const t of texts('ben', 4, 7)) ben.send(t);
    const port = server.port;
    await server.kill();
    proxy.swallowReplies(false);
    expect(ben.outbox.size, 'ben has unacknowledged messages at the crash').toBeGreaterThan(0);

    // While it is down, both keep writing; the messages wait in the outboxes.
    ann.send('ann while down');
    ben.send('ben while down');
    await until(() => !ann.socket.connected && !ben.socket.connected, 'sockets noticing the crash');

    server = await startServer({ databaseUrl: db.url, port });
    await until(() => ann.outbox.size === 0 && ben.outbox.size === 0, 'acks after the restart', 30_000);
    await Promise.all([ann.settled(), ben.settled()]);

    const history = await ann.fullHistory();
    const sentByAnn = [...texts('ann', 0, 10), 'ann while down'];
    const sentByBen = [...texts('ben', 0, 7), 'ben while down'];
    // Stored exactly once each and nothing else; each sender's order as written.
    expect(history).toHaveLength(sentByAnn.length + sentByBen.length);
    expect(history.filter((m) => m.senderId === a.id).map((m) => m.text)).toEqual(sentByAnn);
    expect(history.filter((m) => m.senderId === b.id).map((m) => m.text)).toEqual(sentByBen);
    expect(new Set(history.map((m) => m._id)).size).toBe(history.length);
    expect(new Set(history.map((m) => m.clientId)).size).toBe(history.length);
    // Every acknowledgement, including the late ones for re-sends, names the one stored copy.
    const byClientId = new Map(history.map((m) => [m.clientId, m._id]));
    for (const [clientId, m] of [...ann.acked, ...ben.acked]) expect(byClientId.get(clientId)).toBe(m._id);
    expect(ann.acked.size + ben.acked.size).toBe(history.length);

    // Both clients end up showing the whole conversation (live deliveries + catch-up), once.
    await until(() => ann.seen.size === history.length && ben.seen.size === history.length, 'clients caught up', 10_000);
    expect([ann.connects, ben.connects]).toEqual([2, 2]);
    // Only a re-sent message is delivered again (its first delivery may have died with the
    // server), and always as the one stored copy.
    const resent = new Set(history.filter((m) => texts('ann', 4, 10).includes(m.text) || m.text.endsWith('while down') || texts('ben', 4, 7).includes(m.text)).map((m) => m._id));
    for (const client of [ann, ben]) {
      const twice = client.deliveries.filter((m, i) => client.deliveries.findIndex((d) => d._id === m._id) !== i);
      expect(twice.every((m) => resent.has(m._id))).toBe(true);
    }
  }, 120_000);
});
