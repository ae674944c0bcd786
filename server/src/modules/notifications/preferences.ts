import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MODES,
  PUSH_MODES,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@hackmate/shared/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notificationPreferences, notifications, notificationUnsubscribes, pushSubscriptions, type NotificationPreference } from '../../db/schema';
import { toHhmm, toMinutes } from '../../lib/local-time';

/** A kind not in the stored map (added after the person saved) takes the default. */
function modes<M extends string>(stored: Record<string, string>, allowed: readonly M[], defaults: Record<NotificationKind, M>): Record<NotificationKind, M> {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => {
      const m = stored[k];
      return [k, (allowed as readonly string[]).includes(m ?? '') ? (m as M) : defaults[k]];
    }),
  ) as Record<NotificationKind, M>;
}

export function toSettings(row: NotificationPreference | undefined): NotificationSettings {
  if (!row) return DEFAULT_NOTIFICATION_SETTINGS;
  const defaults = DEFAULT_NOTIFICATION_SETTINGS.channels;
  return {
    channels: { email: modes(row.email, NOTIFICATION_MODES, defaults.email), push: modes(row.push, PUSH_MODES, defaults.push) },
    digestHour: row.digestHour,
    quietHours: row.quietStart === row.quietEnd ? null : { start: toHhmm(row.quietStart), end: toHhmm(row.quietEnd) },
    timeZone: row.timeZone,
  };
}

export async function getSettings(db: Queryable, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return toSettings(row);
}

/** Several people's settings by id, in one query (the worker's batch). */
export async function settingsOf(db: Queryable, userIds: string[]): Promise<Map<string, NotificationSettings>> {
  const rows = userIds.length === 0 ? [] : await db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
  const stored = new Map(rows.map((r) => [r.userId, r]));
  return new Map(userIds.map((id) => [id, toSettings(stored.get(id))]));
}

/** Saves the choices; push left out (a client from before push) keeps what is stored. */
export async function putSettings(db: Queryable, userId: string, s: NotificationSettingsInput): Promise<NotificationSettings> {
  const push = s.channels.push ?? (await getSettings(db, userId)).channels.push;
  const values = {
    email: s.channels.email,
    push,
    digestHour: s.digestHour,
    quietStart: s.quietHours ? toMinutes(s.quietHours.start) : 0,
    quietEnd: s.quietHours ? toMinutes(s.quietHours.end) : 0,
    timeZone: s.timeZone,
  };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toSettings(row);
}

/** The person's one-click unsubscribes, oldest first (the account export). */
export async function unsubscribesOf(db: Queryable, userId: string): Promise<{ kind: string; createdAt: Date }[]> {
  return db
    .select({ kind: notificationUnsubscribes.kind, createdAt: notificationUnsubscribes.createdAt })
    .from(notificationUnsubscribes)
    .where(eq(notificationUnsubscribes.userId, userId))
    .orderBy(asc(notificationUnsubscribes.createdAt), asc(notificationUnsubscribes.id));
}

/**
 * Turns one kind's e-mail off (the one-click unsubscribe). `digest` (from a digest e-mail) turns
 * off every kind that was going to the digest. When that changed something it is recorded, with
 * the time, for the matching report (a mail client posting the same link twice counts once).
 */
export async function turnOffEmail(db: Queryable, userId: string, kind: NotificationKind | 'digest'): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await getSettings(tx, userId);
    const email = { ...current.channels.email };
    let changed = false;
    for (const k of NOTIFICATION_KINDS) {
      if (email[k] !== 'off' && (k === kind || (kind === 'digest' && email[k] === 'digest'))) {
        email[k] = 'off';
        changed = true;
      }
    }
    if (!changed) return;
    await putSettings(tx, userId, { ...current, channels: { ...current.channels, email } });
    await tx.insert(notificationUnsubscribes).values({ userId, kind });
  });
}

/**
 * A deleted account (a tombstone row stays, so no cascade): its choices, its browsers' push
 * subscriptions, its unsubscribes and its notifications go, pending ones (never to be sent) and
 * the record of sent ones alike.
 */
export async function forgetNotifications(tx: Queryable, userId: string): Promise<void> {
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await tx.delete(notificationUnsubscribes).where(eq(notificationUnsubscribes.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
