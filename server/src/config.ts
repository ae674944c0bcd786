import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, type RemoteName } from '@hackmate/shared/remotes';
import { ensureWritableDir, readOrCreateSecret, readOrCreateVapidKeys } from './lib/dirs';
import { isPublished, publishedVersions } from './lib/published-remotes';
import { StartupError } from './lib/startup-error';
import { LOG_LEVELS, schema } from './config-env';

export { REMOTE_NAMES, type RemoteName };

// Located from this file, not the cwd: `pnpm start` runs inside server/, yet the data and
// the built client live at the repository root.
const REPO_ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const DEFAULT_MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Where `pnpm dev` serves the shell (shell/rsbuild.config.ts). */
const SHELL_DEV_PORT = 3000;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  dataDir: string;
  uploadDir: string;
  /** Folder holding `shell/dist` and `remotes/<name>/dist`. */
  clientDir: string;
  serveClient: boolean;
  migrationsFolder: string;
  /** null → embedded PGlite in `<dataDir>/db`. */
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Namespace of this deployment's Redis keys and channels (Socket.IO adapter, chat rate limits). */
  redisPrefix: string;
  jwtSecret: string;
  appUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Web push: the VAPID key pair (base64url) and the contact push services see (mailto: or https:). */
  vapid: { publicKey: string; privateKey: string; subject: string };
  firebase: { projectId: string | null; apiKey: string | null; authDomain: string | null; emulatorHost: string | null };
  /** Explicit manifest URLs per remote; remotes not listed use the built-in defaults. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** Folder of published remote versions: `<name>/<version>/` (`pnpm remote:publish`). */
  publishedRemotesDir: string;
  /** The published version this server serves per remote; others use the build in `remotes/<name>/dist`. */
  remoteVersions: Partial<Record<RemoteName, string>>;
  /** Remotes this deployment leaves out: no routes, no navbar entries (the shell is not rebuilt). */
  disabledRemotes: RemoteName[];
  seedDemo: boolean;
  /** Multiplies every route's rate limit (e2e runs raise it; 1 in production). */
  rateLimitScale: number;
  /** How long a checked session is reused (0 turns the cache off). */
  sessionCacheMs: number;
  /** A client must send a whole request (headers and body) within this; slower ones are cut off. */
  requestTimeoutMs: number;
  /** Requests one signed-in user may make per minute across the API (RATE_LIMIT_SCALE applies). */
  userRequestsPerMinute: number;
  /** Log every request at info (noisy; off by default: errors and refusals are logged anyway). */
  logRequests: boolean;
  /** How often the "Match me" round runs at events with enough people opted in (0: never; tests default to 0). */
  autoTeamEveryMs: number;
  /** Bearer token for GET /api/metrics; null → the endpoint does not exist (404). */
  metricsToken: string | null;
  notify: {
    /** A message still unread this long after it arrived is e-mailed (0: at once). */
    delayMs: number;
    /** Instant e-mails per person per local day; the rest wait for the next digest. */
    maxPerDay: number;
    /** How often each process runs the notification worker (0: never; tests default to 0). */
    everyMs: number;
    /** How long a claimed notification stays another worker's; a claim older than this was a crash. */
    leaseMs: number;
  };
}

/** Thrown for any bad environment; `message` is meant to be printed as-is, without a stack. */
export class ConfigError extends StartupError {
  override name = 'ConfigError';
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}


// Never echo these back: they may hold passwords.
const SECRET_VARS = new Set(['JWT_SECRET', 'VAPID_PRIVATE_KEY', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'FIREBASE_API_KEY', 'METRICS_TOKEN']);

function describe(name: string, message: string, env: Record<string, string | undefined>): string {
  const got = env[name];
  return got !== undefined && !SECRET_VARS.has(name) ? `${name}: ${message} (got "${got}")` : `${name}: ${message}`;
}

function resolvePath(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  return isAbsolute(value) ? value : resolve(process.cwd(), value);
}

/** A remote override may name the manifest itself or just the folder that holds it. */
function manifestUrl(value: string): string {
  return /\.json($|\?)/.test(value) ? value : `${value.replace(/\/+$/, '')}/mf-manifest.json`;
}

/**
 * Reads the environment once, validates all of it and prepares DATA_DIR/UPLOAD_DIR.
 * Throws a ConfigError listing every problem (not just the first) so one restart fixes all.
 */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): Config {
  // `FOO=` in a .env file means "not set", not "set to empty".
  const env = Object.fromEntries(
    Object.entries(rawEnv).map(([k, v]) => [k, v === undefined || v.trim() === '' ? undefined : v.trim()]),
  );
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'environment');
      if (seen.has(name)) continue;
      seen.add(name);
      problems.push(describe(name, issue.message, env));
    }
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction && !e.JWT_SECRET) {
    problems.push('JWT_SECRET: is required when NODE_ENV=production (at least 32 characters, e.g. `openssl rand -base64 48`)');
  }

  const dataDir = resolvePath(e.DATA_DIR, join(REPO_ROOT, 'data'));
  const uploadDir = resolvePath(e.UPLOAD_DIR, join(dataDir, 'uploads'));
  const dataProblem = ensureWritableDir(dataDir);
  if (dataProblem) problems.push(`DATA_DIR: ${dataProblem}`);
  else {
    const uploadProblem = ensureWritableDir(uploadDir);
    if (uploadProblem) problems.push(`UPLOAD_DIR: ${uploadProblem}`);
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one pair) or neither');
  if (problems.length > 0) throw new ConfigError(problems);

  const serveClient = e.SERVE_CLIENT ?? isProduction;
  const clientDir = resolvePath(e.CLIENT_DIR, REPO_ROOT);
  const publishedRemotesDir = resolvePath(e.PUBLISHED_REMOTES_DIR, join(clientDir, 'published-remotes'));
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  const remoteVersions: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = (e as Record<string, unknown>)[`REMOTE_URL_${name.toUpperCase()}`];
    if (typeof value === 'string') remoteUrls[name] = manifestUrl(value);
    const versionVar = `REMOTE_VERSION_${name.toUpperCase()}`;
    const version = (e as Record<string, unknown>)[versionVar];
    if (typeof version !== 'string') continue;
    if (!serveClient) problems.push(`${versionVar}: this server serves remote versions only with SERVE_CLIENT=true`);
    else if (remoteUrls[name]) problems.push(`${versionVar}: set either it or REMOTE_URL_${name.toUpperCase()}, not both`);
    else if (!isPublished(publishedRemotesDir, name, version)) {
      const known = publishedVersions(publishedRemotesDir, name);
      problems.push(
        `${versionVar}: ${name} ${version} is not published in ${publishedRemotesDir} (${known.length ? `published: ${known.join(', ')}` : `none published; run \`pnpm remote:publish ${name}\``})`,
      );
    } else remoteVersions[name] = version;
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    dataDir,
    uploadDir,
    clientDir,
    serveClient,
    migrationsFolder: resolvePath(e.MIGRATIONS_DIR, DEFAULT_MIGRATIONS),
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    // Unset: where people open the app on this machine — this server when it serves the client
    // (on the port it listens on), else the shell's dev server.
    appUrl: (e.APP_URL ?? `http://localhost:${serveClient ? e.PORT : SHELL_DEV_PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : readOrCreateVapidKeys(dataDir)),
      // Push services contact the sender if something goes wrong: the mail sender is who we are.
      subject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM}`,
    },
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID ?? null,
      apiKey: e.FIREBASE_API_KEY ?? null,
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? null,
      emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    },
    remoteUrls,
    publishedRemotesDir,
    remoteVersions,
    disabledRemotes: e.DISABLED_REMOTES ?? [],
    seedDemo: e.SEED_DEMO ?? true,
    rateLimitScale: e.RATE_LIMIT_SCALE ?? 1,
    sessionCacheMs: (e.SESSION_CACHE_SECONDS ?? 30) * 1000,
    // 0 would mean no limit: a slow client could hold a connection forever.
    requestTimeoutMs: (e.REQUEST_TIMEOUT_SECONDS || 30) * 1000,
    userRequestsPerMinute: e.USER_REQUESTS_PER_MINUTE ?? 600,
    logRequests: e.LOG_REQUESTS ?? false,
    // Tests run the round themselves unless they ask for the timer.
    autoTeamEveryMs: (e.AUTO_TEAM_EVERY_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 600)) * 1000,
    metricsToken: e.METRICS_TOKEN ?? null,
    notify: {
      delayMs: (e.NOTIFY_DELAY_SECONDS ?? 600) * 1000,
      maxPerDay: e.NOTIFY_MAX_PER_DAY ?? 6,
      // Tests run the worker themselves, with the time they need, unless they ask for the timer.
      everyMs: (e.NOTIFY_EVERY_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 10)) * 1000,
      // Longer than a send may take (the SMTP timeouts add up to well under a minute).
      leaseMs: (e.NOTIFY_LEASE_SECONDS ?? 120) * 1000,
    },
  };
}
