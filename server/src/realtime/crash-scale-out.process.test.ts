import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../testing/connections';
import { freshPostgresDatabase, sharedRedis, signUpOver, startServer, type ServerProcess, type TestDatabase } from '../testing/process';
import { ProtocolClient } from '../testing/protocol-client';
import { until } from '../testing/sockets';

// Two server processes share PostgreSQL and Redis; Ann talks through one, Ben through two. In
// the middle of a lively exchange process one is killed (SIGKILL) and started again. Ben's
// process never goes down, so his open chat never reconnects: whatever process one stored must
// still reach him, without a reload, and nothing may be lost or stored twice.
const REDIS = sharedRedis();
// At a quick typist's pace and within the chat's send limit (20 per 10 s), re-sends included.
const PER_SIDE = 12;

let db: TestDatabase;
let one: ServerProcess;
let two: ServerProcess;
let ann: ProtocolClient;
let ben: ProtocolClient;

beforeAll(async () => {
  db = await freshPostgresDatabase();
  [one, two] = await Promise.all([
    startServer({ databaseUrl: db.url, ...REDIS }),
    startServer({ databaseUrl: db.url, ...REDIS }),
  ]);
}, 120_000);

afterAll(async () => {
  ann?.close();
  ben?.close();
  await Promise.all([one?.stop(), two?.stop()]);
  await db?.drop();
});

describe('a process dies mid-conversation with two processes on Redis', () => {
  it('keeps every acknowledged message, stores none twice, and brings every stored one to both open chats', async () => {
    const a = await signUpOver(one.baseUrl, 'Ann Archer');
    const b = await signUpOver(two.baseUrl, 'Ben Baker');
    await connect(db.database.db, a.id, b.id);
    ann = new ProtocolClient(one.baseUrl, a.cookie, b.id);
    ben = new ProtocolClient(two.baseUrl, b.cookie, a.id);
    await Promise.all([ann.connected(), ben.connected()]);

    // Both write every 60 ms; process one dies a third of the way in and is back a moment later.
    const port = one.port;
    for (let i = 0; i < PER_SIDE; i++) {
      ann.send(`ann ${i}`);
      ben.send(`ben ${i}`);
      if (i === Math.floor(PER_SIDE / 3)) await one.kill();
      if (i === Math.floor(PER_SIDE / 2)) one = await startServer({ databaseUrl: db.url, ...REDIS, port });
      await new Promise((r) => setTimeout(r, 60));
    }
    await until(() => ann.outbox.size === 0 && ben.outbox.size === 0, 'every message acknowledged', 30_000);
    await Promise.all([ann.settled(), ben.settled()]);

    const history = await ben.fullHistory();
    expect(history.filter((m) => m.senderId === a.id).map((m) => m.text)).toEqual(Array.from({ length: PER_SIDE }, (_, i) => `ann ${i}`));
    expect(history.filter((m) => m.senderId === b.id).map((m) => m.text)).toEqual(Array.from({ length: PER_SIDE }, (_, i) => `ben ${i}`));
    expect(new Set(history.map((m) => m.clientId)).size).toBe(history.length);
    const stored = new Map(history.map((m) => [m.clientId, m._id]));
    for (const [clientId, m] of [...ann.acked, ...ben.acked]) expect(stored.get(clientId)).toBe(m._id);

    // Both chats show the whole conversation: Ann's after her reconnect (catch-up), Ben's live,
    // though his connection never dropped and he never reloaded.
    await until(() => ann.seen.size === history.length && ben.seen.size === history.length, 'both chats complete', 10_000);
    expect(ben.connects).toBe(1);
    expect(ann.connects).toBe(2);
  }, 120_000);
});
