/**
 * Every Socket.IO room name comes from here, so two parts of the server can never disagree on
 * one (and with the Redis adapter, neither can two processes).
 */

/** All sockets of one user (every tab, every device): where their messages are delivered. */
export const userRoom = (userId: string) => `user:${userId}`;

/** All sockets opened with one session: dropped together when that session is revoked. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
