import { z } from '../zod';
import { NOTIFICATION_KINDS, NOTIFICATION_MODES, type NotificationKind } from './constants';

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

export const unsubscribeQuery = z.object({ token: z.string().min(1).max(512).meta({ description: 'The signed token from the e-mail' }) });
