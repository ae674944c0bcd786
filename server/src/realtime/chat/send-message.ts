import { sendMessagePayload as sendMessageSchema } from '@hackmate/shared/contracts';
import { ChatRefusal } from '../../modules/chat';
import { userRoom } from '../rooms';
import { fail, handler, ok, type AckAnswer, type AppSocket, type HandlerContext } from '../types';

export const RATE_LIMITED_MESSAGE = 'You are sending messages too fast. Please wait a moment.';

/**
 * `sendMessage { receiverId, message, clientId? }` → ack `{ ok, data: { messageData } }`.
 * Order matters: rate limit, validate, persist (committed), then deliver and acknowledge, so an
 * acknowledged message is never lost. The sender is the session's user; a `senderId` in the
 * payload is ignored. Delivery goes to both users' rooms, so the sender's other tabs see it too.
 * A re-send of a stored clientId is acknowledged with the stored message and delivered again:
 * a re-send means the sender never heard back, so the process that stored it may have died
 * before delivering it, and the partner's open chat (on a process that never went down, so it
 * never reconnects to catch up) would otherwise never see it. Clients show messages by _id, so a
 * second delivery of the same message changes nothing on screen.
 */
export const sendMessage = (ctx: HandlerContext) =>
  handler(ctx, 'sendMessage', (payload) => {
    const arrivedAt = performance.now();
    // Counted when it arrives, not when its turn comes: a slow database must not refill the
    // bucket while a burst waits in line.
    const allowed = ctx.services.rateLimiter.take(ctx.socket);
    allowed.catch(() => {}); // awaited in its turn (a failure is answered there), not unhandled meanwhile
    return inOrder(ctx.socket, () => send(ctx, payload, allowed, arrivedAt));
  });

// One socket's messages (to people and to teams) are stored (and delivered) in the order it sent
// them, even when the database would finish concurrent inserts in another order.
const queues = new WeakMap<AppSocket, Promise<unknown>>();

export function inOrder<T>(socket: AppSocket, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(socket) ?? Promise.resolve()).then(work);
  queues.set(socket, run.catch(() => {}));
  return run;
}

async function send({ io, socket, services }: HandlerContext, payload: unknown, allowed: Promise<boolean>, arrivedAt: number): Promise<AckAnswer<unknown>> {
  if (!(await allowed)) return fail('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  const parsed = sendMessageSchema.safeParse(payload);
  if (!parsed.success) return fail('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid message.');
  const { receiverId, message: text, clientId } = parsed.data;
  const { userId } = socket.data;
  try {
    const { message, firstReply } = await services.chat.sendMessage({ senderId: userId, receiverId, text, clientId: clientId ?? null });
    io.to(userRoom(userId)).to(userRoom(receiverId)).emit('messageReceived', { messageData: message });
    services.delivered('direct', arrivedAt);
    // Their "usually replies within" moved: recomputed once the acknowledgement is on its way.
    if (firstReply) setImmediate(() => services.chat.replied(userId));
    return ok({ messageData: message });
  } catch (err) {
    if (err instanceof ChatRefusal) return fail(err.code, err.message);
    throw err;
  }
}
