import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

export type { Queryable };
import { users } from '../../db/schema';

/**
 * Locks the user's row until the transaction ends, so concurrent adds and removes of one user's
 * items run one after another: caps and counters stay exact under parallel requests.
 */
export async function lockUser(tx: Queryable, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

