import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/http-errors';

/** A transaction or the database itself: services run the same queries in either. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const uuid = z.uuid();

/**
 * An id from the URL. Anything that is not a UUID cannot name a row, so it is answered like an
 * unknown id (404) instead of reaching the database and failing there.
 */
export function parseId(value: unknown, message: string): string {
  const result = uuid.safeParse(value);
  if (!result.success) throw notFound(message, 'NOT_FOUND');
  return result.data;
}

/**
 * Locks the user's row until the transaction ends, so concurrent adds and removes of one user's
 * items run one after another: caps and counters stay exact under parallel requests.
 */
export async function lockUser(tx: Queryable, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

