import { eq, or, sql } from 'drizzle-orm';
import { conversations, messages, users } from '../../db/schema';
import { createChatWorld, type ChatWorld } from '../../testing/chat-world';
import { connect } from '../../testing/connections';
import { emitAck, until } from '../../testing/sockets';
import { signUp, type SignedUp } from '../../testing/users';
import { recomputeReplyTime } from './reply-time';
import { orderedPair } from './repository';
import { sendMessage } from './service';

let w: ChatWorld;
beforeAll(async () => {
  w = await createChatWorld();
});
afterAll(() => w?.close());

const MINUTE = 60_000;
const person = () => signUp(w.t.app);
const stored = async (userId: string) => {
  const [row] = await w.t.db.select({ minutes: users.replyMinutes, samples: users.replySamples }).from(users).where(eq(users.id, userId));
  return row!;
};
const profile = async (viewer: SignedUp, userId: string) =>
  (await w.t.app.inject({ method: 'GET', url: `/api/profile/user/${userId}`, headers: { cookie: viewer.cookie } })).json<{ replyMinutes: number | null }>();

/**
 * A conversation between `me` and `other` written straight into the database, each message
 * `[who, minutes ago]`, as if it had been sent then.
 */
async function conversation(me: SignedUp, other: SignedUp, lines: ['me' | 'other', number][]): Promise<void> {
  const [userA, userB] = orderedPair(me.user._id, other.user._id);
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE);
  const last = Math.min(...lines.map(([, ago]) => ago));
  const [c] = await w.t.db.insert(conversations).values({ userA, userB, lastMessageText: 'x', lastMessageAt: at(last) }).returning({ id: conversations.id });
  await w.t.db.insert(messages).values(
    lines.map(([who, ago]) => {
      const [senderId, receiverId] = who === 'me' ? [me.user._id, other.user._id] : [other.user._id, me.user._id];
      return { conversationId: c!.id, senderId, receiverId, text: `${who} ${ago}`, createdAt: at(ago) };
    }),
  );
}

/** Conversations that `other` people opened, answered by `me` after each of `minutes`. */
async function answered(me: SignedUp, minutes: number[], openedMinutesAgo = 5 * 24 * 60): Promise<void> {
  for (const m of minutes) await conversation(me, await person(), [['other', openedMinutesAgo], ['me', openedMinutesAgo - m]]);
}

describe('reply time (median of first replies over 30 days)', () => {
  it('is the median of the first replies in conversations the other side opened, in whole minutes', async () => {
    const me = await person();
    await answered(me, [10, 120, 30]);
    await recomputeReplyTime(w.t.db, me.user._id);
    expect(await stored(me.user._id)).toEqual({ minutes: 30, samples: 3 });
    // An even count takes the middle two's mean: (30 + 60) / 2.
    await answered(me, [60]);
    await recomputeReplyTime(w.t.db, me.user._id);
    expect(await stored(me.user._id)).toEqual({ minutes: 45, samples: 4 });
    expect((await profile(await person(), me.user._id)).replyMinutes).toBe(45);
  });

  it('counts only the first reply after their first message, and neither unanswered conversations nor later messages', async () => {
    const me = await person();
    // They wrote twice before I answered (from their first: 50 min), then we chatted on.
    await conversation(me, await person(), [
      ['other', 600],
      ['other', 580],
      ['me', 550],
      ['other', 540],
      ['me', 10],
    ]);
    // I wrote first; they answered; my next message is my reply to them (20 min).
    await conversation(me, await person(), [
      ['me', 900],
      ['other', 800],
      ['me', 780],
    ]);
    // Never answered: no sample (and no penalty).
    await conversation(me, await person(), [['other', 300]]);
    // I wrote, they never did: nothing to reply to.
    await conversation(me, await person(), [['me', 200]]);
    await answered(me, [40]);
    await recomputeReplyTime(w.t.db, me.user._id);
    expect(await stored(me.user._id)).toEqual({ minutes: 40, samples: 3 });
  });

  it('is null with fewer than 3 samples', async () => {
    const me = await person();
    await answered(me, [5, 15]);
    await recomputeReplyTime(w.t.db, me.user._id);
    expect(await stored(me.user._id)).toEqual({ minutes: null, samples: 2 });
    expect((await profile(await person(), me.user._id)).replyMinutes).toBeNull();
  });

  it('leaves out conversations opened more than 30 days ago, even when answered within them', async () => {
    const me = await person();
    await answered(me, [10, 20]);
    await answered(me, [1, 1], 31 * 24 * 60);
    // Opened 31 days ago, answered recently: still out, the window is the opening.
    await conversation(me, await person(), [
      ['other', 31 * 24 * 60],
      ['me', 60],
    ]);
    await recomputeReplyTime(w.t.db, me.user._id);
    expect(await stored(me.user._id)).toEqual({ minutes: null, samples: 2 });
    await answered(me, [30]);
    await recomputeReplyTime(w.t.db, me.user._id);
    expect(await stored(me.user._id)).toEqual({ minutes: 20, samples: 3 });
  });

  it('drops samples that aged out at the next recompute', async () => {
    const me = await person();
    await answered(me, [10, 20, 30]);
    await recomputeReplyTime(w.t.db, me.user._id);
    expect(await stored(me.user._id)).toEqual({ minutes: 20, samples: 3 });
    const mine = me.user._id;
    await w.t.db
      .update(messages)
      .set({ createdAt: sql`${messages.createdAt} - interval '30 days'` })
      .where(or(eq(messages.senderId, mine), eq(messages.receiverId, mine)));
    await w.t.db
      .update(conversations)
      .set({ lastMessageAt: sql`${conversations.lastMessageAt} - interval '30 days'` })
      .where(or(eq(conversations.userA, mine), eq(conversations.userB, mine)));
    await recomputeReplyTime(w.t.db, me.user._id);
    expect(await stored(me.user._id)).toEqual({ minutes: null, samples: 0 });
  });

  it('tells which stored message is a first reply', async () => {
    const [ann, ben] = [await person(), await person()];
    await connect(w.t.db, ann.user._id, ben.user._id);
    const send = async (from: SignedUp, to: SignedUp) =>
      (await sendMessage(w.t.db, { senderId: from.user._id, receiverId: to.user._id, text: 'hi', clientId: null })).firstReply;
    expect(await send(ann, ben)).toBe(false); // opens the conversation
    expect(await send(ben, ann)).toBe(true); // Ben's first answer
    expect(await send(ben, ann)).toBe(false);
    expect(await send(ann, ben)).toBe(true); // Ann's first message after Ben's first
    expect(await send(ann, ben)).toBe(false);
    // A re-send of a stored message is no reply at all.
    const first = await sendMessage(w.t.db, { senderId: ben.user._id, receiverId: ann.user._id, text: 'again', clientId: 'c-1' });
    const again = await sendMessage(w.t.db, { senderId: ben.user._id, receiverId: ann.user._id, text: 'again', clientId: 'c-1' });
    expect([first.firstReply, again.created, again.firstReply]).toEqual([false, false, false]);
  });

  it('is recomputed when someone sends a first reply over the socket, after the acknowledgement', async () => {
    // Ben already answered two people (10 and 20 min); Ann writes to him and he answers at once.
    await answered(w.ben, [10, 20]);
    await recomputeReplyTime(w.t.db, w.ben.user._id);
    expect(await stored(w.ben.user._id)).toEqual({ minutes: null, samples: 2 });
    const [ann, ben] = [await w.socket(w.ann), await w.socket(w.ben)];
    expect(await emitAck(ann, 'sendMessage', { receiverId: w.ben.user._id, message: 'Team up?' })).toMatchObject({ ok: true });
    expect(await emitAck(ben, 'sendMessage', { receiverId: w.ann.user._id, message: 'Sure!' })).toMatchObject({ ok: true });
    await until(async () => (await stored(w.ben.user._id)).samples === 3, "Ben's reply time");
    expect(await stored(w.ben.user._id)).toEqual({ minutes: 10, samples: 3 });
    expect((await profile(w.cat, w.ben.user._id)).replyMinutes).toBe(10);
  });
});

