import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` and waits for the tab's live connection: it opens once the page has settled (about
 * 2 s after load) and reads the counts again as it connects (the second /live/summary). A live
 * event sent before that reaches the tab only through what the page reads on load.
 */
export async function liveOn(page: Page, path: string): Promise<void> {
  let summaries = 0;
  const count = (res: { url(): string; ok(): boolean }) => void (res.url().endsWith('/api/live/summary') && res.ok() && summaries++);
  page.on('response', count);
  await page.goto(path);
  await expect.poll(() => summaries, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  page.off('response', count);
}
