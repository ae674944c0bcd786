import { typingPayload } from '@hackmate/shared/contracts';
import { userRoom } from '../rooms';
import { handler, ok, type HandlerContext } from '../types';
import { connectedPartner } from './connected-partner';

/**
 * `typing { receiverId }`: tells the receiver's sockets that the user is writing to them, only
 * between connections. Clients send it at most every 2 s while typing and hide the indicator 5 s
 * after the last one; the per-socket event budget bounds what a client that ignores that can do.
 */
export const typing = (ctx: HandlerContext) =>
  handler(ctx, 'typing', async (payload) => {
    const partner = await connectedPartner(ctx, payload, typingPayload);
    if ('ok' in partner) return partner;
    ctx.io.to(userRoom(partner.receiverId)).emit('typing', { userId: ctx.socket.data.userId });
    return ok(partner);
  });
