import { count } from 'drizzle-orm';
import { messages } from '../db/schema';
import { createChatWorld } from '../testing/chat-world';
import { emitAck, type AckAnswer } from '../testing/sockets';

// Cases the socket fuzz test (testing/fuzz/socket.fuzz.test.ts) found, kept as plain examples.
const w = await createChatWorld();
afterAll(() => w.close());
const storedCount = async () => (await w.t.db.select({ n: count() }).from(messages))[0]!.n;

describe('socket payloads an attacker sends', () => {
  it('refuses a clientId with control characters or broken Unicode as VALIDATION, storing nothing', async () => {
    const ann = await w.socket(w.ann);
    const before = await storedCount();
    for (const clientId of ['a\u0000b', '\u0000', 'tab\there', 'x\ud800y']) {
      const answer = await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'hi', clientId });
      expect(answer, JSON.stringify(clientId)).toMatchObject({ ok: false, error: 'VALIDATION', message: expect.stringMatching(/^Message id contains/) });
    }
    expect(await storedCount()).toBe(before);
    expect(await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'still fine', clientId: 'ok-1' })).toMatchObject({ ok: true });
  });

  it('answers the acknowledgement, the last argument, even after extra arguments', async () => {
    const ann = await w.socket(w.ann);
    const ack = (event: string, ...args: unknown[]) =>
      ann.timeout(2_000).emitWithAck(event, ...args) as Promise<AckAnswer>;
    expect(await ack('joinChat', { receiverId: w.ben.user._id }, 'extra', 42)).toEqual({ ok: true, data: { receiverId: w.ben.user._id } });
    expect(await ack('sendMessage', { receiverId: w.ben.user._id, message: 'with extras' }, { more: true })).toMatchObject({ ok: true });
  });
});
