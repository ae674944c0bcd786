import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $signedIn } from '@hackmate/shared/stores';
import type { LiveSummary } from '../types';
import { FakeSocket } from '../testing/fake-socket';
import { closeLiveConnection, keepLiveConnectionWhileSignedIn, openLiveConnection, type LiveConnectionOptions } from './connection';
import { $liveSocket, $unread } from './stores';

// What the live layer does when its connection comes back, when the server says events may have
// been lost, and when the server itself ends the socket (connection.test.ts covers the counts).

const ANA = 'ana-2';
const BEN = 'ben-3';

const summary = (unread: Record<string, number>): LiveSummary => ({
  unread: Object.entries(unread).map(([partnerId, n]) => ({ partnerId, unread: n })),
  teamUnread: {},
  unreadTotal: Object.values(unread).reduce((a, b) => a + b, 0),
  pendingRequests: 0,
});

let socket: FakeSocket;
let fetchSummary: ReturnType<typeof vi.fn<() => Promise<LiveSummary>>>;
let eventsMissed: ReturnType<typeof vi.fn<() => void>>;
let checkSession: ReturnType<typeof vi.fn<() => Promise<boolean | null>>>;
let signedOut: ReturnType<typeof vi.fn<() => void>>;

function options(): LiveConnectionOptions {
  return { createSocket: async () => socket, fetchSummary, eventsMissed, checkSession, signedOut, me: () => 'me-1', waitForPage: () => null };
}

async function connected(extra: Partial<LiveConnectionOptions> = {}): Promise<void> {
  openLiveConnection({ ...options(), ...extra });
  await vi.waitFor(() => expect($liveSocket.get()).toBe(socket));
  socket.serverConnect();
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  socket = new FakeSocket();
  fetchSummary = vi.fn(async () => summary({ [ANA]: 1 }));
  eventsMissed = vi.fn();
  checkSession = vi.fn(async () => true);
  signedOut = vi.fn();
});

afterEach(() => {
  closeLiveConnection();
  vi.useRealTimers();
});

describe('the live connection after a gap', () => {
  it('on the server\'s catchUp, reads the badges again and marks the lists on screen stale', async () => {
    await connected();
    expect(eventsMissed).not.toHaveBeenCalled();
    // A message to Ben's conversation crossed the broken link between processes: no event came.
    fetchSummary.mockResolvedValue(summary({ [ANA]: 1, [BEN]: 1 }));
    socket.fire('catchUp', {});
    await vi.advanceTimersByTimeAsync(0);
    expect($unread.get()).toEqual({ [ANA]: 1, [BEN]: 1 });
    expect(eventsMissed).toHaveBeenCalledTimes(1);
  });

  it('marks the lists stale on a reconnect (events were lost meanwhile), not on the first connect', async () => {
    await connected();
    socket.serverDrop();
    expect(eventsMissed).not.toHaveBeenCalled();
    socket.serverConnect();
    await vi.advanceTimersByTimeAsync(0);
    expect(eventsMissed).toHaveBeenCalledTimes(1);
    expect(fetchSummary).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while socket.io-client is retrying by itself (a restart: transport closed, handshake failing)', async () => {
    await connected();
    socket.serverDrop('transport close');
    socket.fire('connect_error', new Error('xhr poll error'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checkSession).not.toHaveBeenCalled();
    expect(socket.reconnectCalls).toBe(0);
  });
});

describe('a socket the server ended', () => {
  it('signs the tab out when the session was revoked: the socket closes and the counts are gone', async () => {
    $signedIn.set(true);
    checkSession.mockResolvedValue(false);
    // The real sign-out: the store every screen follows goes to signed-out.
    const stop = keepLiveConnectionWhileSignedIn({ ...options(), signedOut: () => $signedIn.set(false) });
    await vi.waitFor(() => expect($liveSocket.get()).toBe(socket));
    socket.serverConnect();
    await vi.advanceTimersByTimeAsync(0);
    expect($unread.get()).toEqual({ [ANA]: 1 });

    socket.serverEnd();
    await vi.advanceTimersByTimeAsync(0);
    expect(checkSession).toHaveBeenCalledTimes(1);
    expect($signedIn.get()).toBe(false);
    expect($liveSocket.get()).toBeNull();
    expect($unread.get()).toEqual({});
    expect(socket.reconnectCalls).toBe(0);
    stop();
  });

  it('signs out when the handshake is refused after a restart (logged out elsewhere meanwhile)', async () => {
    await connected();
    checkSession.mockResolvedValue(false);
    socket.serverDrop('transport close');
    socket.serverRefuse('UNAUTHENTICATED');
    await vi.advanceTimersByTimeAsync(0);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('connects again a little later when the session is still on, and asks again when the server did not answer', async () => {
    await connected();
    checkSession.mockResolvedValueOnce(null);
    socket.serverEnd();
    await vi.advanceTimersByTimeAsync(0);
    expect(checkSession).toHaveBeenCalledTimes(1);
    // Not hammered: the next question waits (2 s), and so does the reconnect after it (5 s).
    await vi.advanceTimersByTimeAsync(1_000);
    expect(checkSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(checkSession).toHaveBeenCalledTimes(2);
    expect(socket.reconnectCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(socket.reconnectCalls).toBe(1);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('asks nothing once the tab closed its own connection', async () => {
    await connected();
    closeLiveConnection();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checkSession).not.toHaveBeenCalled();
  });
});
