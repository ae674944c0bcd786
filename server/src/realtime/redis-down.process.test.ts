import type { ChatMessage } from '@hackmate/shared/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../testing/connections';
import { freePort, freshPostgresDatabase, signUpOver, startServer, type ServerProcess, type TestDatabase } from '../testing/process';
import { connectSocket, emitAck, type ClientSocket } from '../testing/sockets';

// REDIS_URL set, but nothing answers there (Redis down or not yet up): the process must keep
// serving its own users — sign-up, chat between two people on it — instead of hanging or dying.
type Delivery = { messageData: ChatMessage };

let db: TestDatabase;
let server: ServerProcess;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  db = await freshPostgresDatabase();
  server = await startServer({ databaseUrl: db.url, redisUrl: `redis://127.0.0.1:${await freePort()}` });
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.stop();
  await db?.drop();
});

describe('a server process whose Redis is unreachable', () => {
  it('still signs people up and carries their chat, and stays up', async () => {
    const [ann, ben] = await Promise.all([signUpOver(server.baseUrl, 'Ann Archer'), signUpOver(server.baseUrl, 'Ben Baker')]);
    await connect(db.database.db, ann.id, ben.id);
    const annSocket = await connectSocket(server.baseUrl, ann.cookie);
    const benSocket = await connectSocket(server.baseUrl, ben.cookie);
    sockets.push(annSocket, benSocket);
    const received = new Promise<Delivery>((resolve) => benSocket.once('messageReceived', resolve));
    const ack = await emitAck<Delivery>(annSocket, 'sendMessage', { receiverId: ben.id, message: 'still here?', clientId: 'c1' });
    expect(ack.ok).toBe(true);
    expect((await received).messageData.text).toBe('still here?');
    // Logout publishes on the cluster bus too; nothing of it may take the process down.
    expect((await fetch(`${server.baseUrl}/api/logout`, { method: 'POST', headers: { cookie: ben.cookie } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, Number(process.env.REDIS_DOWN_WAIT_MS ?? 2_000)));
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  }, 120_000);
});
