import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema';
import { ts } from './outbox';
import { SIGNATURE, sign, UUID, verify } from './signing';

/**
 * What became of a notification, for the matching report: its link clicked (the link carries the
 * row's id, signed, so nobody can mark another's notification clicked), and the person's return.
 */
const PURPOSE = 'notification-open';

export const openToken = (secret: string, notificationId: string) => `${notificationId}.${sign(secret, PURPOSE, notificationId)}`;

/** `malformed` (400) or `forged` (403), as for the unsubscribe token. */
export function readOpenToken(secret: string, token: string): string | 'malformed' | 'forged' {
  const [id, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !signature || !UUID.test(id) || !SIGNATURE.test(signature)) return 'malformed';
  return verify(secret, PURPOSE, id, signature) ? id : 'forged';
}

/** The path for the click route (under /api), without the screen. */
export const openPath = (secret: string, notificationId: string) => `/notifications/open/${openToken(secret, notificationId)}`;

/**
 * The link a notification's e-mail carries for a screen of the app: through the click route, which
 * records the click and sends the reader on to the screen (`?to=` keeps its slashes: readable).
 */
export const trackedUrl = (appUrl: string, secret: string, notificationId: string, path: string) =>
  `${appUrl}/api${openPath(secret, notificationId)}?to=${encodeURIComponent(path).replaceAll('%2F', '/')}`;

/**
 * Where a click may lead: a path of this app only, resolved against APP_URL; anything naming
 * another origin (`//evil.example`, `/\evil.example`, `https://…`) is null. Never an open redirect.
 */
export function screenUrl(appUrl: string, to: string): string | null {
  // Browsers read a backslash as a slash and drop tabs and newlines: `/\evil` would be `//evil`.
  if (!to.startsWith('/') || to.startsWith('//') || /[\\\s]/.test(to) || [...to].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  const base = new URL(appUrl);
  const url = new URL(to, base);
  return url.origin === base.origin ? url.href : null;
}

/** The first click counts; later ones (or one on a notification since deleted) change nothing. */
export async function recordClick(db: Queryable, notificationId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ clickedAt: at })
    .where(and(eq(notifications.id, notificationId), isNull(notifications.clickedAt)));
}

/**
 * These people are back (a signed-in request, as the activity recorder writes it): their sent
 * notifications still waiting for a return get this time.
 */
export async function recordReturn(db: Queryable, userIds: string[], at: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(notifications)
    .set({ returnedAt: at })
    .where(and(inArray(notifications.userId, userIds), eq(notifications.status, 'sent'), isNull(notifications.returnedAt), lte(notifications.sentAt, ts(at))));
}
