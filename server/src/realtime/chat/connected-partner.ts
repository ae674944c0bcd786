import { fail, type AckAnswer, type HandlerContext } from '../types';

/**
 * The `receiverId` of a payload, when it names one of the socket user's connections; otherwise
 * the refusal to acknowledge with (VALIDATION, NOT_CONNECTED). Ids elsewhere in it are ignored.
 */
export async function connectedPartner(
  ctx: HandlerContext,
  payload: unknown,
  schema: { safeParse(p: unknown): { success: true; data: { receiverId: string } } | { success: false } },
): Promise<{ receiverId: string } | AckAnswer<never>> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return fail('VALIDATION', 'receiverId must be a user id.');
  const me = ctx.socket.data.userId;
  const { receiverId } = parsed.data;
  if (receiverId === me || !(await ctx.services.chat.areConnected(me, receiverId))) {
    return fail('NOT_CONNECTED', 'You can only message your connections.');
  }
  return { receiverId };
}
