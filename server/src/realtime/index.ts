import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import { areConnected } from '../modules/chat/repository';
import { sendMessage as storeMessage } from '../modules/chat/service';
import { onSessionsRevoked } from '../plugins/auth';
import { joinChat } from './chat/join-chat';
import { sendMessage } from './chat/send-message';
import { authenticateHandshake } from './handshake';
import { DEFAULT_MESSAGE_LIMIT, memoryRateLimiter, redisRateLimiter, type MessageLimit } from './rate-limit';
import { sessionRoom, userRoom } from './rooms';
import type { RealtimeServices } from './types';

export interface RealtimeOptions {
  config: Pick<Config, 'redisPrefix'>;
  /** Chat send limit; tests lower it. */
  messageLimit?: MessageLimit;
}

/**
 * The real-time API on `app.io`: handshake authentication, each user's rooms, one handler per
 * event, and dropping the sockets of revoked sessions.
 */
export const realtimeModule: FastifyPluginAsync<RealtimeOptions> = async (app, { config, messageLimit = DEFAULT_MESSAGE_LIMIT }) => {
  const { io } = app;
  const services: RealtimeServices = {
    chat: { areConnected: (a, b) => areConnected(app.db, a, b), sendMessage: (input) => storeMessage(app.db, input) },
    rateLimiter: app.ioRedis ? redisRateLimiter(app.ioRedis, config.redisPrefix, messageLimit) : memoryRateLimiter(messageLimit),
    log: app.log,
  };
  io.use(authenticateHandshake(app));

  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    const ctx = { io, socket, services };
    socket.on('joinChat', joinChat(ctx));
    socket.on('sendMessage', sendMessage(ctx));
  });

  // Logout and password reset end sessions; their live sockets must end too. Every process hears
  // of it through the cluster bus and drops the sockets it holds.
  const offRevoked = onSessionsRevoked(app, ({ userId, sessionIds }) => {
    const rooms = sessionIds === 'all' ? [userRoom(userId)] : sessionIds.map(sessionRoom);
    if (rooms.length > 0) io.local.in(rooms).disconnectSockets(true);
  });
  // senderName comes from the socket (read at the handshake); a rename must reach open sockets.
  const offRenamed = app.bus.subscribe('user-renamed', ({ userId, fullName }) => {
    for (const id of io.of('/').adapter.rooms.get(userRoom(userId)) ?? []) {
      const socket = io.of('/').sockets.get(id);
      if (socket) socket.data.fullName = fullName;
    }
  });
  app.addHook('preClose', async () => {
    offRevoked();
    offRenamed();
  });
};
