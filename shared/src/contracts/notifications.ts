import { z } from '../zod';

/**
 * What reaches a person while they are away (e-mail now; push is meant to be a second channel with
 * the same kinds and modes). A kind groups the events a person decides about together.
 */
export const NOTIFICATION_KINDS = ['request', 'match', 'message', 'team', 'auto-team', 'reminder'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** instant: as it happens (outside quiet hours); digest: in the daily summary; off: never. */
export const NOTIFICATION_MODES = ['instant', 'digest', 'off'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  request: 'Someone is interested in you',
  match: 'A match or an accepted request',
  message: 'Messages you have not read',
  team: 'Team invites, join requests and their answers',
  'auto-team': '"Match me" team proposals',
  reminder: 'Requests and invites about to expire',
};

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

export const notificationSettings = z
  .object({
    channels: z.object({ email: modesByKind }).meta({ description: 'Per channel, per kind: instant, digest or off' }),
    digestHour: z.number().int().min(0).max(23).meta({ description: 'Hour of the daily digest in your time zone' }),
    quietHours: z
      .object({ start: hhmm, end: hhmm })
      .nullable()
      .meta({ description: 'Instant e-mail waits until the end of these hours; null: none' }),
    timeZone: timeZoneName,
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const notificationSettingsAnswer = z.object({ data: notificationSettings }).meta({ id: 'NotificationSettingsAnswer' });

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  channels: { email: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, 'instant'])) as Record<NotificationKind, NotificationMode> },
  digestHour: 18,
  quietHours: { start: '22:00', end: '08:00' },
  timeZone: 'UTC',
};

export const unsubscribeQuery = z.object({ token: z.string().min(1).max(512).meta({ description: 'The signed token from the e-mail' }) });
