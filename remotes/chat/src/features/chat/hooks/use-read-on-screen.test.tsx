import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $openConversation, $unread } from '@hackmate/shared/live';
import { FakeSocket } from '@hackmate/shared/testing';
import { ADA, ALAN, ME, message } from '../../../testing/fixtures';
import { markRead } from '../api/mark-read';
import { ChatClient } from '../lib/chat-client';
import { useReadOnScreen } from './use-read-on-screen';

vi.mock('../api/mark-read', () => ({ markRead: vi.fn() }));

let visibility: DocumentVisibilityState;
let socket: FakeSocket;
let client: ChatClient;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function showChat(partnerId = ADA._id, ready = true) {
  return renderHook(({ ready: r }) => useReadOnScreen(client, partnerId, r), { initialProps: { ready } });
}

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.mocked(markRead).mockResolvedValue();
  socket = new FakeSocket();
  client = new ChatClient({ me: () => ME, fetchAfter: async () => [] });
  client.attach(socket);
  socket.serverConnect();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(markRead).mockReset();
  $unread.set({});
});

describe('useReadOnScreen', () => {
  it('tells the live layer which conversation is on screen, until it is left', () => {
    const { unmount } = showChat();
    expect($openConversation.get()).toBe(ADA._id);
    unmount();
    expect($openConversation.get()).toBeNull();
  });

  it('marks the conversation read on open and clears its badge count', async () => {
    $unread.set({ [ADA._id]: 2, [ALAN._id]: 1 });
    showChat();
    expect(markRead).toHaveBeenCalledWith(ADA._id);
    await vi.waitFor(() => expect($unread.get()).toEqual({ [ALAN._id]: 1 }));
  });

  it('waits until the conversation may be read (history loaded, no problem)', () => {
    const { rerender } = showChat(ADA._id, false);
    expect(markRead).not.toHaveBeenCalled();
    rerender({ ready: true });
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it('marks it read again when the partner writes, not for other messages', () => {
    showChat();
    act(() => socket.fire('messageReceived', { messageData: message(ADA, ME, 'still there?') }));
    act(() => socket.fire('messageReceived', { messageData: message(ALAN, ME, 'hello') }));
    act(() => socket.fire('messageReceived', { messageData: message(ME, ADA, 'yes') }));
    expect(markRead).toHaveBeenCalledTimes(2);
  });

  it('leaves what came while the tab was hidden unread until the tab is seen again', () => {
    visibility = 'hidden';
    showChat();
    expect(markRead).not.toHaveBeenCalled();
    act(() => socket.fire('messageReceived', { messageData: message(ADA, ME, 'you there?') }));
    expect(markRead).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    expect(markRead).toHaveBeenCalledTimes(1);
    // Seen again with nothing new: no request.
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it('reads on becoming visible when the badge counts messages of this conversation', () => {
    showChat();
    act(() => setVisibility('hidden'));
    $unread.set({ [ADA._id]: 1 });
    act(() => setVisibility('visible'));
    expect(markRead).toHaveBeenCalledTimes(2);
  });
});
