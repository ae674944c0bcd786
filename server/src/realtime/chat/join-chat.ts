import { joinChatPayload as joinChatSchema } from '@hackmate/shared/contracts';
import { fail, handler, ok, type HandlerContext } from '../types';

/**
 * `joinChat { receiverId }` (SPEC §7): confirms that the session's user may chat with
 * `receiverId`. No room is joined: messages reach every socket of both users through their user
 * rooms, whichever process holds them. A `userId` in the payload (the spec's old field) is ignored.
 */
export const joinChat = (ctx: HandlerContext) =>
  handler(ctx, 'joinChat', async (payload) => {
    const parsed = joinChatSchema.safeParse(payload);
    if (!parsed.success) return fail('VALIDATION', 'receiverId must be a user id.');
    const me = ctx.socket.data.userId;
    const { receiverId } = parsed.data;
    if (receiverId === me || !(await ctx.services.chat.areConnected(me, receiverId))) {
      return fail('NOT_CONNECTED', 'You can only message your connections.');
    }
    return ok({ receiverId });
  });
