/*
 * Hackmate's service worker: web push only (no caching, no offline pages). Served from the site
 * root so its scope is the whole app; plain JavaScript because it is copied as it is, not built.
 */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** What the server pushes (PushPayload in @hackmate/shared/contracts); anything else: a plain notice. */
function readPayload(event) {
  try {
    const p = event.data ? event.data.json() : null;
    if (p && typeof p.title === 'string') return p;
  } catch {
    // Not JSON: fall through.
  }
  return { id: '', title: 'Hackmate', body: event.data ? event.data.text() : '', url: '/' };
}

/** Only paths of this app: a payload can never send a click elsewhere. */
function appUrl(path) {
  const url = new URL(typeof path === 'string' ? path : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin + '/';
}

self.addEventListener('push', (event) => {
  const p = readPayload(event);
  event.waitUntil(
    self.registration.showNotification(p.title, {
      body: p.body,
      icon: '/icon-192.png',
      // The same notification sent twice (a retry) replaces itself instead of showing twice.
      tag: p.id || undefined,
      data: { url: appUrl(p.url), opened: typeof p.opened === 'string' ? appUrl(p.opened) : null },
    }),
  );
});

/**
 * A click opens the exact screen: an open tab of the app is focused and navigated there (the app
 * listens for the message and routes without a reload); without one, a new window opens.
 */
async function openScreen(url) {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
  if (!tab) return self.clients.openWindow(url);
  let focused = null;
  try {
    focused = await tab.focus();
  } catch {
    // Focusing is allowed only while handling a click: the tab still goes to the screen.
  }
  (focused || tab).postMessage({ type: 'hackmate:navigate', url });
  return focused || tab;
}

/** Tells the server the notification was clicked (the matching report); a failure only loses the count. */
function reportClick(opened) {
  if (!opened) return Promise.resolve();
  return fetch(opened, { method: 'POST', credentials: 'omit' }).catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(Promise.all([openScreen(data.url || appUrl('/')), reportClick(data.opened)]));
});

// Tests (and only they) ask the worker to run its click handler for a url: headless browsers
// cannot click a system notification.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'hackmate:test-click' && typeof event.data.url === 'string') {
    event.waitUntil(openScreen(appUrl(event.data.url)));
  }
});
