import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { createTestApp } from '../testing/harness';
import { isUniqueViolation } from './client';
import { connectionRequests, conversations, messages, users } from './schema';

const t = await createTestApp();
afterAll(() => t.close());

async function expectUniqueViolation(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected the insert to be refused').not.toBeNull();
  expect(isUniqueViolation(err)).toBe(true);
}

const [ann, bob, cat] = await t.db
  .insert(users)
  .values([
    { fullName: 'Ann A', userName: 'ann', emailId: 'Ann@Example.com' },
    { fullName: 'Bob B', userName: 'bob', emailId: 'bob@example.com' },
    { fullName: 'Cat C', userName: 'cat', emailId: 'cat@example.com' },
  ])
  .returning();
if (!ann || !bob || !cat) throw new Error('seed failed');

describe('migrations', () => {
  it('fills column defaults (uuid ids, empty arrays and objects)', async () => {
    expect(ann.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ann).toMatchObject({ skills: [], roles: [], socialIds: {}, hackathonCount: 0, bio: '', profileUrl: '', passwordHash: null });
    expect(ann.createdAt).toBeInstanceOf(Date);
  });

  it('allows only one connection request per pair, in either direction', async () => {
    await t.db.insert(connectionRequests).values({ senderId: ann.id, receiverId: bob.id, status: 'interested' });
    await expectUniqueViolation(t.db.insert(connectionRequests).values({ senderId: bob.id, receiverId: ann.id, status: 'interested' }));
    await expectUniqueViolation(t.db.insert(connectionRequests).values({ senderId: ann.id, receiverId: bob.id, status: 'ignore' }));
    // Other pairs are unaffected.
    await t.db.insert(connectionRequests).values({ senderId: cat.id, receiverId: ann.id, status: 'ignore' });
  });

  it('rejects unknown statuses and requests to yourself', async () => {
    await expect(
      t.db.execute(sql`insert into connection_requests (sender_id, receiver_id, status) values (${bob.id}, ${cat.id}, 'maybe')`),
    ).rejects.toThrow();
    await expect(t.db.insert(connectionRequests).values({ senderId: bob.id, receiverId: bob.id, status: 'interested' })).rejects.toThrow();
  });

  it('treats e-mail addresses case-insensitively and user names as unique', async () => {
    await expectUniqueViolation(t.db.insert(users).values({ fullName: 'X', userName: 'ann2', emailId: 'ann@example.COM' }));
    await expectUniqueViolation(t.db.insert(users).values({ fullName: 'X', userName: 'ann', emailId: 'other@example.com' }));
  });

  it('stores a message client id once per sender, and any number of messages without one', async () => {
    const [a, b] = ann.id < bob.id ? [ann.id, bob.id] : [bob.id, ann.id];
    const [convo] = await t.db.insert(conversations).values({ userA: a, userB: b }).returning();
    if (!convo) throw new Error('no conversation');
    const base = { conversationId: convo.id, senderId: ann.id, receiverId: bob.id };
    await t.db.insert(messages).values([{ ...base, text: 'one' }, { ...base, text: 'two' }]);
    await t.db.insert(messages).values({ ...base, text: 'hi', clientId: 'c-1' });
    await expectUniqueViolation(t.db.insert(messages).values({ ...base, text: 'hi again', clientId: 'c-1' }));
    // The canonical pair order is enforced, so one pair cannot get two conversations.
    await expect(t.db.insert(conversations).values({ userA: b, userB: a })).rejects.toThrow();
  });

  it('cascades deletes from users', async () => {
    await t.db.delete(users).where(sql`${users.id} = ${cat.id}`);
    const rows = await t.db.select().from(connectionRequests).where(sql`${connectionRequests.senderId} = ${cat.id}`);
    expect(rows).toEqual([]);
  });

  it('gives people who picked the misspelt "BUM" the skill it meant, Bun (0022)', async () => {
    await t.db.update(users).set({ skills: ['RUST', 'BUM'] }).where(eq(users.id, bob.id));
    await t.db.execute(sql.raw(await readFile(new URL('../../drizzle/0022_bun_skill.sql', import.meta.url), 'utf8')));
    const [row] = await t.db.select({ skills: users.skills }).from(users).where(eq(users.id, bob.id));
    expect(row!.skills).toEqual(['RUST', 'BUN']);
  });
});
