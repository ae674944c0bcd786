import { describe, expect, it, vi } from 'vitest';
import { $signedIn, resetSessionState, shareSessionCheck } from './session';

describe('shareSessionCheck', () => {
  it('asks the server once for everyone asking at the same time, and again once it answered', async () => {
    let answer!: (ok: boolean) => void;
    const check = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const shell = shareSessionCheck(check);
    const screen = shareSessionCheck(vi.fn(async () => false));
    answer(true);
    expect(await Promise.all([shell, screen])).toEqual([true, true]);
    expect(check).toHaveBeenCalledTimes(1);

    const later = vi.fn(async () => false);
    expect(await shareSessionCheck(later)).toBe(false);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('lets the next check run after a failed one', async () => {
    await expect(shareSessionCheck(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await shareSessionCheck(async () => true)).toBe(true);
  });
});

describe('resetSessionState', () => {
  it('forgets the answer and an unanswered check, so a new page asks again', async () => {
    void shareSessionCheck(() => new Promise<boolean>(() => {}));
    $signedIn.set(true);
    resetSessionState();
    expect($signedIn.get()).toBeNull();
    const check = vi.fn(async () => true);
    expect(await shareSessionCheck(check)).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
