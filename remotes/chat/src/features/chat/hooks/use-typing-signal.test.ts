import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTypingSignal } from './use-typing-signal';

beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-12T09:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('useTypingSignal', () => {
  it('signals on the first keystroke, then at most once every 2 s however fast the user types', () => {
    const signal = vi.fn();
    const { result } = renderHook(() => useTypingSignal(signal));
    // 10 keys a second for 5 s.
    for (let i = 0; i < 50; i += 1) {
      result.current.typed();
      vi.advanceTimersByTime(100);
    }
    // At 0, 2 and 4 s.
    expect(signal).toHaveBeenCalledTimes(3);
  });

  it('signals again after a pause of 2 s', () => {
    const signal = vi.fn();
    const { result } = renderHook(() => useTypingSignal(signal));
    result.current.typed();
    vi.advanceTimersByTime(1_999);
    result.current.typed();
    expect(signal).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    result.current.typed();
    expect(signal).toHaveBeenCalledTimes(2);
  });

  it('signals at once for the next message after one was sent', () => {
    const signal = vi.fn();
    const { result } = renderHook(() => useTypingSignal(signal));
    result.current.typed();
    result.current.sent();
    vi.advanceTimersByTime(300);
    result.current.typed();
    expect(signal).toHaveBeenCalledTimes(2);
  });

  it('calls the latest callback without losing the pace across renders', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ signal }) => useTypingSignal(signal), { initialProps: { signal: first } });
    result.current.typed();
    rerender({ signal: second });
    result.current.typed();
    vi.advanceTimersByTime(2_000);
    result.current.typed();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
