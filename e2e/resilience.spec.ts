import { expect, test, type Page } from './support/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatPane, sendChatMessage } from './support/chat';
import { startCluster } from './support/cluster';
import { connectedPair, exchangeLines } from './support/pair';
import { startServer, type ServerProcess } from './support/stack';

// A restart under an open chat, as a deploy does it: SIGTERM, then the same server again on the
// same port and data; and two processes behind a balancer, stopped one at a time. This spec's
// servers are its own, so the other specs' server is never restarted.

// A restart (graceful stop, start, migrations) plus socket.io-client's next attempt (≤ 5 s).
const BACK_WITHIN_MS = 45_000;

let dataDir: string;
let server: ServerProcess;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hackmate-e2e-resilience-'));
  server = await startServer(join(dataDir, 'data'));
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const header = (page: Page) => chatPane(page).locator('header');

/** Marks the document: a reload (which a person would have to do) makes a new one without it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { hackmateNotReloaded: true }));
}

async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { hackmateNotReloaded?: boolean }).hackmateNotReloaded === true);
}

test('after a server restart under an open chat, both tabs come back by themselves and a message written meanwhile arrives', async ({ browser }) => {
  test.setTimeout(150_000);
  const [ann, ben] = await connectedPair(browser, server.baseURL);
  await exchangeLines(ann, ben, 'Shall we build the scheduler?', 'Yes, tonight.');
  await expect(header(ann.page).getByText('Online', { exact: true })).toBeVisible();
  await expect(header(ben.page).getByText('Online', { exact: true })).toBeVisible();
  for (const page of [ann.page, ben.page]) await markDocument(page);

  await server.stop();

  // The calm state, and no "Online" from before the cut: nobody knows who is there now.
  for (const page of [ann.page, ben.page]) {
    await expect(header(page).getByText('Reconnecting…')).toBeVisible();
    await expect(header(page).getByText('Disconnected')).toHaveCount(0);
    await expect(header(page).getByText('Online', { exact: true })).toHaveCount(0);
  }

  // Ann writes during the gap: it waits, shown as sending.
  await sendChatMessage(ann.page, 'Written while the server was down');
  const waiting = chatPane(ann.page).getByRole('listitem').filter({ hasText: 'Written while the server was down' });
  await expect(waiting).toHaveAttribute('data-state', 'pending');
  await expect(waiting).toContainText('Sending…');

  await server.start();

  // Without a reload: the connection comes back, the message goes out and reaches Ben.
  await expect(header(ann.page).getByText('Connected')).toBeVisible({ timeout: BACK_WITHIN_MS });
  await expect(header(ben.page).getByText('Connected')).toBeVisible({ timeout: BACK_WITHIN_MS });
  await expect(waiting).toHaveAttribute('data-state', 'sent');
  await expect(chatPane(ben.page).getByText('Written while the server was down')).toBeVisible();
  await expect(chatPane(ben.page).getByText('Written while the server was down')).toHaveCount(1);
  await expect(chatPane(ann.page).getByText('Written while the server was down')).toHaveCount(1);
  // Presence is right again: both are back, and each says so to the other.
  await expect(header(ann.page).getByText('Online', { exact: true })).toBeVisible();
  await expect(header(ben.page).getByText('Online', { exact: true })).toBeVisible();

  // And the chat is live again both ways.
  await sendChatMessage(ben.page, 'Got it after the restart');
  await expect(chatPane(ann.page).getByText('Got it after the restart')).toBeVisible();
  for (const page of [ann.page, ben.page]) expect(await stillSameDocument(page)).toBe(true);
});

test('with two processes behind a balancer, stopping either one moves the open chats to the other, and nothing is lost', async ({ browser }) => {
  test.setTimeout(150_000);
  const cluster = await startCluster(dataDir);
  try {
    const [ann, ben] = await connectedPair(browser, cluster.baseURL);
    await exchangeLines(ann, ben, 'Two servers today?', 'Two, behind the balancer.');
    for (const page of [ann.page, ben.page]) await markDocument(page);

    // Each socket is on one of the two: stopping each in turn cuts every tab at least once.
    for (const [i, process] of cluster.processes.entries()) {
      await process.stop();
      // Written at once: it goes out on whichever connection the tab has, or gets, and arrives once.
      const line = `While process ${i + 1} is down`;
      await sendChatMessage(ann.page, line);
      // "Connected" may still be the state from before the cut: what counts is that the line arrives.
      await expect(chatPane(ben.page).getByText(line)).toHaveCount(1, { timeout: BACK_WITHIN_MS });
      await expect(chatPane(ann.page).getByRole('listitem').filter({ hasText: line })).toHaveAttribute('data-state', 'sent');
      for (const page of [ann.page, ben.page]) await expect(header(page).getByText('Connected')).toBeVisible();
      const reply = `Answer while process ${i + 1} is down`;
      await sendChatMessage(ben.page, reply);
      await expect(chatPane(ann.page).getByText(reply)).toHaveCount(1);
      await expect(header(ann.page).getByText('Online', { exact: true })).toBeVisible();
      await expect(header(ben.page).getByText('Online', { exact: true })).toBeVisible();
      await process.start();
    }
    for (const page of [ann.page, ben.page]) expect(await stillSameDocument(page)).toBe(true);
  } finally {
    await cluster.stop();
  }
});
