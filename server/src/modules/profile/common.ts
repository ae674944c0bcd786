import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** A transaction or the database itself: services run the same queries in either. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the user's row until the transaction ends, so concurrent adds and removes of one user's
 * items run one after another: caps and counters stay exact under parallel requests.
 */
export async function lockUser(tx: Queryable, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

