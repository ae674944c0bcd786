import { apiStatus } from '@hackmate/shared/api';
import type { RequestSummary } from '@hackmate/shared/types';
import { isConnection } from '../api/is-connection';
import { withdrawSwipe } from '../api/withdraw-swipe';

/** What an Undo came to: the card may come back, they are connected now, or it stands for good. */
export type UndoOutcome = 'restored' | 'connected' | 'final';

/**
 * Takes back a swipe: `saved` is what the server recorded (null: nothing was saved). Our own
 * Interested or Ignore is withdrawn while nobody answered it. A swipe that answered their
 * request stands; so does ours once they answered it, and the only answer we may name is an
 * acceptance (a sender is never told they were turned down).
 */
export async function undoSwipe(userId: string, saved: Promise<RequestSummary | null>): Promise<UndoOutcome> {
  const request = await saved;
  if (!request) return 'restored';
  // Their request, which our swipe answered.
  if (request.senderId === userId) return request.status === 'accepted' ? 'connected' : 'final';
  try {
    await withdrawSwipe(request._id);
    return 'restored';
  } catch (error) {
    if (apiStatus(error) !== 409 && apiStatus(error) !== 404) throw error;
    return (await isConnection(userId)) ? 'connected' : 'final';
  }
}
