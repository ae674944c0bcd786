import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatWorld, type ChatWorld } from '../../testing/chat-world';
import { emitAck } from '../../testing/sockets';

let w: ChatWorld;
beforeAll(async () => {
  w = await createChatWorld();
});
afterAll(() => w?.close());

describe('joinChat', () => {
  it('joins the conversation with a connection', async () => {
    const ann = await w.socket(w.ann);
    expect(await emitAck(ann, 'joinChat', { receiverId: w.ben.user._id })).toEqual({ ok: true, data: { receiverId: w.ben.user._id } });
  });

  it('refuses someone who is not a connection, and yourself', async () => {
    const ann = await w.socket(w.ann);
    expect(await emitAck(ann, 'joinChat', { receiverId: w.cat.user._id })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
    expect(await emitAck(ann, 'joinChat', { receiverId: w.ann.user._id })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
  });

  it('takes the user from the session, never from the payload', async () => {
    // Cat claims to be Ann, who is Ben's connection: still refused.
    const cat = await w.socket(w.cat);
    expect(await emitAck(cat, 'joinChat', { userId: w.ann.user._id, receiverId: w.ben.user._id })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
  });

  it('answers malformed payloads with a validation error', async () => {
    const ann = await w.socket(w.ann);
    for (const payload of [null, 'x', { receiverId: 'nope' }, { receiverId: 7 }]) {
      expect(await emitAck(ann, 'joinChat', payload)).toMatchObject({ ok: false, error: 'VALIDATION' });
    }
  });
});
