import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@hackmate/shared/types';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { createChatWorld, type ChatWorld } from '../../testing/chat-world';
import { collect, emitAck, refilledSince, until } from '../../testing/sockets';

type Delivery = { messageData: ChatMessage };

let w: ChatWorld;
beforeAll(async () => {
  w = await createChatWorld();
});
afterAll(() => w?.close());

async function storedCount(): Promise<number> {
  const [row] = await w.t.db.select({ n: count() }).from(messages);
  return row!.n;
}

describe('sendMessage', () => {
  it('stores the message, acknowledges it and delivers it once to both users, other tabs included', async () => {
    const annTab1 = await w.socket(w.ann);
    const annTab2 = await w.socket(w.ann);
    const ben = await w.socket(w.ben);
    const toBen = collect<Delivery>(ben, 'messageReceived');
    const toAnnTab2 = collect<Delivery>(annTab2, 'messageReceived');

    const ack = await emitAck<Delivery>(annTab1, 'sendMessage', { receiverId: w.ben.user._id, message: 'Hi Ben!', clientId: 'c-hello' });
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    const m = ack.data.messageData;
    expect(m).toEqual({
      _id: expect.any(String),
      senderId: w.ann.user._id,
      receiverId: w.ben.user._id,
      message: 'Hi Ben!',
      text: 'Hi Ben!',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      senderName: 'Ann Archer',
      clientId: 'c-hello',
    });
    await until(() => toBen.length === 1 && toAnnTab2.length === 1, 'both deliveries');
    expect(toBen[0]!.messageData).toEqual(m);
    expect(toAnnTab2[0]!.messageData).toEqual(m);
    await new Promise((r) => setTimeout(r, 100));
    expect(toBen).toHaveLength(1);
  });

  it('ignores a spoofed senderId (and senderName) in the payload', async () => {
    const ann = await w.socket(w.ann);
    const ack = await emitAck<Delivery>(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'who am I', senderId: w.cat.user._id, senderName: 'Cat Cooper' });
    expect(ack).toMatchObject({ ok: true, data: { messageData: { senderId: w.ann.user._id, senderName: 'Ann Archer' } } });
    const [row] = await w.t.db.select().from(messages).where(eq(messages.text, 'who am I'));
    expect(row!.senderId).toBe(w.ann.user._id);
  });

  it('refuses blank, whitespace-only and over-long messages without storing them', async () => {
    const ann = await w.socket(w.ann);
    const before = await storedCount();
    for (const message of ['', '   \n\t ', 'x'.repeat(2001)]) {
      const ack = await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message });
      expect(ack).toMatchObject({ ok: false, error: 'VALIDATION' });
    }
    const ok = await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'x'.repeat(2000) });
    expect(ok.ok).toBe(true);
    expect(await storedCount()).toBe(before + 1);
  });

  it('sends only to connections', async () => {
    const ann = await w.socket(w.ann);
    const cat = await w.socket(w.cat);
    const toCat = collect(cat, 'messageReceived');
    const before = await storedCount();
    expect(await emitAck(ann, 'sendMessage', { receiverId: w.cat.user._id, message: 'hello stranger' })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
    expect(await emitAck(ann, 'sendMessage', { receiverId: w.ann.user._id, message: 'note to self' })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
    expect(await emitAck(ann, 'sendMessage', { receiverId: randomUUID(), message: 'nobody' })).toMatchObject({ ok: false, error: 'NOT_CONNECTED' });
    expect(await storedCount()).toBe(before);
    expect(toCat).toHaveLength(0);
  });

  it('stores a re-send with the same clientId once, answers with the stored message and delivers only that one', async () => {
    const ann = await w.socket(w.ann);
    const ben = await w.socket(w.ben);
    const toBen = collect<Delivery>(ben, 'messageReceived');
    const payload = { receiverId: w.ben.user._id, message: 'exactly once', clientId: randomUUID() };
    const first = await emitAck<Delivery>(ann, 'sendMessage', payload);
    // A re-send from another tab or after a reconnect, possibly concurrent with a third.
    const [second, third] = await Promise.all([emitAck<Delivery>(ann, 'sendMessage', payload), emitAck<Delivery>(await w.socket(w.ann), 'sendMessage', payload)]);
    expect(first.ok && second.ok && third.ok).toBe(true);
    if (!first.ok || !second.ok || !third.ok) return;
    expect(second.data.messageData).toEqual(first.data.messageData);
    expect(third.data.messageData._id).toBe(first.data.messageData._id);
    const rows = await w.t.db.select().from(messages).where(eq(messages.clientId, payload.clientId));
    expect(rows).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 150));
    // Each re-send is delivered again (the first delivery may have died with a process), always
    // as the one stored message: a client showing messages by _id shows it once.
    const delivered = toBen.filter((d) => d.messageData.clientId === payload.clientId);
    expect(delivered.length).toBeGreaterThanOrEqual(1);
    expect(new Set(delivered.map((d) => d.messageData._id))).toEqual(new Set([first.data.messageData._id]));
  });

  it('handles the same clientId from two senders independently', async () => {
    const clientId = randomUUID();
    const ann = await w.socket(w.ann);
    const ben = await w.socket(w.ben);
    const a = await emitAck<Delivery>(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'from ann', clientId });
    const b = await emitAck<Delivery>(ben, 'sendMessage', { receiverId: w.ann.user._id, message: 'from ben', clientId });
    expect(a.ok && b.ok).toBe(true);
    expect(await w.t.db.select().from(messages).where(eq(messages.clientId, clientId))).toHaveLength(2);
  });

  it('refuses malformed payloads with an answer, and keeps serving', async () => {
    const ann = await w.socket(w.ann);
    for (const payload of [null, undefined, 'text', 42, [], { receiverId: 'not-a-uuid', message: 'hi' }, { receiverId: w.ben.user._id, message: 5 }, { receiverId: w.ben.user._id, message: 'hi', clientId: 'x'.repeat(65) }]) {
      expect(await emitAck(ann, 'sendMessage', payload)).toMatchObject({ ok: false, error: 'VALIDATION' });
    }
    // Without an acknowledgement callback, and with the callback in the payload's place.
    ann.emit('sendMessage', { receiverId: w.ben.user._id, message: 'no ack wanted' });
    const answer = await new Promise((resolve) => ann.emit('sendMessage', resolve));
    expect(answer).toMatchObject({ ok: false, error: 'VALIDATION' });
    expect(await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'still fine' })).toMatchObject({ ok: true });
  });

  it('limits how fast one user can send', async () => {
    const ben = await w.socket(w.ben);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 26 }, (_, i) => emitAck(ben, 'sendMessage', { receiverId: w.ann.user._id, message: `burst ${i}` })),
    );
    const refilled = refilledSince(started);
    const limited = answers.filter((a) => !a.ok && a.error === 'RATE_LIMITED');
    expect(limited.length).toBeGreaterThanOrEqual(6 - refilled);
    expect(answers.filter((a) => a.ok).length).toBeLessThanOrEqual(20 + refilled);
  });
});

describe('senderName after a rename', () => {
  it('carries the new name on a socket that was open before the rename', async () => {
    const ben = await w.socket(w.ben);
    const rename = (fullName: string) =>
      w.t.app.inject({ method: 'PATCH', url: '/api/profile/edit', headers: { cookie: w.ben.cookie }, payload: { fullName } });
    expect((await rename('Benjamin Baker')).statusCode).toBe(200);
    try {
      const ack = await emitAck<Delivery>(ben, 'sendMessage', { receiverId: w.ann.user._id, message: 'new name, same me' });
      expect(ack).toMatchObject({ ok: true, data: { messageData: { senderName: 'Benjamin Baker' } } });
    } finally {
      await rename('Ben Baker');
    }
  });
});
