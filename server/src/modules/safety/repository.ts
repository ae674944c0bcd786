import { and, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { blocks, connectionRequests, users } from '../../db/schema';
import { isListedUser } from '../users';

/** A user id as a value or as a column / expression of the surrounding query. */
export type IdRef = string | SQLWrapper;

/**
 * SQL: `a` and `b` are a blocked pair (either blocked the other). Each side of the OR is one
 * lookup of the primary key (blocker_id, blocked_id).
 */
export function blockedPair(a: IdRef, b: IdRef): SQL {
  return sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;
}

/**
 * SQL subquery: everyone in a block with `userId`, either way (the primary key serves the first
 * half, blocks_blocked_idx the second).
 */
export function blockedWith(userId: IdRef): SQL {
  return sql`(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${userId} union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${userId})`;
}

/**
 * SQL: the user `id` exists and may appear to others (users/visibility.ts). `id` must not be a
 * column of an unaliased `users` in the surrounding query (it would name this one's row): there,
 * use `isListedUser` itself.
 */
export function listedId(id: IdRef): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${id} and ${isListedUser})`;
}

/**
 * SQL: `me` may see `other` at all: neither blocked the other and `other` is listed. What every
 * list, profile and request between two people checks.
 */
export function visibleTo(me: IdRef, other: IdRef): SQL {
  return sql`(${listedId(other)} and not ${blockedPair(me, other)})`;
}

/**
 * SQL: `me` may read their conversation with `other`: no block either way and `other` not
 * suspended. Unlike everywhere else, a deleted partner's conversation stays (the other party
 * keeps the history, shown from "Deleted user").
 */
export function readableConversation(me: IdRef, other: IdRef): SQL {
  return sql`(not exists (select 1 from ${users} where ${users.id} = ${other} and ${users.suspendedAt} is not null) and not ${blockedPair(me, other)})`;
}

/** Whether an SQL condition holds (one round trip). */
export async function holds(db: Queryable, condition: SQL): Promise<boolean> {
  const result = await db.execute(sql`select ${condition} as yes`);
  return Boolean((result as unknown as { rows: { yes: boolean }[] }).rows[0]?.yes);
}

export const blockedBetween = (db: Queryable, a: string, b: string) => holds(db, blockedPair(a, b));
export const isListedId = (db: Queryable, id: string) => holds(db, listedId(id));
export const canSee = (db: Queryable, me: string, other: string) => holds(db, visibleTo(me, other));
export const canReadConversation = (db: Queryable, me: string, other: string) => holds(db, readableConversation(me, other));

/**
 * Records the block and ends whatever the two shared: every request between them, any status,
 * either direction (a connection ends, pending requests are gone). Run it in a transaction.
 */
export async function writeBlock(tx: Queryable, blockerId: string, blockedId: string): Promise<void> {
  await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
  await tx
    .delete(connectionRequests)
    .where(
      or(
        and(eq(connectionRequests.senderId, blockerId), eq(connectionRequests.receiverId, blockedId)),
        and(eq(connectionRequests.senderId, blockedId), eq(connectionRequests.receiverId, blockerId)),
      ),
    );
}

/** Removes the block; true when there was one. */
export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ id: blocks.blockedId });
  return rows.length > 0;
}

/** The people `blockerId` blocked, newest first; suspended people stay out of sight here too. */
export async function blockedBy(db: Db, blockerId: string) {
  return db
    .select({ id: users.id, fullName: users.fullName, userName: users.userName, profileUrl: users.profileUrl, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(and(eq(blocks.blockerId, blockerId), isListedUser))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
}

/** Deletes the accepted request between the two, whichever sent it; true when there was one. */
export async function deleteConnection(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .delete(connectionRequests)
    .where(
      and(
        eq(connectionRequests.status, 'accepted'),
        or(
          and(eq(connectionRequests.senderId, a), eq(connectionRequests.receiverId, b)),
          and(eq(connectionRequests.senderId, b), eq(connectionRequests.receiverId, a)),
        ),
      ),
    )
    .returning({ id: connectionRequests.id });
  return rows.length > 0;
}
