import { joinChatPayload as joinChatSchema } from '@hackmate/shared/contracts';
import { handler, ok, type HandlerContext } from '../types';
import { connectedPartner } from './connected-partner';

/**
 * `joinChat { receiverId }` (SPEC §7): confirms that the session's user may chat with
 * `receiverId`. No room is joined: messages reach every socket of both users through their user
 * rooms, whichever process holds them. A `userId` in the payload (the spec's old field) is ignored.
 */
export const joinChat = (ctx: HandlerContext) =>
  handler(ctx, 'joinChat', async (payload) => {
    const partner = await connectedPartner(ctx, payload, joinChatSchema);
    return 'ok' in partner ? partner : ok(partner);
  });
