import { connectionRequests, notifications, notificationUnsubscribes } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { signUpMany } from '../../testing/teams';
import { matchingReport } from './report';
import { weekOf } from './stats';

// A database of its own, so every number below is counted by hand from what this file writes.
const t = await createTestApp();
afterAll(() => t.close());

const DAY = 86_400_000;
const MIN = 60_000;

describe('pnpm report:matching: reaching people away', () => {
  it('counts, per week, requests answered before expiry, sends and clicks per channel, unsubscribes and the median return', async () => {
    // Week W: the Monday three weeks back; things happen on its Tuesday, 10:00 UTC.
    const week = weekOf(new Date(Date.now() - 21 * DAY));
    const nextWeek = weekOf(new Date(Date.parse(week) + 7 * DAY));
    const tuesday = Date.parse(`${week}T10:00:00Z`) + DAY;
    const at = (minutes: number) => new Date(tuesday + minutes * MIN);
    const [a, b, c, d] = (await signUpMany(t.app, 4)).map((p) => p.user._id) as [string, string, string, string];

    // Six requests (one per pair) sent in W: accepted and declined are answered, two expired, one
    // still waiting (not settled yet) and a swipe left (no request): 2 of 4 settled → 50 %.
    const request = (senderId: string, receiverId: string, status: (typeof connectionRequests.$inferInsert)['status']) => ({ senderId, receiverId, status, createdAt: at(0) });
    await t.db.insert(connectionRequests).values([request(a, b, 'accepted'), request(a, c, 'rejected'), request(a, d, 'expired'), request(b, c, 'expired'), request(b, d, 'interested'), request(c, d, 'ignore')]);

    // Sent in W: three e-mails (one clicked), two pushes (both clicked), and rows never sent.
    // Returns after 30, 90 and 10 minutes (median 30); the rest never came back.
    let key = 0;
    const notice = (userId: string, channel: 'email' | 'push', o: { status?: 'sent' | 'skipped' | 'pending'; clicked?: number; returned?: number } = {}) => ({
      userId,
      channel,
      kind: 'request',
      event: 'request',
      dedupeKey: `k${key++}`,
      status: o.status ?? 'sent',
      sentAt: o.status && o.status !== 'sent' ? null : at(0),
      clickedAt: o.clicked === undefined ? null : at(o.clicked),
      returnedAt: o.returned === undefined ? null : at(o.returned),
    });
    await t.db.insert(notifications).values([
      notice(a, 'email', { clicked: 5, returned: 30 }),
      notice(b, 'email', { returned: 90 }),
      notice(c, 'email'),
      notice(a, 'push', { clicked: 1, returned: 10 }),
      notice(b, 'push', { clicked: 2 }),
      notice(c, 'email', { status: 'skipped' }),
      notice(d, 'email', { status: 'pending' }),
    ]);

    // Two unsubscribes in W, one the week after.
    await t.db.insert(notificationUnsubscribes).values([
      { userId: a, kind: 'message', createdAt: at(60) },
      { userId: b, kind: 'digest', createdAt: at(120) },
      { userId: c, kind: 'request', createdAt: at(7 * 24 * 60) },
    ]);

    const report = await matchingReport(t.db, 5);
    expect(report.find((r) => r.week === week)?.reach).toEqual({
      answeredBeforeExpiry: 0.5,
      email: { sent: 3, clicked: 1 },
      push: { sent: 2, clicked: 2 },
      unsubscribes: 2,
      medianReturnMinutes: 30,
    });
    expect(report.find((r) => r.week === nextWeek)?.reach).toEqual({
      answeredBeforeExpiry: null,
      email: { sent: 0, clicked: 0 },
      push: { sent: 0, clicked: 0 },
      unsubscribes: 1,
      medianReturnMinutes: null,
    });
  });
});
