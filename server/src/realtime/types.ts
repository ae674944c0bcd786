import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { Ack, ChatMessage, ConversationRead, EventAnnouncementUpdate, EventChanged, MessagesRead, Presence, ProposalUpdate, RequestUpdate, TeamChanged, TeamMessageReceived, TeamRead, TeamRequestUpdate, Typing } from '@hackmate/shared/types';
import type { SendInput, SendResult } from '../modules/chat';
import type { TeamSendInput, TeamSendResult } from '../modules/team-chat';
import type { ClusterTopic } from '../plugins/cluster-bus';
import type { ChatKind } from '../plugins/metrics';
import { isDatabaseUnavailable } from '../plugins/errors';

/** What the handshake establishes; handlers trust only this, never ids in payloads. */
export interface SocketData {
  userId: string;
  sessionId: string;
}

/** Incoming payloads are untrusted: each handler validates its own with zod. */
export interface ClientToServerEvents {
  joinChat: (payload: unknown, ack?: unknown) => void;
  sendMessage: (payload: unknown, ack?: unknown) => void;
  typing: (payload: unknown, ack?: unknown) => void;
  markRead: (payload: unknown, ack?: unknown) => void;
  sendTeamMessage: (payload: unknown, ack?: unknown) => void;
}

export interface ServerToClientEvents {
  messageReceived: (payload: { messageData: ChatMessage }) => void;
  conversationRead: (payload: ConversationRead) => void;
  requestUpdate: (payload: RequestUpdate) => void;
  teamRequestUpdate: (payload: TeamRequestUpdate) => void;
  teamChanged: (payload: TeamChanged) => void;
  proposalUpdate: (payload: ProposalUpdate) => void;
  eventAnnouncement: (payload: EventAnnouncementUpdate) => void;
  eventChanged: (payload: EventChanged) => void;
  typing: (payload: Typing) => void;
  messagesRead: (payload: MessagesRead) => void;
  presence: (payload: Presence) => void;
  teamMessageReceived: (payload: TeamMessageReceived) => void;
  teamRead: (payload: TeamRead) => void;
  catchUp: (payload: Record<string, never>) => void;
}

/** Between server processes (through the Redis adapter): the cluster bus. */
export interface InterServerEvents {
  clusterBus: (topic: ClusterTopic, payload: unknown) => void;
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface MessageRateLimiter {
  /** true if this socket may send one more message now. */
  take(socket: AppSocket): Promise<boolean>;
}

export interface RealtimeServices {
  chat: {
    areConnected(a: string, b: string): Promise<boolean>;
    sendMessage(input: SendInput): Promise<SendResult>;
    /** Someone sent a first reply: recompute their reply time in the background (never throws). */
    replied(userId: string): void;
  };
  teamChat: {
    sendMessage(input: TeamSendInput): Promise<TeamSendResult>;
  };
  live: {
    /** Marks the conversation read and tells who must hear of it; false when it is not the user's to mark. */
    markRead(me: string, partnerId: string): Promise<boolean>;
  };
  rateLimiter: MessageRateLimiter;
  log: FastifyBaseLogger;
  /** A chat message reached its recipients, `arrivedAt` (performance.now()) after it came in: for operators. */
  delivered(kind: ChatKind, arrivedAt: number): void;
}

export interface HandlerContext {
  io: AppServer;
  socket: AppSocket;
  services: RealtimeServices;
}

/** The acknowledgement every event answers with (one definition, in the contracts). */
export type AckAnswer<T> = Ack<T>;

export const ok = <T>(data: T): AckAnswer<T> => ({ ok: true, data });
export const fail = (error: string, message: string): AckAnswer<never> => ({ ok: false, error, message });

/**
 * Turns a handler body into a Socket.IO listener that always answers the acknowledgement (when the
 * client asked for one) and never lets a bad payload or a failure escape into the process.
 */
export function handler<T>(ctx: HandlerContext, name: string, body: (payload: unknown) => Promise<AckAnswer<T>>) {
  return (...args: unknown[]) => {
    // Socket.IO passes the acknowledgement last, whatever comes before it: `emit('x', callback)`
    // has no payload, and extra arguments must not keep the sender waiting for an answer.
    const ack = args.at(-1);
    const payload = typeof args[0] === 'function' ? undefined : args[0];
    const answer = typeof ack === 'function' ? (ack as (a: AckAnswer<T>) => void) : () => {};
    body(payload).then(answer, (err: unknown) => {
      const context = { event: name, userId: ctx.socket.data.userId };
      if (isDatabaseUnavailable(err)) {
        // Designed: the client keeps the message and sends it again; one line, no stack.
        ctx.services.log.warn(context, 'socket event refused: database unavailable');
        return answer(fail('UNAVAILABLE', 'Hackmate cannot reach its database right now. Please try again in a moment.'));
      }
      ctx.services.log.error({ err, ...context }, 'socket handler failed');
      answer(fail('INTERNAL', 'Something went wrong. Please try again.'));
    });
  };
}
