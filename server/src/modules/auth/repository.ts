import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { type NewUser, type User, passwordResets, users } from '../../db/schema';

/** The SQL of the auth area: users by their sign-in keys, and password-reset tokens. */

/** Ids are UUID columns: anything else must be refused before it reaches SQL (a cast error, a 500). */
export { isRowId } from '../../lib/ids';

export async function findUserByEmail(db: Db, emailId: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.emailId}) = ${emailId.toLowerCase()}`).limit(1);
  return row;
}

export async function findUserByFirebaseUid(db: Db, uid: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
  return row;
}

export async function userNameExists(db: Db, userName: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.userName, userName)).limit(1);
  return Boolean(row);
}

/** Throws the driver's unique violation for a taken e-mail, username or Google uid. */
export async function insertUser(db: Db, values: NewUser): Promise<User> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Links a Google identity to an existing account that has none yet; the row, or undefined. */
export async function linkFirebaseUid(db: Db, userId: string, uid: string): Promise<User | undefined> {
  const [row] = await db
    .update(users)
    .set({ firebaseUid: uid })
    .where(and(eq(users.id, userId), isNull(users.firebaseUid)))
    .returning();
  return row;
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function insertPasswordReset(db: Db, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

/** The reset row of `tokenHash` if it belongs to `userId` and is unused and unexpired. */
const liveReset = (userId: string, tokenHash: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    eq(passwordResets.userId, userId),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );

/**
 * Marks the reset token used if it belongs to `userId`, is unused and unexpired, in one
 * statement, so two requests racing with the same link cannot both succeed.
 */
export async function consumePasswordReset(db: Queryable, userId: string, tokenHash: string): Promise<boolean> {
  const rows = await db.update(passwordResets).set({ usedAt: new Date() }).where(liveReset(userId, tokenHash)).returning({ id: passwordResets.id });
  return rows.length > 0;
}

/** Whether the token belongs to `userId` and is unused and unexpired, without using it up. */
export async function isLivePasswordReset(db: Db, userId: string, tokenHash: string): Promise<boolean> {
  const rows = await db.select({ id: passwordResets.id }).from(passwordResets).where(liveReset(userId, tokenHash)).limit(1);
  return rows.length > 0;
}

/** After a successful reset, every other link mailed to that user stops working too. */
export async function retireUserResets(db: Queryable, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
