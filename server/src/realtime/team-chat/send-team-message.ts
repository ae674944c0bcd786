import { sendTeamMessagePayload } from '@hackmate/shared/contracts';
import { TeamChatRefusal } from '../../modules/team-chat';
import { inOrder, RATE_LIMITED_MESSAGE } from '../chat/send-message';
import { userRoom } from '../rooms';
import { fail, handler, ok, type AckAnswer, type HandlerContext } from '../types';

/**
 * `sendTeamMessage { teamId, message, clientId }` → ack `{ ok, data: { messageData } }`, with the
 * guarantees of `sendMessage`: rate limit (the same budget: a user's messages, to people and
 * teams alike), validate, store (committed, membership checked in the database), then deliver and
 * acknowledge, in the order the socket sent them. Delivery goes to the rooms of everyone in the
 * team when it was stored (read in the same statement, so it works on every process through the
 * Redis adapter), the sender's other tabs included, as `teamMessageReceived { messageData,
 * teamName }`. A re-send of a stored clientId is acknowledged with the stored message and
 * delivered again (see send-message.ts: clients show messages by _id).
 */
export const sendTeamMessage = (ctx: HandlerContext) =>
  handler(ctx, 'sendTeamMessage', (payload) => {
    const arrivedAt = performance.now();
    const allowed = ctx.services.rateLimiter.take(ctx.socket);
    allowed.catch(() => {}); // awaited in its turn (a failure is answered there), not unhandled meanwhile
    return inOrder(ctx.socket, () => send(ctx, payload, allowed, arrivedAt));
  });

async function send({ io, socket, services }: HandlerContext, payload: unknown, allowed: Promise<boolean>, arrivedAt: number): Promise<AckAnswer<unknown>> {
  if (!(await allowed)) return fail('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  const parsed = sendTeamMessagePayload.safeParse(payload);
  if (!parsed.success) return fail('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid message.');
  const { teamId, message: text, clientId } = parsed.data;
  try {
    const { message, teamName, memberIds } = await services.teamChat.sendMessage({ senderId: socket.data.userId, teamId, text, clientId });
    if (memberIds.length > 0) io.to(memberIds.map(userRoom)).emit('teamMessageReceived', { messageData: message, teamName });
    services.delivered('team', arrivedAt);
    return ok({ messageData: message });
  } catch (err) {
    if (err instanceof TeamChatRefusal) return fail(err.code, err.message);
    throw err;
  }
}
