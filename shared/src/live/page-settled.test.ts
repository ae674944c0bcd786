import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets a fresh module: a screen's request for the socket lasts for the page.
async function load() {
  vi.resetModules();
  return import('./page-settled');
}

const settledWithin = async (wait: Promise<void> | null, ms: number) => {
  let done = false;
  void wait?.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('untilPageSettled', () => {
  it('waits the delay after the page loaded, then lets the socket open', async () => {
    const { untilPageSettled } = await load();
    const wait = untilPageSettled(2_000);
    expect(wait).not.toBeNull();
    expect(await settledWithin(wait, 1_900)).toBe(false);
    expect(await settledWithin(wait, 200)).toBe(true);
  });

  it('waits for the load event when the page is still loading', async () => {
    const { untilPageSettled } = await load();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const wait = untilPageSettled(2_000);
    expect(await settledWithin(wait, 5_000)).toBe(false);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(await settledWithin(wait, 1_900)).toBe(false);
    expect(await settledWithin(wait, 200)).toBe(true);
    readyState.mockRestore();
  });

  it('lets a screen that needs the socket open it at once, for the rest of the page', async () => {
    const { needLiveSocketNow, untilPageSettled } = await load();
    const wait = untilPageSettled(2_000);
    needLiveSocketNow();
    expect(await settledWithin(wait, 0)).toBe(true);
    expect(untilPageSettled(2_000)).toBeNull();
  });

  it('has nothing to wait for long after the page loaded (a sign-in later on)', async () => {
    const { untilPageSettled } = await load();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ loadEventEnd: 10 } as PerformanceNavigationTiming]);
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(untilPageSettled(2_000)).toBeNull();
    vi.restoreAllMocks();
  });
});
