import { socketEvents, type SocketEventName } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import { areConnected, recomputeReplyTime, sendMessage as storeMessage } from '../modules/chat';
import { sendTeamMessage as storeTeamMessage } from '../modules/team-chat';
import { onSessionsRevoked } from '../plugins/auth';
import { cachedConnectionCheck } from './chat/connection-cache';
import { joinChat } from './chat/join-chat';
import { markRead } from './chat/mark-read';
import { sendMessage } from './chat/send-message';
import { typing } from './chat/typing';
import { sendTeamMessage } from './team-chat/send-team-message';
import { eventBudget, type EventLimit } from './event-limit';
import { authenticateHandshake } from './handshake';
import { trackPresence, markConversationRead } from '../modules/live';
import { DEFAULT_MESSAGE_LIMIT, memoryRateLimiter, redisRateLimiter, type MessageLimit } from './rate-limit';
import { sessionRoom, userRoom } from './rooms';
import { recheckSessionsEvery, type ActiveSessions } from './session-recheck';
import type { HandlerContext, RealtimeServices } from './types';

// One handler per event of the contract: an event added there does not compile until it is handled here.
const handlers: { [E in SocketEventName]: (ctx: HandlerContext) => (...args: unknown[]) => void } = { joinChat, sendMessage, typing, markRead, sendTeamMessage };

export interface RealtimeOptions {
  config: Pick<Config, 'redisPrefix' | 'sessionCacheMs'>;
  /** Which of these sessions are still on: sockets are re-checked against it every SESSION_CACHE_SECONDS. */
  activeSessions: ActiveSessions;
  /** Chat send limit; tests lower it. */
  messageLimit?: MessageLimit;
  /** Budget of every event per socket; tests lower it. */
  eventLimit?: EventLimit;
}

/**
 * The real-time API on `app.io`: handshake authentication, each user's rooms, one handler per
 * event, and dropping the sockets of revoked sessions.
 */
export const realtimeModule: FastifyPluginAsync<RealtimeOptions> = async (app, { config, activeSessions, messageLimit = DEFAULT_MESSAGE_LIMIT, eventLimit }) => {
  const { io } = app;
  const services: RealtimeServices = {
    chat: {
      areConnected: cachedConnectionCheck(app, (a, b) => areConnected(app.db, a, b)),
      sendMessage: (input) => storeMessage(app.db, input),
      replied: (userId) => {
        if (app.ioClosing()) return;
        recomputeReplyTime(app.db, userId).catch((err: unknown) => app.log.error({ err, userId }, 'could not recompute reply time'));
      },
    },
    teamChat: { sendMessage: (input) => storeTeamMessage(app.db, input) },
    live: { markRead: (me, partnerId) => markConversationRead(app, me, partnerId) },
    rateLimiter: app.ioRedis ? redisRateLimiter(app.ioRedis, config.redisPrefix, messageLimit) : memoryRateLimiter(messageLimit),
    log: app.log,
    delivered: (kind, arrivedAt) => app.metrics.chatDelivered(kind, arrivedAt),
  };
  io.use(authenticateHandshake(app));
  trackPresence(app);

  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    socket.use(eventBudget(eventLimit));
    const ctx = { io, socket, services };
    for (const event of Object.keys(socketEvents) as SocketEventName[]) socket.on(event, handlers[event](ctx));
  });

  // Logout and password reset end sessions; their live sockets must end too. Every process hears
  // of it through the cluster bus and drops the sockets it holds.
  const offRevoked = onSessionsRevoked(app, ({ userId, sessionIds }) => {
    const rooms = sessionIds === 'all' ? [userRoom(userId)] : sessionIds.map(sessionRoom);
    if (rooms.length > 0) io.local.in(rooms).disconnectSockets(true);
  });
  // …and when that news can be lost (Redis down), the sockets are re-checked against the database.
  recheckSessionsEvery(app, config.sessionCacheMs, activeSessions);
  // A link between processes came back: what crossed it meanwhile may be lost; clients catch up.
  const offCatchUp = app.bus.subscribe('live-catch-up', () => io.local.emit('catchUp', {}));
  app.addHook('preClose', async () => {
    offRevoked();
    offCatchUp();
  });
};
