import { z } from 'zod';
import { idParam } from './common';

/**
 * The live layer: what the navbar's badges count and what the server pushes to a user's own
 * sockets (every tab and device) when something that concerns them happens.
 */

export const unreadConversation = z.object({ partnerId: z.string(), unread: z.number().int().min(1) });

export const liveSummary = z
  .object({
    /** Conversations with messages the user has not read, newest first. */
    unread: z.array(unreadConversation),
    unreadTotal: z.number().int().min(0),
    /** Connection requests others sent the user that are still waiting for an answer. */
    pendingRequests: z.number().int().min(0),
  })
  .meta({ id: 'LiveSummary', description: 'The counts behind the navbar badges, from stored read positions' });
export type LiveSummary = z.infer<typeof liveSummary>;

export const readParams = z.object({ partnerId: idParam('The other participant') });
export const readAnswer = z.object({ partnerId: z.string(), unread: z.literal(0) }).meta({ id: 'ReadAnswer' });

/** A person as a notification names them. */
const someone = z.object({ _id: z.string(), fullName: z.string() });

/** Server → client events on the user's own sockets, besides `messageReceived`. */
export const liveEvents = {
  /** The user read a conversation (in some tab): its unread count is 0 everywhere. */
  conversationRead: z.object({ partnerId: z.string() }),
  /**
   * A connection request concerning the user changed. `received`: someone wants to team up;
   * `accepted`: someone accepted the user's request; `answered`/`withdrawn`: a pending one is gone.
   * `person` is the other side.
   */
  requestUpdate: z.object({ kind: z.enum(['received', 'accepted', 'answered', 'withdrawn']), person: someone }),
} as const;
export type ConversationRead = z.infer<typeof liveEvents.conversationRead>;
export type RequestUpdate = z.infer<typeof liveEvents.requestUpdate>;
