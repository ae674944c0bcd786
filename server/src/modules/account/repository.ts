import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { leaveAllTeams } from '../teams';
import { blocks, connectionRequests, hackathons, passwordResets, projects, sessions, users, type User } from '../../db/schema';
import { forgetNotifications } from '../notifications';

/** The SQL of account settings (the export's reads are in export.ts). */

export const DELETED_NAME = 'Deleted user';

export async function findAccount(db: Db, userId: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The user's sessions still signed in, most recently used first. */
export function activeSessions(db: Db, userId: string) {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

export interface Tombstoned {
  /** Everyone who had a request or connection with the user (their lists change). */
  counterparts: string[];
  /** The picture the account showed before ('' when none). */
  profileUrl: string;
}

/**
 * Turns the account into a tombstone, in the caller's transaction: what it owned is deleted, the
 * row keeps only its id (so the other side's messages keep a sender, "Deleted user"), it leaves
 * every team (handing over the ones it owned), and its e-mail, username and Google uid are freed
 * for a new sign-up. Conversations and messages stay.
 * Undefined when the account was already deleted.
 */
export async function tombstoneAccount(tx: Queryable, userId: string): Promise<Tombstoned | undefined> {
  const [before] = await tx
    .select({ profileUrl: users.profileUrl })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!before) return undefined;
  const requests = await tx
    .delete(connectionRequests)
    .where(or(eq(connectionRequests.senderId, userId), eq(connectionRequests.receiverId, userId)))
    .returning({ senderId: connectionRequests.senderId, receiverId: connectionRequests.receiverId });
  await tx.delete(projects).where(eq(projects.userId, userId));
  await tx.delete(hackathons).where(eq(hackathons.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  await leaveAllTeams(tx, userId);
  await forgetNotifications(tx, userId);
  await tx
    .update(users)
    .set({
      deletedAt: sql`now()`,
      fullName: DELETED_NAME,
      // Placeholders no sign-up can choose ('-' is not allowed in usernames; .invalid is no domain).
      userName: `deleted-${userId}`,
      emailId: `deleted-${userId}@deleted.invalid`,
      passwordHash: null,
      firebaseUid: null,
      profileUrl: '',
      bio: '',
      gradYear: null,
      skills: [],
      roles: [],
      socialIds: {},
      hackathonCount: 0,
      showPresence: true,
      readReceipts: true,
    })
    .where(eq(users.id, userId));
  const counterparts = new Set(requests.map((r) => (r.senderId === userId ? r.receiverId : r.senderId)));
  return { counterparts: [...counterparts], profileUrl: before.profileUrl };
}

/** Whether anyone else shows this picture (uploads are content-addressed, so two people may share one file). */
export async function pictureInUse(db: Db, profileUrl: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.profileUrl, profileUrl), ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(row);
}
