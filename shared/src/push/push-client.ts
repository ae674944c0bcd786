import type { Answer, pushPublicKeyAnswer, PushSubscriptionBody } from '../contracts';
import { api } from '../api';

/**
 * This browser's web push: the service worker at /sw.js and its subscription, registered with the
 * server for the signed-in person. Never imported by a page's first load (lazy: `import()`).
 */

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  return sub && Notification.permission === 'granted' ? 'on' : 'off';
}

const toBytes = (b64url: string) => Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * Asks the browser's permission (call it from a click: browsers refuse a prompt nobody asked for),
 * subscribes with the server's VAPID key and tells the server. Answers the state it ended in.
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const reg = await registration();
  const { data } = await api().get<Answer<typeof pushPublicKeyAnswer>>('/push/public-key');
  const sub =
    (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toBytes(data.data.publicKey) }));
  await api().post('/push/subscription', sub.toJSON() as PushSubscriptionBody);
  return 'on';
}

/** Stops push in this browser: the server forgets the subscription, the browser drops it. */
export async function disablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  if (sub) {
    await api().delete('/push/subscription', { data: { endpoint: sub.endpoint } });
    await sub.unsubscribe();
  }
  return 'off';
}
