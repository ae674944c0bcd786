import { startProxy } from '../testing/tcp-proxy';
import { createTestApp } from '../testing/harness';
import { authHeaders, signUp } from '../testing/users';
import { createChatWorld } from '../testing/chat-world';
import { emitAck } from '../testing/sockets';

// PostgreSQL restarting under the app (a deploy, a failover): the app reaches it through a proxy
// this test can cut. The embedded database cannot go away on its own, so this runs on PostgreSQL
// only (*.postgres.test.ts).
describe('PostgreSQL going away and coming back', () => {
  it('answers clear 503s while it is away and recovers by itself', async () => {
    const proxy = await startProxy(5432);
    const t = await createTestApp({ databaseUrl: (url) => url.replace(/:5432\//, `:${proxy.port}/`) });
    try {
      const { cookie } = await signUp(t.app);
      const profile = () => t.app.inject({ method: 'GET', url: '/api/profile/view', headers: authHeaders(cookie) });
      expect((await profile()).statusCode).toBe(200);

      proxy.cut(true);
      const started = Date.now();
      const down = await profile();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ error: 'DATABASE_UNAVAILABLE', message: expect.stringMatching(/try again/) });
      expect(down.headers['retry-after']).toBeDefined();
      expect(Date.now() - started).toBeLessThan(6_000);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

      proxy.cut(false);
      // No restart of the app: the next requests find the database again.
      await vi.waitFor(async () => expect((await profile()).statusCode).toBe(200), { timeout: 10_000, interval: 200 });
    } finally {
      await t.close();
      await proxy.close();
    }
  });

  it('refuses a chat message with UNAVAILABLE (not an internal error) while it is away', async () => {
    const proxy = await startProxy(5432);
    const w = await createChatWorld({ databaseUrl: (url) => url.replace(/:5432\//, `:${proxy.port}/`) });
    try {
      const ann = await w.socket(w.ann);
      proxy.cut(true);
      const answer = await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'hello?', clientId: 'c-1' }, 8_000);
      expect(answer).toMatchObject({ ok: false, error: 'UNAVAILABLE' });
      proxy.cut(false);
      await vi.waitFor(async () => expect(await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'hello?', clientId: 'c-1' })).toMatchObject({ ok: true }), {
        timeout: 10_000,
        interval: 300,
      });
    } finally {
      await w.close();
      await proxy.close();
    }
  });
});
