import { typingPayload } from '@hackmate/shared/contracts';
import { userRoom } from '../rooms';
import { fail, handler, ok, type HandlerContext } from '../types';

/**
 * `typing { receiverId }`: tells the receiver's sockets that the user is writing to them, only
 * between connections. Clients send it at most every 2 s while typing and hide the indicator 5 s
 * after the last one; the per-socket event budget bounds what a client that ignores that can do.
 */
export const typing = (ctx: HandlerContext) =>
  handler(ctx, 'typing', async (payload) => {
    const parsed = typingPayload.safeParse(payload);
    if (!parsed.success) return fail('VALIDATION', 'receiverId must be a user id.');
    const me = ctx.socket.data.userId;
    const { receiverId } = parsed.data;
    if (receiverId === me || !(await ctx.services.chat.areConnected(me, receiverId))) {
      return fail('NOT_CONNECTED', 'You can only message your connections.');
    }
    ctx.io.to(userRoom(receiverId)).emit('typing', { userId: me });
    return ok({ receiverId });
  });
