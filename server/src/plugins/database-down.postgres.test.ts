import { startProxy } from '../testing/tcp-proxy';
import { createTestApp } from '../testing/harness';
import { authHeaders, signUp } from '../testing/users';
import { createChatWorld } from '../testing/chat-world';
import { emitAck, type AckAnswer } from '../testing/sockets';
import type { ChatMessage } from '@hackmate/shared/types';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  it('under steady traffic, a 3 s outage gives only 503s with Retry-After (no 500, no hang), and every acknowledged message is kept once', async () => {
    const proxy = await startProxy(5432);
    const w = await createChatWorld({ databaseUrl: (url) => url.replace(/:5432\//, `:${proxy.port}/`) });
    try {
      const ann = await w.socket(w.ann);
      const answers: Array<{ status: number; retryAfter?: string; ms: number }> = [];
      const acks: AckAnswer<{ messageData: ChatMessage }>[] = [];
      let running = true;
      const reader = async (cookie: string, url: string) => {
        while (running) {
          const started = Date.now();
          const res = await w.t.app.inject({ method: 'GET', url, headers: authHeaders(cookie) });
          answers.push({ status: res.statusCode, retryAfter: res.headers['retry-after'] as string | undefined, ms: Date.now() - started });
          await sleep(50);
        }
      };
      const writer = async () => {
        for (let i = 0; running; i++) {
          acks.push(await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message: `m${i}`, clientId: `c${i}` }, 10_000));
          // Under the chat's limit (20 per 10 s): a person typing, not a flood.
          await sleep(600);
        }
      };
      const traffic = Promise.all([reader(w.ann.cookie, '/api/profile/view'), reader(w.ben.cookie, '/api/feed'), reader(w.ben.cookie, `/api/convos/${w.ann.user._id}`), writer()]);

      await sleep(1_500);
      proxy.cut(true);
      await sleep(3_000);
      proxy.cut(false);
      // The pool finds the database again by itself: answers turn back to 200 with no restart.
      const restored = answers.length;
      await vi.waitFor(() => expect(answers.slice(restored).filter((a) => a.status === 200).length).toBeGreaterThan(6), { timeout: 15_000, interval: 200 });
      running = false;
      await traffic;

      expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
      for (const a of answers) {
        expect([200, 503]).toContain(a.status);
        if (a.status === 503) expect(Number(a.retryAfter)).toBeGreaterThan(0);
        expect(a.ms).toBeLessThan(8_000);
      }
      for (const ack of acks) if (!ack.ok) expect(ack.error).toBe('UNAVAILABLE');
      const kept = acks.flatMap((a) => (a.ok ? [a.data.messageData._id] : []));
      expect(kept.length).toBeGreaterThan(0);
      const history = await w.t.app.inject({ method: 'GET', url: `/api/convos/${w.ben.user._id}`, headers: authHeaders(w.ann.cookie) });
      const stored = (history.json() as { messages: ChatMessage[] }).messages.map((m) => m._id);
      expect(stored.filter((id) => kept.includes(id)).sort()).toEqual([...kept].sort());
      expect(new Set(stored).size).toBe(stored.length);
    } finally {
      await w.close();
      await proxy.close();
    }
  }, 60_000);
});
