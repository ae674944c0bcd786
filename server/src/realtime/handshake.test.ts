import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatWorld, type ChatWorld } from '../testing/chat-world';
import { connectSocket, emitAck, nextEvent } from '../testing/sockets';
import { revokeUserSessions } from '../modules/auth';
import { announceSessionsRevoked } from '../plugins/auth';
import { signIn } from '../testing/users';

let w: ChatWorld;
beforeAll(async () => {
  w = await createChatWorld();
});
afterAll(() => w?.close());

describe('socket handshake', () => {
  it('refuses a socket without a session cookie', async () => {
    await expect(connectSocket(w.baseUrl)).rejects.toThrow('UNAUTHENTICATED');
  });

  it('refuses a forged or tampered token', async () => {
    await expect(connectSocket(w.baseUrl, 'token=not-a-jwt')).rejects.toThrow('UNAUTHENTICATED');
    const tampered = w.ann.cookie.slice(0, -3) + (w.ann.cookie.endsWith('A') ? 'BBB' : 'AAA');
    await expect(connectSocket(w.baseUrl, tampered)).rejects.toThrow('UNAUTHENTICATED');
  });

  it('refuses browsers on other sites', async () => {
    const { io } = await import('socket.io-client');
    const socket = io(w.baseUrl, { path: '/api/socket.io', transports: ['polling'], extraHeaders: { cookie: w.ann.cookie, origin: 'https://evil.example' }, reconnection: false });
    const err = await nextEvent<Error>(socket, 'connect_error');
    socket.close();
    expect(err).toBeInstanceOf(Error);
  });

  it('drops the sockets of a session when it logs out, and that cookie cannot connect again', async () => {
    const secondSession = await signIn(w.t.app, w.ann.user.emailId, w.ann.password);
    const revoked = await w.socket(w.ann);
    const other = await w.socket(secondSession);
    const dropped = nextEvent<string>(revoked, 'disconnect');

    const res = await w.t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: w.ann.cookie } });
    expect(res.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');

    await expect(connectSocket(w.baseUrl, w.ann.cookie)).rejects.toThrow('UNAUTHENTICATED');
    // Ann's other session is unaffected.
    expect(other.connected).toBe(true);
    expect(await emitAck(other, 'sendMessage', { receiverId: w.ben.user._id, message: 'still here' })).toMatchObject({ ok: true });
  });

  it('drops every socket of a user whose sessions all end (password reset), and only theirs', async () => {
    const benTab = await w.socket(w.ben);
    const benOtherDevice = await w.socket(await signIn(w.t.app, w.ben.user.emailId, w.ben.password));
    const cat = await w.socket(w.cat);
    const drops = [nextEvent<string>(benTab, 'disconnect'), nextEvent<string>(benOtherDevice, 'disconnect')];

    // What the reset route does after it committed the new password.
    await revokeUserSessions(w.t.db, w.ben.user._id);
    announceSessionsRevoked(w.t.app, { userId: w.ben.user._id, sessionIds: 'all' });

    expect(await Promise.all(drops)).toEqual(['io server disconnect', 'io server disconnect']);
    await expect(connectSocket(w.baseUrl, w.ben.cookie)).rejects.toThrow('UNAUTHENTICATED');
    expect(cat.connected).toBe(true);
  });
});
