import type { FastifyInstance } from 'fastify';
import { onSessionsRevoked } from '../plugins/auth';
import { joinChat } from './chat/join-chat';
import { sendMessage } from './chat/send-message';
import { authenticateHandshake } from './handshake';
import { sessionRoom, userRoom } from './rooms';
import type { AppServer, RealtimeServices } from './types';

/**
 * Wires the real-time API onto a Socket.IO server: handshake authentication, each user's rooms,
 * one handler per event, and dropping the sockets of revoked sessions. Returns an unsubscribe.
 */
export function registerRealtime(app: FastifyInstance, io: AppServer, services: RealtimeServices): () => void {
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
  return () => {
    offRevoked();
    offRenamed();
  };
}
