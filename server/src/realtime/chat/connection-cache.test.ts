import { or, and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRequests } from '../../db/schema';
import { createChatWorld, type ChatWorld } from '../../testing/chat-world';
import { emitAck } from '../../testing/sockets';

let w: ChatWorld;
beforeAll(async () => {
  w = await createChatWorld();
});
afterAll(() => w?.close());

describe('typing to a connection that ends', () => {
  it('is refused as soon as the change is announced, although the yes was remembered', async () => {
    const ann = await w.socket(w.ann);
    const ben = w.ben.user._id;
    expect(await emitAck(ann, 'typing', { receiverId: ben })).toMatchObject({ ok: true });
    expect(await emitAck(ann, 'typing', { receiverId: ben })).toMatchObject({ ok: true });

    // What ending a connection does: the row goes, and every process hears that the pair changed.
    const pair = or(and(eq(connectionRequests.senderId, w.ann.user._id), eq(connectionRequests.receiverId, ben)), and(eq(connectionRequests.senderId, ben), eq(connectionRequests.receiverId, w.ann.user._id)));
    await w.t.db.delete(connectionRequests).where(pair);
    w.t.app.bus.publish('feed-changed', { userIds: [w.ann.user._id, ben] });

    expect(await emitAck(ann, 'typing', { receiverId: ben })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
    expect(await emitAck(ann, 'joinChat', { receiverId: ben })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
  });
});
