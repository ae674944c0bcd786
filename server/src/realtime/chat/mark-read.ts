import { markReadPayload } from '@hackmate/shared/contracts';
import { fail, handler, ok, type HandlerContext } from '../types';

/**
 * `markRead { partnerId }` → `{ partnerId, unread: 0 }`: what POST /convos/{partnerId}/read does,
 * on the live connection a chat already holds. A read follows nearly every message that arrives
 * in an open chat; over the socket it costs no HTTP request, cookie or session check.
 */
export const markRead = (ctx: HandlerContext) =>
  handler(ctx, 'markRead', async (payload) => {
    const parsed = markReadPayload.safeParse(payload);
    if (!parsed.success) return fail('VALIDATION', 'partnerId must be a user id.');
    const { partnerId } = parsed.data;
    if (!(await ctx.services.live.markRead(ctx.socket.data.userId, partnerId))) return fail('USER_NOT_FOUND', 'This user does not exist.');
    return ok({ partnerId, unread: 0 as const });
  });
