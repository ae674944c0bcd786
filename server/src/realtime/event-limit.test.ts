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
    const answers = await Promise.all(Array.from({ length: 30 }, join));
    expect(answers.filter((a) => a.ok)).toHaveLength(LIMIT.burst);
    expect(answers.filter((a) => !a.ok)).toEqual(Array(30 - LIMIT.burst).fill({ ok: false, error: 'RATE_LIMITED', message: TOO_MANY_EVENTS }));
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
