import { and, asc, count, eq } from 'drizzle-orm';
import type { Hackathon } from '@hackmate/shared/types';
import type { Db } from '../../../db/client';
import { hackathons, users } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/http-errors';
import { lockUser, type Queryable } from '../common';
import type { HackathonFields } from '@hackmate/shared/contracts';
import { toHackathon } from './serialize';

export const MAX_HACKATHONS = 50;
export const HACKATHON_NOT_FOUND = 'Hackathon not found';

export async function listHackathons(db: Queryable, userId: string): Promise<Hackathon[]> {
  const rows = await db
    .select()
    .from(hackathons)
    .where(eq(hackathons.userId, userId))
    .orderBy(asc(hackathons.createdAt), asc(hackathons.id));
  return rows.map(toHackathon);
}

async function countHackathons(tx: Queryable, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(hackathons).where(eq(hackathons.userId, userId));
  return row?.n ?? 0;
}

/**
 * users.hackathon_count feeds the feed's experience filter. It is recomputed from the rows in
 * the same transaction as the change, with the user's row locked, so it can never drift.
 */
async function syncHackathonCount(tx: Queryable, userId: string): Promise<void> {
  await tx.update(users).set({ hackathonCount: await countHackathons(tx, userId) }).where(eq(users.id, userId));
}

export async function addHackathon(db: Db, userId: string, fields: HackathonFields): Promise<Hackathon> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw notFound('User not found');
    if ((await countHackathons(tx, userId)) >= MAX_HACKATHONS) {
      throw conflict(`You can add at most ${MAX_HACKATHONS} hackathons`, 'LIMIT_REACHED');
    }
    const [created] = await tx.insert(hackathons).values({ userId, ...fields }).returning();
    await syncHackathonCount(tx, userId);
    return toHackathon(created!);
  });
}

/** Only the owner's row matches: someone else's hackathon is "not found" and stays untouched. */
export async function editHackathon(db: Db, userId: string, hackathonId: string, fields: HackathonFields): Promise<Hackathon> {
  const [row] = await db
    .update(hackathons)
    .set(fields)
    .where(and(eq(hackathons.id, hackathonId), eq(hackathons.userId, userId)))
    .returning();
  if (!row) throw notFound(HACKATHON_NOT_FOUND);
  return toHackathon(row);
}

export async function removeHackathon(db: Db, userId: string, hackathonId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const rows = await tx
      .delete(hackathons)
      .where(and(eq(hackathons.id, hackathonId), eq(hackathons.userId, userId)))
      .returning({ id: hackathons.id });
    if (rows.length === 0) throw notFound(HACKATHON_NOT_FOUND);
    await syncHackathonCount(tx, userId);
  });
}
