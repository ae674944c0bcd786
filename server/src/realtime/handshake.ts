import type { FastifyInstance } from 'fastify';
import { readSessionCookie, verifySessionToken } from '../plugins/auth';
import { isDatabaseUnavailable } from '../plugins/errors';
import type { AppSocket } from './types';

/**
 * Socket.IO middleware: a connection is accepted only with the session cookie of a valid,
 * unrevoked session (the same check as HTTP). The client sees `connect_error` with message
 * 'UNAUTHENTICATED' and socket.io-client does not retry it.
 */
export function authenticateHandshake(app: FastifyInstance) {
  return async (socket: AppSocket, next: (err?: Error) => void) => {
    try {
      const token = readSessionCookie(socket.handshake.headers.cookie);
      const session = token ? await verifySessionToken(app, token) : null;
      if (!session) return next(new Error('UNAUTHENTICATED'));
      socket.data = { userId: session.userId, sessionId: session.sessionId };
      next();
    } catch (err) {
      if (isDatabaseUnavailable(err)) app.log.warn('socket handshake refused: database unavailable');
      else app.log.error({ err }, 'socket handshake failed');
      next(new Error('UNAVAILABLE'));
    }
  };
}
