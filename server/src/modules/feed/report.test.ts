import type { FastifyInstance } from 'fastify';
import { conversations, messages } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { signUp, type SignedUp } from '../../testing/users';
import { matchingReport } from './report';
import { feedCounters, weekOf } from './stats';

const t = await createTestApp();
afterAll(() => t.close());

const swipe = (who: SignedUp, status: string, whom: SignedUp) =>
  t.app.inject({ method: 'POST', url: `/api/reqs/send/${status}/${whom.user._id}`, headers: { cookie: who.cookie } });

describe('pnpm report:matching', () => {
  it('counts cards shown in memory and adds them to the week in one write', async () => {
    // The counters as the feed module uses them, flushed by hand instead of by their timer.
    const counters = feedCounters({ db: t.db, log: t.app.log, addHook: () => {} } as unknown as FastifyInstance);
    counters.shown(20);
    counters.shown(7);
    await counters.flush();
    counters.shown(3);
    await counters.flush();
    const [week] = await matchingReport(t.db, 1);
    expect(week).toMatchObject({ week: weekOf(new Date()), cardsShown: 30 });
  });

  it("adds up this week's swipes, matches, first replies and lively conversations", async () => {
    const [ann, ben, cat, dan] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app)]);
    const before = (await matchingReport(t.db, 1))[0]!;
    await swipe(ann, 'interested', ben);
    await swipe(ben, 'interested', ann); // a match: answers Ann's request
    await swipe(cat, 'ignore', dan);
    await swipe(dan, 'interested', ann);
    // Ann and Ben talk: Ben answers after 30 minutes, then three messages each.
    const [a, b] = [ann.user._id, ben.user._id].sort();
    const [conversation] = await t.db.insert(conversations).values({ userA: a!, userB: b! }).returning();
    const start = Date.now() - 60 * 60_000;
    const said = (who: SignedUp, minute: number) => ({
      conversationId: conversation!.id,
      senderId: who.user._id,
      receiverId: who === ann ? ben.user._id : ann.user._id,
      text: 'hi',
      createdAt: new Date(start + minute * 60_000),
    });
    await t.db.insert(messages).values([said(ann, 0), said(ben, 30), said(ann, 31), said(ben, 32), said(ann, 33), said(ben, 34)]);

    const week = (await matchingReport(t.db, 1))[0]!;
    expect(week.swipes - before.swipes).toBe(3);
    // Ann→Ben (accepted) and Dan→Ann interested, Cat→Dan ignore.
    expect(week.interestedRate).toBeCloseTo((before.swipes * (before.interestedRate ?? 0) + 2) / week.swipes, 5);
    expect(week.mutualRate).toBeGreaterThan(0);
    expect(week.medianFirstReplyMinutes).toBeCloseTo(30, 0);
    expect(week.livelyConversations).toBe(before.livelyConversations + 1);
  });
});
