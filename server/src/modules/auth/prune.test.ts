import { eq } from 'drizzle-orm';
import { passwordResets, sessions } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { signUp } from '../../testing/users';
import { KEEP_ENDED_MS, pruneEndedAuthRows } from './prune';

const t = await createTestApp();
afterAll(() => t.close());

const DAY = KEEP_ENDED_MS;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('pruning ended sessions and reset links', () => {
  it('deletes what ended more than a day ago and keeps everything else', async () => {
    const { user } = await signUp(t.app);
    const rows = await t.db
      .insert(sessions)
      .values([
        { userId: user._id, expiresAt: ago(DAY + 60_000) },
        { userId: user._id, expiresAt: new Date(Date.now() + DAY), revokedAt: ago(DAY + 60_000) },
        { userId: user._id, expiresAt: ago(60_000) },
        { userId: user._id, expiresAt: new Date(Date.now() + DAY), revokedAt: ago(60_000) },
      ])
      .returning({ id: sessions.id });
    await t.db.insert(passwordResets).values([
      { userId: user._id, tokenHash: `old-${user._id}`, expiresAt: ago(DAY + 60_000) },
      { userId: user._id, tokenHash: `live-${user._id}`, expiresAt: new Date(Date.now() + 60_000) },
    ]);

    await pruneEndedAuthRows(t.db);

    const left = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user._id));
    const leftIds = left.map((r) => r.id);
    expect(leftIds).not.toContain(rows[0]!.id);
    expect(leftIds).not.toContain(rows[1]!.id);
    expect(leftIds).toEqual(expect.arrayContaining([rows[2]!.id, rows[3]!.id]));
    const resets = await t.db.select({ tokenHash: passwordResets.tokenHash }).from(passwordResets).where(eq(passwordResets.userId, user._id));
    expect(resets.map((r) => r.tokenHash)).toEqual([`live-${user._id}`]);
  });

  it("never touches a live session: its user stays signed in", async () => {
    const { cookie } = await signUp(t.app);
    await pruneEndedAuthRows(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/check-auth', headers: { cookie } });
    expect(res.json()).toEqual({ status: true });
  });
});
