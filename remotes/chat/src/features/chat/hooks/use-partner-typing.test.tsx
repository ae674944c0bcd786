import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConversationClient, directKind } from '@hackmate/shared/conversation';
import { $liveSocket } from '@hackmate/shared/live';
import { FakeSocket } from '@hackmate/shared/testing';
import type { ChatMessage } from '@hackmate/shared/types';
import { ADA, ALAN, ME, message } from '../../../testing/fixtures';
import { TYPING_SHOWN_MS, usePartnerTyping } from './use-partner-typing';

let socket: FakeSocket;
let client: ConversationClient<ChatMessage>;

beforeEach(() => {
  vi.useFakeTimers();
  socket = new FakeSocket();
  $liveSocket.set(socket);
  client = new ConversationClient(directKind, { me: () => ME, fetchAfter: async () => [] });
  client.attach(socket);
  socket.serverConnect();
  client.open(ADA._id, []);
});

afterEach(() => {
  vi.useRealTimers();
  $liveSocket.set(null);
});

describe('usePartnerTyping', () => {
  it("shows the partner's typing until 5 s after their last signal", () => {
    const { result } = renderHook(() => usePartnerTyping(client, ADA._id));
    expect(result.current).toBe(false);
    act(() => socket.fire('typing', { userId: ADA._id }));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(TYPING_SHOWN_MS - 1_000));
    // Another signal 2 s later keeps it for another 5 s.
    act(() => socket.fire('typing', { userId: ADA._id }));
    act(() => vi.advanceTimersByTime(TYPING_SHOWN_MS - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('hides it when their message arrives', () => {
    const { result } = renderHook(() => usePartnerTyping(client, ADA._id));
    act(() => socket.fire('typing', { userId: ADA._id }));
    act(() => socket.fire('messageReceived', { messageData: message(ADA, ME, 'done typing') }));
    expect(result.current).toBe(false);
    // The cancelled timer does nothing later.
    act(() => socket.fire('typing', { userId: ADA._id }));
    expect(result.current).toBe(true);
  });

  it('ignores other people typing and the user\'s own messages', () => {
    const { result } = renderHook(() => usePartnerTyping(client, ADA._id));
    act(() => socket.fire('typing', { userId: ALAN._id }));
    expect(result.current).toBe(false);
    act(() => socket.fire('typing', { userId: ADA._id }));
    act(() => socket.fire('messageReceived', { messageData: message(ME, ADA, 'mine, from another tab') }));
    expect(result.current).toBe(true);
  });
});
