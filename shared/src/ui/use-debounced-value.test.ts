import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('answers a value once it has stopped changing for the delay, not each keystroke', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'h' } });
    expect(result.current).toBe('h');
    rerender({ value: 'ha' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'hac' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('h');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('hac');
  });
});
