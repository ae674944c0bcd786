import type { Db } from '../db/client';
import { connectionRequests } from '../db/schema';

/** Makes two users connections (an accepted request from a to b), straight in the database. */
export async function connect(db: Db, aId: string, bId: string): Promise<void> {
  await db.insert(connectionRequests).values({ senderId: aId, receiverId: bId, status: 'accepted' });
}
