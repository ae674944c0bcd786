import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatWorld, type ChatWorld } from '../testing/chat-world';
import { emitAck } from '../testing/sockets';
import { TOO_MANY_EVENTS } from './event-limit';

const LIMIT = { perSecond: 5, burst: 10 };

let w: ChatWorld;
beforeAll(async () => {
  w = await createChatWorld({ deps: { realtime: { eventLimit: LIMIT } } });
});
afterAll(() => w?.close());

describe('events per socket', () => {
  it('answers events past the budget RATE_LIMITED, keeps the socket, and lets it go on after a pause', async () => {
    const ann = await w.socket(w.ann);
    const join = () => emitAck(ann, 'joinChat', { receiverId: w.ben.user._id });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 30 }, join));
    // The budget refills while the 30 arrive: on a busy machine that takes long enough for a
    // token or two more, never for the whole flood.
    const refilled = Math.ceil(((Date.now() - started) / 1000) * LIMIT.perSecond);
    const accepted = answers.filter((a) => a.ok).length;
    expect(accepted).toBeGreaterThanOrEqual(LIMIT.burst);
    expect(accepted).toBeLessThanOrEqual(LIMIT.burst + refilled);
    expect(answers.filter((a) => !a.ok)).toEqual(Array(30 - accepted).fill({ ok: false, error: 'RATE_LIMITED', message: TOO_MANY_EVENTS }));
    expect(accepted).toBeLessThan(30);
    expect(ann.connected).toBe(true);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await join()).toMatchObject({ ok: true });
  });

  it("counts each socket on its own: one flooding does not hold back another's", async () => {
    const [flooder, ben] = [await w.socket(w.ann), await w.socket(w.ben)];
    await Promise.all(Array.from({ length: 50 }, () => emitAck(flooder, 'joinChat', { receiverId: w.ben.user._id })));
    expect(await emitAck(ben, 'joinChat', { receiverId: w.ann.user._id })).toMatchObject({ ok: true });
  });
});
