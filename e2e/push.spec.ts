import { expect, test } from './support/test';
import { signUpViaApi } from './support/users';

// The service worker's side of web push, in Chromium: a push the browser delivers becomes a
// notification naming the screen, and its click brings the open tab to that screen. The push is
// handed to the worker through the DevTools protocol (ServiceWorker.deliverPushMessage), as a push
// service would; a real subscription needs the browser vendor's push service, which a test machine
// does not reach (the server's side, encryption included, is server/src/modules/push/push.test.ts).

test('a delivered push shows a notification for the exact screen, and its click takes the open tab there', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signUpViaApi(page.request);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Explore developers' })).toBeVisible();

  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  // What the app does when the person turns push on (the subscription itself is the vendor's).
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  const registrationId = await registered;

  const payload = { id: 'n-1', title: 'Ada Lovelace is interested in you', body: 'Answer in Reqs.', url: '/reqs/review' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: JSON.stringify(payload) });
  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url })));
  await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, url: `${baseURL}/reqs/review` }]);

  // The same notification pushed again (a retry) replaces itself.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: JSON.stringify(payload) });
  await expect.poll(async () => (await shown()).length).toBe(1);

  // A system notification cannot be clicked headless: the worker runs its click handler on a
  // test message, with the notification's url. The open tab goes there without a reload.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.evaluate(async (url) => (await navigator.serviceWorker.ready).active!.postMessage({ type: 'hackmate:test-click', url }), payload.url);
  await expect(page).toHaveURL(/\/reqs\/review$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  // A url from elsewhere never leaves the app.
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.postMessage({ type: 'hackmate:test-click', url: 'https://evil.example/phish' }));
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/`));
});
