import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $liveSocket } from '@hackmate/shared/live';
import { FakeSocket } from '@hackmate/shared/testing';
import { useLiveEvent } from './use-live-event';

afterEach(() => $liveSocket.set(null));

describe('useLiveEvent', () => {
  it('hears the event on the socket the shell opens, and on the one that replaces it', () => {
    const listener = vi.fn();
    renderHook(() => useLiveEvent('typing', listener));
    const first = new FakeSocket();
    $liveSocket.set(first);
    first.fire('typing', { userId: 'u-ada' });
    expect(listener).toHaveBeenLastCalledWith({ userId: 'u-ada' });

    const second = new FakeSocket();
    $liveSocket.set(second);
    expect(first.listenerCount()).toBe(0);
    second.fire('typing', { userId: 'u-alan' });
    expect(listener).toHaveBeenLastCalledWith({ userId: 'u-alan' });
  });

  it('removes only its own listener on unmount and always calls the latest callback', () => {
    const socket = new FakeSocket();
    $liveSocket.set(socket);
    const other = vi.fn();
    socket.on('typing', other);
    const calls: string[] = [];
    const { rerender, unmount } = renderHook(({ name }) => useLiveEvent('typing', () => calls.push(name)), { initialProps: { name: 'first' } });
    rerender({ name: 'second' });
    socket.fire('typing', {});
    expect(calls).toEqual(['second']);
    unmount();
    expect(socket.listenerCount()).toBe(1);
    socket.fire('typing', {});
    expect(other).toHaveBeenCalledTimes(2);
  });
});
