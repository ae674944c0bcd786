import { describe, expect, it } from 'vitest';
import { NOTICE_WINDOW_MS, createThrottle } from './throttle';

describe('createThrottle', () => {
  it('lets one notice per key through in each 10 s window, each key on its own', () => {
    let now = 1_000;
    const allow = createThrottle(NOTICE_WINDOW_MS, () => now);
    expect(allow('conversation:u-ana')).toBe(true);
    expect(allow('conversation:u-ana')).toBe(false);
    expect(allow('conversation:u-ben')).toBe(true);
    now += NOTICE_WINDOW_MS - 1;
    expect(allow('conversation:u-ana')).toBe(false);
    now += 1;
    expect(allow('conversation:u-ana')).toBe(true);
    expect(allow('conversation:u-ben')).toBe(true);
  });

  it('counts the window from the notice shown, not from the ones held back', () => {
    let now = 0;
    const allow = createThrottle(10_000, () => now);
    expect(allow('k')).toBe(true);
    now = 9_000;
    expect(allow('k')).toBe(false);
    now = 10_000;
    expect(allow('k')).toBe(true);
  });
});
