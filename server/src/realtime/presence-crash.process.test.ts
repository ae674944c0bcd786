import type { Answer, presenceList } from '@hackmate/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../testing/connections';
import { freshPostgresDatabase, sharedRedis, signUpOver, startServer, type ServerProcess, type TestDatabase } from '../testing/process';
import { connectSocket, until, type ClientSocket } from '../testing/sockets';

// A killed process cannot announce that its users left. Whoever asks a surviving process must
// still learn the truth: presence is read from the sockets alive in the cluster, not remembered.
const REDIS = sharedRedis();

let db: TestDatabase;
let one: ServerProcess;
let two: ServerProcess;
let annSocket: ClientSocket | undefined;

beforeAll(async () => {
  db = await freshPostgresDatabase();
  [one, two] = await Promise.all([
    startServer({ databaseUrl: db.url, ...REDIS }),
    startServer({ databaseUrl: db.url, ...REDIS }),
  ]);
}, 120_000);

afterAll(async () => {
  annSocket?.close();
  await Promise.all([one?.stop(), two?.stop()]);
  await db?.drop();
});

async function presenceOfAnn(cookie: string, annId: string): Promise<{ online: boolean; lastActiveAt: string | null } | undefined> {
  const res = await fetch(`${two.baseUrl}/api/live/presence?ids=${annId}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as Answer<typeof presenceList>;
  return data.find((p) => p.userId === annId);
}

describe('presence when a process is killed', () => {
  it('shows the users it held as offline, with a last active time, to whoever asks another process', async () => {
    const ann = await signUpOver(one.baseUrl, 'Ann Archer');
    const ben = await signUpOver(two.baseUrl, 'Ben Baker');
    await connect(db.database.db, ann.id, ben.id);
    annSocket = await connectSocket(one.baseUrl, ann.cookie, { reconnection: false });
    await until(async () => (await presenceOfAnn(ben.cookie, ann.id))?.online === true, 'Ann online, seen from process two');

    await one.kill();
    await until(async () => (await presenceOfAnn(ben.cookie, ann.id))?.online === false, 'Ann offline, seen from process two', 15_000);
    expect((await presenceOfAnn(ben.cookie, ann.id))?.lastActiveAt).toEqual(expect.any(String));
  }, 120_000);
});
