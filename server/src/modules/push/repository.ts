import type { PushSubscriptionBody } from '@hackmate/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema';

/**
 * Stores a browser's subscription for `userId`. The endpoint belongs to the browser, not the
 * person: when someone else signs in there and turns push on, it becomes theirs (the keys may
 * have changed too), so the previous person's notifications stop reaching that browser.
 */
export async function saveSubscription(db: Queryable, userId: string, sub: Pick<PushSubscriptionBody, 'endpoint' | 'keys'>): Promise<void> {
  const values = { userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: values.p256dh, auth: values.auth } });
}

/** Removes the caller's own subscription at `endpoint`; true if there was one. */
export async function removeSubscription(db: Queryable, userId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export function subscriptionsOf(db: Queryable, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** The push service said this subscription is no more (404/410). */
export async function forgetSubscription(db: Queryable, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
