import { joinChatPayload as joinChatSchema } from '@hackmate/shared/contracts';
import { chatRoom } from '../rooms';
import { fail, handler, ok, type HandlerContext } from '../types';

/**
 * `joinChat { receiverId }`: joins the conversation room with a connection. The user is the
 * session's; a `userId` in the payload (the spec's old field) is ignored.
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
    await ctx.socket.join(chatRoom(me, receiverId));
    return ok({ receiverId });
  });
