import type { ChatMessage } from '@hackmate/shared/types';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../testing/connections';
import { freePort, freshPostgresDatabase, sharedRedis, signUpOver, startServer, type ServerProcess, type TestDatabase } from '../testing/process';
import { emitAck, nextEvent } from '../testing/sockets';
import { startBalancer, type TcpBalancer } from '../testing/tcp-proxy';

// Deploys stop server processes (SIGTERM) while people have the app open. Their tabs must come
// back by themselves: the client that socket.io-client is reconnects after a lost transport, but
// gives up for good when the server says goodbye ("io server disconnect"), so a shutdown must not.
type Delivery = { messageData: ChatMessage };

let db: TestDatabase;
const started: ServerProcess[] = [];
const clients: Socket[] = [];
let balancer: TcpBalancer | undefined;

/** A socket as the app's tab opens it: reconnection on, 1 s → 5 s (SPEC §7). */
function tab(baseUrl: string, cookie: string): Socket {
  const socket = io(baseUrl, { path: '/api/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnectionDelay: 1_000, reconnectionDelayMax: 5_000, forceNew: true });
  clients.push(socket);
  return socket;
}

async function serve(options: Parameters<typeof startServer>[0]): Promise<ServerProcess> {
  const server = await startServer({ databaseUrl: db.url, ...options });
  started.push(server);
  return server;
}

beforeAll(async () => {
  db = await freshPostgresDatabase();
}, 60_000);

afterAll(async () => {
  for (const c of clients) c.close();
  await balancer?.close();
  await Promise.all(started.map((s) => s.stop()));
  await db?.drop();
});

describe('a server process that stops while tabs are open', () => {
  it('is not a goodbye: the tab reconnects by itself to the restarted process and chats on', async () => {
    const port = await freePort();
    const first = await serve({ port });
    const [ann, ben] = await Promise.all([signUpOver(first.baseUrl, 'Ann Archer'), signUpOver(first.baseUrl, 'Ben Baker')]);
    await connect(db.database.db, ann.id, ben.id);
    const annTab = tab(first.baseUrl, ann.cookie);
    await nextEvent(annTab, 'connect', 10_000);

    const gone = nextEvent<string>(annTab, 'disconnect', 20_000);
    await first.stop();
    expect(await gone).toBe('transport close');
    const back = nextEvent(annTab, 'connect', 30_000);
    await serve({ port });
    await back;
    const ack = await emitAck<Delivery>(annTab, 'sendMessage', { receiverId: ben.id, message: 'back after the deploy', clientId: 'r1' });
    expect(ack.ok).toBe(true);
  }, 90_000);

  it('behind a balancer, the tabs on a stopped process move to the one still up', async () => {
    const redis = sharedRedis();
    const [one, two] = await Promise.all([serve(redis), serve(redis)]);
    balancer = await startBalancer([one.port, two.port]);
    const via = `http://127.0.0.1:${balancer.port}`;
    const [ann, ben] = await Promise.all([signUpOver(via, 'Ann Archer'), signUpOver(via, 'Ben Baker')]);
    await connect(db.database.db, ann.id, ben.id);
    // Round robin: one tab on each process.
    const annTab = tab(via, ann.cookie);
    await nextEvent(annTab, 'connect', 10_000);
    const benTab = tab(via, ben.cookie);
    await nextEvent(benTab, 'connect', 10_000);

    const moved = Promise.race([nextEvent(annTab, 'disconnect', 20_000), nextEvent(benTab, 'disconnect', 20_000)]);
    await one.stop();
    expect(await moved).toBe('transport close');
    await expect.poll(() => annTab.connected && benTab.connected, { timeout: 30_000 }).toBe(true);
    const received = nextEvent<Delivery>(benTab, 'messageReceived', 10_000);
    expect((await emitAck<Delivery>(annTab, 'sendMessage', { receiverId: ben.id, message: 'still here', clientId: 'b1' })).ok).toBe(true);
    expect((await received).messageData.text).toBe('still here');
  }, 90_000);
});
