import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { startMailCatcher } from './mail-catcher';
import { freePort } from './ports';
import { firebaseServerEnv, startServer } from './stack';

export * from '@playwright/test';

interface WorkerStack {
  baseURL: string;
  mailDir: string;
}

/**
 * Every spec imports `test` from here. Each Playwright worker gets its own production server, data
 * folder and SMTP catcher on ports it picks, so the specs run in parallel without seeing each
 * other's people (a feed, a search or a mailbox shows only what its own worker made). The Firebase
 * Auth emulator is shared (global-setup): accounts there are keyed by unique e-mails.
 */
export const test = base.extend<{ closeOwnContexts: void }, { workerStack: WorkerStack }>({
  workerStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const workDir = mkdtempSync(join(tmpdir(), 'hackmate-e2e-worker-'));
      const mailDir = join(workDir, 'mail');
      const smtpPort = await freePort();
      const stopMail = await startMailCatcher(mailDir, smtpPort);
      const server = await startServer(join(workDir, 'data'), {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Hackmate <no-reply@hackmate.test>',
        ...firebaseServerEnv(),
      });
      // Helpers and specs that open their own contexts (a second person, an API client) read these.
      process.env.E2E_BASE_URL = server.baseURL;
      process.env.E2E_MAIL_DIR = mailDir;
      await use({ baseURL: server.baseURL, mailDir });
      await server.stop();
      await stopMail();
      rmSync(workDir, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ workerStack }, use) => use(workerStack.baseURL),
  // The browser lives as long as the worker: the contexts a test opens for more people are closed
  // with the test, or each would stay open for the rest of the run, its tab live and polling.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
});
