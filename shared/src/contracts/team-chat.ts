import { z } from '../zod';
import { chatMessageSchema } from '../validation/chat';
import { secret } from '../validation/text';
import { CLIENT_ID_MAX, historyQuery } from './chat';
import { uuid } from './common';

/**
 * A team's group conversation: its members write to it over the socket (`sendTeamMessage`) and
 * read it over HTTP (GET /teams/{teamId}/messages). Only current members may do either, and each
 * sees the messages from when they joined.
 */

export const teamChatMessage = z
  .object({
    _id: z.string(),
    teamId: z.string(),
    senderId: z.string(),
    /** As the sender is called now (read from the database when the message is sent or read). */
    senderName: z.string(),
    text: z.string(),
    timestamp: z.string().meta({ format: 'date-time' }),
    /** The sending client's id for it: a re-send with the same id is stored once. */
    clientId: z.string(),
  })
  .meta({ id: 'TeamChatMessage' });
export type TeamChatMessage = z.infer<typeof teamChatMessage>;

/**
 * `before`: a message id from `nextCursor` (older page); `after`: a message id or an ISO time
 * (what arrived since, e.g. after a reconnect). As the 1:1 history.
 */
export const teamMessagesQuery = historyQuery;
export type TeamMessagesQuery = z.output<typeof teamMessagesQuery>;

export const teamMessagesPage = z
  .object({
    /** Oldest first within the page; never from before the caller joined the team. */
    messages: z.array(teamChatMessage),
    /** `before` for the older page; null at the start (or on a catch-up page). */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'TeamMessagesPage' });
export type TeamMessagesPage = z.infer<typeof teamMessagesPage>;

/**
 * GET /team-chats: the user's team chats as conversations, newest activity first (the last message
 * they may read, else when they joined), for the Convos list beside the 1:1 conversations.
 */
export const teamChatSummary = z
  .object({
    teamId: z.string(),
    teamName: z.string(),
    eventName: z.string(),
    lastMessage: z.object({ text: z.string(), senderName: z.string(), timestamp: z.string().meta({ format: 'date-time' }) }).nullable(),
    activityAt: z.string().meta({ format: 'date-time', description: 'The last message, else when the user joined' }),
    unread: z.number().int().min(0),
  })
  .meta({ id: 'TeamChatSummary' });
export type TeamChatSummary = z.infer<typeof teamChatSummary>;
export const teamChatList = z.object({ data: z.array(teamChatSummary) }).meta({ id: 'TeamChatList' });

/** POST /teams/{teamId}/read: the member has read the team chat up to its newest message. */
export const teamReadAnswer = z.object({ teamId: z.string(), unread: z.literal(0) }).meta({ id: 'TeamReadAnswer' });
export type TeamReadAnswer = z.infer<typeof teamReadAnswer>;

// ---- Socket.IO ----

/** `sendTeamMessage`: the sender is the session's user; the text follows the one chat message rule. */
export const sendTeamMessagePayload = z.object({
  teamId: uuid,
  message: chatMessageSchema,
  // Required: a team message is only ever sent with its idempotency key. Compared byte for byte.
  clientId: secret('Message id', CLIENT_ID_MAX),
});
export type SendTeamMessagePayload = z.input<typeof sendTeamMessagePayload>;
export const sendTeamMessageAck = z.object({ messageData: teamChatMessage });

/** Server → client events about team chats, on the member's own sockets (every tab and device). */
export const teamChatEvents = {
  /** A message in one of the user's teams (their own included, for their other tabs). */
  teamMessageReceived: z.object({ messageData: teamChatMessage, teamName: z.string() }),
  /** The user read that team's chat somewhere: its unread count is 0. */
  teamRead: z.object({ teamId: z.string() }),
} as const;
export type TeamMessageReceived = z.infer<typeof teamChatEvents.teamMessageReceived>;
export type TeamRead = z.infer<typeof teamChatEvents.teamRead>;
