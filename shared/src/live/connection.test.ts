import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $signedIn } from '@hackmate/shared/stores';
import type { ChatMessage, LiveSummary, ProposalUpdate, RequestUpdate, TeamChanged, TeamMessageReceived, TeamRequestUpdate } from '../types';
import { FakeSocket } from '../testing/fake-socket';
import { SUMMARY_DEBOUNCE_MS, closeLiveConnection, keepLiveConnectionWhileSignedIn, openLiveConnection, type LiveConnectionOptions } from './connection';
import { $liveSocket, $pendingRequests, $teamUnread, $unread, $unreadTotal, setOpenConversation, setOpenTeamChat } from './stores';

const ME = 'me-1';
const ANA = 'ana-2';
const BEN = 'ben-3';

const TEAM = 'team-7';
const OTHER_TEAM = 'team-8';

const summary = (unread: Record<string, number>, pendingRequests = 0, teamUnread: Record<string, number> = {}): LiveSummary => ({
  unread: Object.entries(unread).map(([partnerId, n]) => ({ partnerId, unread: n })),
  teamUnread,
  unreadTotal: [...Object.values(unread), ...Object.values(teamUnread)].reduce((a, b) => a + b, 0),
  pendingRequests,
});

const teamMessage = (senderId: string, teamId = TEAM): TeamMessageReceived => ({
  messageData: { _id: `t-${Math.random()}`, teamId, senderId, senderName: 'Ana Lima', text: 'hi team', timestamp: new Date().toISOString(), clientId: 'c' },
  teamName: 'Night Owls',
});

const message = (senderId: string, receiverId: string): { messageData: ChatMessage } => ({
  messageData: { _id: `m-${Math.random()}`, senderId, receiverId, message: 'hi', text: 'hi', timestamp: new Date().toISOString(), senderName: 'Ana Lima' },
});

let socket: FakeSocket;
let visible: boolean;
let me: string | undefined;
let fetchSummary: ReturnType<typeof vi.fn<() => Promise<LiveSummary>>>;

let requestsChanged: ReturnType<typeof vi.fn<(update: RequestUpdate) => void>>;
let teamRequestsChanged: ReturnType<typeof vi.fn<(update: TeamRequestUpdate) => void>>;
let teamChanged: ReturnType<typeof vi.fn<(update: TeamChanged) => void>>;
let proposalsChanged: ReturnType<typeof vi.fn<(update: ProposalUpdate) => void>>;

function options(): LiveConnectionOptions {
  requestsChanged = vi.fn();
  teamRequestsChanged = vi.fn();
  teamChanged = vi.fn();
  proposalsChanged = vi.fn();
  // The page has settled (page-settled.test.ts covers the wait): the socket opens at once.
  return { createSocket: async () => socket, fetchSummary, isVisible: () => visible, me: () => me, requestsChanged, teamRequestsChanged, teamChanged, proposalsChanged, waitForPage: () => null };
}

/** Opens the connection, lets the socket arrive and connects it (which reads the summary). */
async function connected(): Promise<void> {
  openLiveConnection(options());
  await vi.waitFor(() => expect($liveSocket.get()).toBe(socket));
  socket.serverConnect();
  await flush();
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  socket = new FakeSocket();
  visible = true;
  me = ME;
  fetchSummary = vi.fn(async () => summary({ [ANA]: 2 }, 1));
  setOpenConversation(null);
  setOpenTeamChat(null);
});

afterEach(() => {
  closeLiveConnection();
  vi.useRealTimers();
});

describe('the live connection', () => {
  it('loads the counts from the summary once connected', async () => {
    await connected();
    expect(fetchSummary).toHaveBeenCalledTimes(1);
    expect($unread.get()).toEqual({ [ANA]: 2 });
    expect($unreadTotal.get()).toBe(2);
    expect($pendingRequests.get()).toBe(1);
  });

  it('counts a message from someone else, and clears a conversation the user writes in', async () => {
    await connected();
    socket.fire('messageReceived', message(BEN, ME));
    socket.fire('messageReceived', message(ANA, ME));
    expect($unread.get()).toEqual({ [ANA]: 3, [BEN]: 1 });
    // The user's own message (from this or another tab) reads that conversation.
    socket.fire('messageReceived', message(ME, ANA));
    expect($unread.get()).toEqual({ [BEN]: 1 });
    expect($unreadTotal.get()).toBe(1);
  });

  it('does not count the conversation on screen while the tab is visible, but does while hidden', async () => {
    await connected();
    setOpenConversation(ANA);
    socket.fire('messageReceived', message(ANA, ME));
    expect($unread.get()[ANA]).toBe(2);
    visible = false;
    socket.fire('messageReceived', message(ANA, ME));
    expect($unread.get()[ANA]).toBe(3);
  });

  it('zeroes a conversation read in any tab', async () => {
    await connected();
    socket.fire('conversationRead', { partnerId: ANA });
    expect($unread.get()).toEqual({});
    expect($unreadTotal.get()).toBe(0);
  });

  it('reads the summary again after request updates, once for a burst', async () => {
    await connected();
    vi.useFakeTimers();
    fetchSummary.mockResolvedValue(summary({ [ANA]: 2 }, 3));
    const person = { _id: BEN, fullName: 'Ben Ode' };
    socket.fire('requestUpdate', { kind: 'received', person });
    socket.fire('requestUpdate', { kind: 'withdrawn', person });
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS - 1);
    expect(fetchSummary).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSummary).toHaveBeenCalledTimes(2);
    expect($pendingRequests.get()).toBe(3);
    // And the screens listing requests read them again (the Reqs page updates without a reload).
    expect(requestsChanged.mock.calls.map(([u]) => u.kind)).toEqual(['received', 'withdrawn']);
  });

  it('reads the count again when a request expires, on both sides', async () => {
    await connected();
    vi.useFakeTimers();
    fetchSummary.mockResolvedValue(summary({ [ANA]: 2 }, 0));
    socket.fire('requestUpdate', { kind: 'expired', box: 'received', person: { _id: BEN, fullName: 'Ben Ode' } });
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    expect(fetchSummary).toHaveBeenCalledTimes(2);
    expect($pendingRequests.get()).toBe(0);
    expect(requestsChanged.mock.calls.map(([u]) => [u.kind, u.box])).toEqual([['expired', 'received']]);
  });

  it('hands an invite or join request to the screens, and reads the pending count again (it counts them)', async () => {
    await connected();
    vi.useFakeTimers();
    const update: TeamRequestUpdate = {
      kind: 'expired', requestId: 'tr-1', requestKind: 'invite', box: 'sent', teamId: 'team-1', teamName: 'Byte Club', person: { _id: BEN, fullName: 'Ben Ode' },
    };
    socket.fire('teamRequestUpdate', update);
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    expect(teamRequestsChanged.mock.calls).toEqual([[update]]);
    expect(fetchSummary).toHaveBeenCalledTimes(2);
    expect(requestsChanged).not.toHaveBeenCalled();
  });

  it('hands a changed team to the screens, and a proposal too with the counts read again', async () => {
    await connected();
    vi.useFakeTimers();
    socket.fire('teamChanged', { teamId: 'team-1' });
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    expect(teamChanged.mock.calls).toEqual([[{ teamId: 'team-1' }]]);
    expect(fetchSummary).toHaveBeenCalledTimes(1);
    const proposal = { kind: 'received', proposalId: 'p-1', eventId: 'event-1', eventName: 'Hack' } as const;
    socket.fire('proposalUpdate', proposal);
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    expect(proposalsChanged.mock.calls).toEqual([[proposal]]);
    expect(fetchSummary).toHaveBeenCalledTimes(2);
  });

  it('reads the summary again on every reconnect', async () => {
    await connected();
    fetchSummary.mockResolvedValue(summary({ [BEN]: 4 }));
    socket.serverDrop();
    socket.serverConnect();
    await flush();
    expect(fetchSummary).toHaveBeenCalledTimes(2);
    expect($unread.get()).toEqual({ [BEN]: 4 });
  });

  it('asks again when an event lands while a summary is on its way', async () => {
    let answer: (s: LiveSummary) => void = () => {};
    fetchSummary.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    openLiveConnection(options());
    await vi.waitFor(() => expect($liveSocket.get()).toBe(socket));
    socket.serverConnect();
    socket.fire('messageReceived', message(BEN, ME));
    fetchSummary.mockResolvedValue(summary({ [ANA]: 2, [BEN]: 1 }));
    // This answer was read before Ben's message was stored.
    answer(summary({ [ANA]: 2 }));
    await vi.waitFor(() => expect(fetchSummary).toHaveBeenCalledTimes(2));
    await flush();
    expect($unread.get()).toEqual({ [ANA]: 2, [BEN]: 1 });
  });

  it('tries the summary again a little later when it fails', async () => {
    fetchSummary.mockRejectedValueOnce(new Error('503'));
    vi.useFakeTimers();
    openLiveConnection(options());
    await vi.advanceTimersByTimeAsync(0);
    socket.serverConnect();
    await vi.advanceTimersByTimeAsync(0);
    expect($unread.get()).toEqual({});
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchSummary).toHaveBeenCalledTimes(2);
    expect($unread.get()).toEqual({ [ANA]: 2 });
  });

  it('asks the server who wrote when the tab does not know the user', async () => {
    me = undefined;
    await connected();
    vi.useFakeTimers();
    fetchSummary.mockResolvedValue(summary({ [ANA]: 3 }));
    socket.fire('messageReceived', message(ANA, 'someone'));
    expect($unread.get()).toEqual({ [ANA]: 2 });
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    expect($unread.get()).toEqual({ [ANA]: 3 });
  });

  it('opens once, and closing disconnects, removes every listener and zeroes the counts', async () => {
    const createSocket = vi.fn(async () => socket);
    openLiveConnection({ ...options(), createSocket });
    openLiveConnection({ ...options(), createSocket });
    await vi.waitFor(() => expect($liveSocket.get()).toBe(socket));
    socket.serverConnect();
    await flush();
    expect(createSocket).toHaveBeenCalledTimes(1);

    closeLiveConnection();
    expect($liveSocket.get()).toBeNull();
    expect(socket.connected).toBe(false);
    expect(socket.listenerCount()).toBe(0);
    expect($unreadTotal.get()).toBe(0);
    expect($pendingRequests.get()).toBe(0);
  });

  it('while the page settles, reads the counts at once and opens the socket after, reading them again on connect', async () => {
    let settle: () => void = () => {};
    const createSocket = vi.fn(async () => socket);
    openLiveConnection({ ...options(), createSocket, waitForPage: () => new Promise<void>((resolve) => (settle = resolve)) });
    await flush();
    expect(fetchSummary).toHaveBeenCalledTimes(1);
    expect($unread.get()).toEqual({ [ANA]: 2 });
    expect(createSocket).not.toHaveBeenCalled();

    settle();
    await vi.waitFor(() => expect($liveSocket.get()).toBe(socket));
    fetchSummary.mockResolvedValue(summary({ [ANA]: 2, [BEN]: 1 }));
    socket.serverConnect();
    await flush();
    expect(fetchSummary).toHaveBeenCalledTimes(2);
    expect($unread.get()).toEqual({ [ANA]: 2, [BEN]: 1 });
  });

  it('opens no socket when signed out before the page settled', async () => {
    let settle: () => void = () => {};
    const createSocket = vi.fn(async () => socket);
    openLiveConnection({ ...options(), createSocket, waitForPage: () => new Promise<void>((resolve) => (settle = resolve)) });
    closeLiveConnection();
    settle();
    await flush();
    expect(createSocket).not.toHaveBeenCalled();
    expect($liveSocket.get()).toBeNull();
  });

  it('drops a socket that arrives after the connection was closed', async () => {
    let arrive: (s: FakeSocket) => void = () => {};
    openLiveConnection({ ...options(), createSocket: () => new Promise((resolve) => (arrive = resolve)) });
    closeLiveConnection();
    arrive(socket);
    await flush();
    expect($liveSocket.get()).toBeNull();
    expect(socket.active).toBe(false);
  });
});

describe('team chats in the live connection', () => {
  it('loads team unread counts from the summary and adds them to the total', async () => {
    fetchSummary.mockResolvedValue(summary({ [ANA]: 2 }, 0, { [TEAM]: 3 }));
    await connected();
    expect($teamUnread.get()).toEqual({ [TEAM]: 3 });
    expect($unreadTotal.get()).toBe(5);
  });

  it('counts a team message from someone else, and clears the team when the user writes in it', async () => {
    await connected();
    socket.fire('teamMessageReceived', teamMessage(ANA));
    socket.fire('teamMessageReceived', teamMessage(BEN));
    socket.fire('teamMessageReceived', teamMessage(BEN, OTHER_TEAM));
    expect($teamUnread.get()).toEqual({ [TEAM]: 2, [OTHER_TEAM]: 1 });
    expect($unreadTotal.get()).toBe(5);
    socket.fire('teamMessageReceived', teamMessage(ME));
    expect($teamUnread.get()).toEqual({ [OTHER_TEAM]: 1 });
    // Malformed events count nothing.
    socket.fire('teamMessageReceived', undefined);
    socket.fire('teamMessageReceived', { messageData: { senderId: ANA } });
    expect($teamUnread.get()).toEqual({ [OTHER_TEAM]: 1 });
  });

  it('does not count the team chat on screen while the tab is visible, but does while hidden', async () => {
    await connected();
    setOpenTeamChat(TEAM);
    socket.fire('teamMessageReceived', teamMessage(ANA));
    expect($teamUnread.get()).toEqual({});
    // Another team's message still counts.
    socket.fire('teamMessageReceived', teamMessage(ANA, OTHER_TEAM));
    visible = false;
    socket.fire('teamMessageReceived', teamMessage(ANA));
    expect($teamUnread.get()).toEqual({ [TEAM]: 1, [OTHER_TEAM]: 1 });
  });

  it('zeroes a team chat read in any tab, and counts nothing once closed', async () => {
    fetchSummary.mockResolvedValue(summary({}, 0, { [TEAM]: 4, [OTHER_TEAM]: 1 }));
    await connected();
    socket.fire('teamRead', { teamId: TEAM });
    expect($teamUnread.get()).toEqual({ [OTHER_TEAM]: 1 });
    closeLiveConnection();
    expect($teamUnread.get()).toEqual({});
    expect($unreadTotal.get()).toBe(0);
  });
});

describe('keepLiveConnectionWhileSignedIn', () => {
  it('opens when the server says someone is signed in and closes on sign-out', async () => {
    $signedIn.set(null);
    const stop = keepLiveConnectionWhileSignedIn(options());
    await flush();
    expect($liveSocket.get()).toBeNull();

    $signedIn.set(true);
    await vi.waitFor(() => expect($liveSocket.get()).toBe(socket));
    socket.serverConnect();
    await flush();
    expect($unreadTotal.get()).toBe(2);

    $signedIn.set(false);
    expect($liveSocket.get()).toBeNull();
    expect(socket.connected).toBe(false);
    expect($unreadTotal.get()).toBe(0);
    stop();
  });
});
