import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $liveSocket } from '@hackmate/shared/live';
import { FakeSocket } from '@hackmate/shared/testing';
import { ADA, ALAN } from '../../../testing/fixtures';
import { usePartnerReadAt } from './use-partner-read-at';

let socket: FakeSocket;

beforeEach(() => {
  socket = new FakeSocket();
  $liveSocket.set(socket);
});
afterEach(() => $liveSocket.set(null));

describe('usePartnerReadAt', () => {
  it('starts from the history and moves on with the partner\'s messagesRead, never back', () => {
    const { result, rerender } = renderHook(({ history }) => usePartnerReadAt(ADA._id, history), { initialProps: { history: '2025-03-12T09:00:00Z' as string | null } });
    expect(result.current).toBe('2025-03-12T09:00:00Z');
    act(() => socket.fire('messagesRead', { by: ADA._id, readAt: '2025-03-12T10:00:00Z' }));
    expect(result.current).toBe('2025-03-12T10:00:00Z');
    act(() => socket.fire('messagesRead', { by: ADA._id, readAt: '2025-03-12T08:00:00Z' }));
    expect(result.current).toBe('2025-03-12T10:00:00Z');
    // A refetched history further on wins too.
    rerender({ history: '2025-03-12T11:00:00Z' });
    expect(result.current).toBe('2025-03-12T11:00:00Z');
  });

  it("ignores other people's receipts and stays null without receipts", () => {
    const { result } = renderHook(() => usePartnerReadAt(ADA._id, null));
    act(() => socket.fire('messagesRead', { by: ALAN._id, readAt: '2025-03-12T10:00:00Z' }));
    expect(result.current).toBeNull();
  });
});
