import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { ChatMessage } from '@hackmate/shared/types';
import type { SendInput, SendResult } from '../modules/chat/service';
import type { ClusterTopic } from '../plugins/cluster-bus';

/** What the handshake establishes; handlers trust only this, never ids in payloads. */
export interface SocketData {
  userId: string;
  sessionId: string;
  /** Read at the handshake and kept current on renames; sent as `senderName` with each message. */
  fullName: string;
}

/** Incoming payloads are untrusted: each handler validates its own with zod. */
export interface ClientToServerEvents {
  joinChat: (payload: unknown, ack?: unknown) => void;
  sendMessage: (payload: unknown, ack?: unknown) => void;
}

export interface ServerToClientEvents {
  messageReceived: (payload: { messageData: ChatMessage }) => void;
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
  };
  rateLimiter: MessageRateLimiter;
  log: FastifyBaseLogger;
}

export interface HandlerContext {
  io: AppServer;
  socket: AppSocket;
  services: RealtimeServices;
}

export type AckAnswer<T> = { ok: true; data: T } | { ok: false; error: string; message: string };

export const ok = <T>(data: T): AckAnswer<T> => ({ ok: true, data });
export const fail = (error: string, message: string): AckAnswer<never> => ({ ok: false, error, message });

/**
 * Turns a handler body into a Socket.IO listener that always answers the acknowledgement (when the
 * client asked for one) and never lets a bad payload or a failure escape into the process.
 */
export function handler<T>(ctx: HandlerContext, name: string, body: (payload: unknown) => Promise<AckAnswer<T>>) {
  return (payload: unknown, ack?: unknown) => {
    // `socket.emit('x', callback)` puts the callback first.
    if (typeof payload === 'function' && ack === undefined) [payload, ack] = [undefined, payload];
    const answer = typeof ack === 'function' ? (ack as (a: AckAnswer<T>) => void) : () => {};
    body(payload).then(answer, (err: unknown) => {
      ctx.services.log.error({ err, event: name, userId: ctx.socket.data.userId }, 'socket handler failed');
      answer(fail('INTERNAL', 'Something went wrong. Please try again.'));
    });
  };
}
