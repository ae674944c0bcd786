import { z } from '../zod';
import { joinChatAck, joinChatPayload, sendMessageAck, sendMessagePayload, typingAck, typingPayload } from './chat';
import { markReadPayload, readAnswer } from './live';
import { sendTeamMessageAck, sendTeamMessagePayload } from './team-chat';

/** What one client → server Socket.IO event accepts and what its acknowledgement may say. */
export interface SocketEventContract {
  /** The payload (first argument); validated by the server's handler. */
  payload: z.ZodType;
  /** `data` of a successful acknowledgement `{ ok: true, data }`. */
  data: z.ZodType;
  /** The `error` codes of refusals `{ ok: false, error, message }` particular to this event. */
  errors: readonly string[];
}

/**
 * Refusals any event may answer: too many events or messages from this socket, the database
 * unreachable for a moment, or an unexpected failure (a bug: never for any payload).
 */
export const SOCKET_COMMON_ERRORS = ['RATE_LIMITED', 'UNAVAILABLE', 'INTERNAL'] as const;

/**
 * Every event a client may send over the socket, always with an acknowledgement as its last
 * argument. The server registers exactly these (realtime/index.ts) and the fuzz tests exercise
 * each one from here, so a new event is one entry.
 */
export const socketEvents = {
  joinChat: { payload: joinChatPayload, data: joinChatAck, errors: ['VALIDATION', 'NOT_CONNECTED'] },
  sendMessage: { payload: sendMessagePayload, data: sendMessageAck, errors: ['VALIDATION', 'NOT_CONNECTED', 'CLIENT_ID_REUSED'] },
  typing: { payload: typingPayload, data: typingAck, errors: ['VALIDATION', 'NOT_CONNECTED'] },
  markRead: { payload: markReadPayload, data: readAnswer, errors: ['VALIDATION', 'USER_NOT_FOUND'] },
  sendTeamMessage: { payload: sendTeamMessagePayload, data: sendTeamMessageAck, errors: ['VALIDATION', 'NOT_TEAM_MEMBER', 'CLIENT_ID_REUSED'] },
} as const satisfies Record<string, SocketEventContract>;

export type SocketEventName = keyof typeof socketEvents;

/** The acknowledgement `event` answers with: `{ ok: true, data }` or `{ ok: false, error, message }`, nothing else. */
export function socketAck(event: SocketEventName) {
  const { data, errors } = socketEvents[event];
  return z.discriminatedUnion('ok', [
    z.strictObject({ ok: z.literal(true), data }),
    z.strictObject({ ok: z.literal(false), error: z.enum([...SOCKET_COMMON_ERRORS, ...errors]), message: z.string() }),
  ]);
}
