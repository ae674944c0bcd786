import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@hackmate/shared/remotes';
import { VERSION_LABEL } from './lib/published-remotes';

// The environment the server reads, as a zod schema: each variable, its default and the
// message a bad value gets. loadConfig (config.ts) turns it into the Config.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A whole number of seconds from 0 (off) to `max`. */
const seconds = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number of seconds from 0 to ${max}`)
    .transform(Number)
    .refine((n) => n <= max, `must be a whole number of seconds from 0 to ${max}`)
    .optional();

const TRUE = ['true', '1', 'yes', 'on'];
const FALSE = ['false', '0', 'no', 'off'];
const bool = z
  .string()
  .transform((v) => v.toLowerCase())
  .refine((v) => TRUE.includes(v) || FALSE.includes(v), 'must be true or false')
  .transform((v) => TRUE.includes(v))
  .optional();

function url(protocols: string[], hint: string) {
  return z
    .string()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL like ${hint}`)
    .optional();
}

export const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], 'must be development, production or test').default('development'),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
    .transform(Number)
    .refine((n) => n <= 65535, 'must be a whole number from 0 to 65535')
    .default(4000),
  HOST: z.string().regex(/^[^\s/]+$/, 'must be a host name or IP address such as 127.0.0.1 or 0.0.0.0').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  TRUST_PROXY: bool,
  DATA_DIR: z.string().optional(),
  UPLOAD_DIR: z.string().optional(),
  CLIENT_DIR: z.string().optional(),
  SERVE_CLIENT: bool,
  MIGRATIONS_DIR: z.string().optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/dbname'),
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().regex(/^[\w.:-]{1,64}$/, 'must be 1-64 letters, digits, or . _ : -').default('hackmate'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)').optional(),
  APP_URL: url(['http:', 'https:'], 'https://hackmate.example.com'),
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:password@smtp.example.com:587'),
  MAIL_FROM: z.string().default('Hackmate <no-reply@localhost>'),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters; `npx web-push generate-vapid-keys`)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters; `npx web-push generate-vapid-keys`)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be mailto:you@example.com or an https URL').optional(),
  FIREBASE_PROJECT_ID: z.string().optional(),
  FIREBASE_API_KEY: z.string().optional(),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().regex(/^[^\s/]+:\d+$/, 'must be host:port, e.g. 127.0.0.1:9099').optional(),
  SEED_DEMO: bool,
  RATE_LIMIT_SCALE: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a positive number such as 1 or 100')
    .transform(Number)
    .refine((n) => n > 0, 'must be a positive number such as 1 or 100')
    .optional(),
  SESSION_CACHE_SECONDS: seconds(300),
  REQUEST_TIMEOUT_SECONDS: seconds(600),
  USER_REQUESTS_PER_MINUTE: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, 'must be a whole number of requests from 1 to 9999999')
    .transform(Number)
    .optional(),
  LOG_REQUESTS: bool,
  AUTO_TEAM_EVERY_SECONDS: seconds(86_400),
  METRICS_TOKEN: z.string().regex(/^[\x21-\x7e]{16,256}$/, 'must be 16-256 printable characters without spaces (e.g. `openssl rand -hex 24`)').optional(),
  NOTIFY_DELAY_SECONDS: seconds(86_400),
  NOTIFY_MAX_PER_DAY: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number of e-mails from 0 to 9999')
    .transform(Number)
    .optional(),
  NOTIFY_EVERY_SECONDS: seconds(3_600),
  NOTIFY_LEASE_SECONDS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of seconds from 1 to 3600')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 3600, 'must be a whole number of seconds from 1 to 3600')
    .optional(),
  DISABLED_REMOTES: z
    .string()
    .transform((v) => [...new Set(v.split(',').map((n) => n.trim()).filter(Boolean))])
    .refine((names) => names.every((n) => (REMOTE_NAMES as readonly string[]).includes(n)), `must be a comma-separated list of ${REMOTE_NAMES.join(', ')}`)
    .transform((names) => names as RemoteName[])
    .optional(),
  ...Object.fromEntries(
    REMOTE_NAMES.map((n) => [`REMOTE_URL_${n.toUpperCase()}`, url(['http:', 'https:'], 'https://cdn.example.com/feed/mf-manifest.json')]),
  ),
  PUBLISHED_REMOTES_DIR: z.string().optional(),
  ...Object.fromEntries(
    REMOTE_NAMES.map((n) => [
      `REMOTE_VERSION_${n.toUpperCase()}`,
      z.string().regex(VERSION_LABEL, 'must be a published version label such as 0.1.0-16c0b1a602 (starts with a digit)').optional(),
    ]),
  ),
});
