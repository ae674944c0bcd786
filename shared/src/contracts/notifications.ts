import { z } from '../zod';
import { secret } from '../validation/text';
import { NOTIFICATION_KINDS, NOTIFICATION_MODES, PUSH_MODES, type NotificationKind } from './constants';

const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 22:00.')
  .meta({ description: 'Local time, HH:MM (24 h)' });

/** An IANA time zone this server knows (Intl), e.g. Europe/Berlin. */
export const timeZoneName = z
  .string()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone.')
  .meta({ description: 'IANA time zone, e.g. Europe/Berlin' });

const modesByKind = z.object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.enum(NOTIFICATION_MODES)])) as Record<NotificationKind, z.ZodEnum<{ instant: 'instant'; digest: 'digest'; off: 'off' }>>);

const pushModesByKind = z.object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.enum(PUSH_MODES)])) as Record<NotificationKind, z.ZodEnum<{ instant: 'instant'; off: 'off' }>>);

export const notificationSettings = z
  .object({
    channels: z
      .object({ email: modesByKind, push: pushModesByKind })
      .meta({ description: 'Per channel, per kind: e-mail instant, digest or off; push instant or off' }),
    digestHour: z.number().int().min(0).max(23).meta({ description: 'Hour of the daily digest in your time zone' }),
    quietHours: z
      .object({ start: hhmm, end: hhmm })
      .nullable()
      .meta({ description: 'Instant e-mail waits until the end of these hours; null: none' }),
    timeZone: timeZoneName,
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettings>;
/** What PUT takes: `push` may be left out (a client from before push), keeping what is stored. */
export const notificationSettingsInput = notificationSettings.extend({ channels: z.object({ email: modesByKind, push: pushModesByKind.optional() }) });
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;
export const notificationSettingsAnswer = z.object({ data: notificationSettings }).meta({ id: 'NotificationSettingsAnswer' });

export const unsubscribeQuery = z.object({ token: z.string().min(1).max(512).meta({ description: 'The signed token from the e-mail' }) });

// ───────────── web push ─────────────

// Unpadded base64url of n bytes is ceil(4n/3) characters (browsers send it unpadded).
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'Not base64url.')
    .refine((v) => v.length === Math.ceil((bytes * 4) / 3), `Must be ${bytes} bytes.`);

/** The push service's URL for one browser: https, and text by the one rule (no control characters). */
const pushEndpoint = secret('Endpoint', 2048)
  .refine((v) => {
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'The endpoint must be an https URL.')
  .meta({ description: "The push service's URL for this browser (https)" });

/** A browser's PushSubscription.toJSON(), as the push service gave it. */
export const pushSubscriptionBody = z
  .object({
    endpoint: pushEndpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: base64url(65).meta({ description: "The browser's P-256 public key (uncompressed point, base64url)" }),
      auth: base64url(16).meta({ description: 'The 16-byte auth secret (base64url)' }),
    }),
  })
  .meta({ id: 'PushSubscription' });
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: pushEndpoint }).meta({ id: 'PushUnsubscribe' });
export const pushPublicKeyAnswer = z
  .object({ data: z.object({ publicKey: z.string().meta({ description: "The server's VAPID public key (base64url), for pushManager.subscribe" }) }) })
  .meta({ id: 'PushPublicKeyAnswer' });

/** What a push carries to the service worker (sw.js): what to show, and the screen a click opens. */
export interface PushPayload {
  id: string;
  title: string;
  body: string;
  /** A path of the app, e.g. /reqs/review. */
  url: string;
  /** Where the service worker reports a click (POST, the notification's signed id), for the matching report. */
  opened?: string;
}
