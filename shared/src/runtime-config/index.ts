// zod/mini, not zod: the landing page reads this config (navbar entries, API base) and pays for
// every byte; these schemas cost ~7 KB gzipped with it, several times that with the classic API.
import * as z from 'zod/mini';

const path = z.string().check(z.regex(/^\//, 'must start with /'));

const navEntrySchema = z.object({
  label: z.string().check(z.minLength(1)),
  path,
  /** Position among the entries of the same audience, lowest first. */
  order: z.number(),
  audience: z.enum(['signed-in', 'signed-out']),
  /** Route patterns (e.g. '/profile/update/*') on which the entry is the current page; default: its path and below. */
  activeOn: z.optional(z.array(path)),
  /**
   * A live count beside the label: unread messages, or connection requests waiting for an answer.
   * A kind this shell does not know yet (a newer server) shows no badge rather than breaking the page.
   */
  badge: z.optional(z.catch(z.optional(z.enum(['unread', 'pending'])), undefined)),
});

const remoteSchema = z.object({
  /** URL of the remote's mf-manifest.json. */
  entry: z.string().check(z.minLength(1)),
  /** Path prefixes the remote serves, each with everything below it. */
  mounts: z.array(path),
  nav: z._default(z.array(navEntrySchema), []),
});

const runtimeConfigSchema = z.object({
  apiBase: z._default(z.string().check(z.minLength(1)), '/api'),
  /** Every remote of this deployment, by its Module Federation name. */
  remotes: z._default(z.record(z.string().check(z.regex(/^[A-Za-z_][\w-]*$/)), remoteSchema), {}),
  firebase: z.optional(
    z.nullable(z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string(), emulatorHost: z.optional(z.string()) })),
  ),
});

export type NavEntry = z.infer<typeof navEntrySchema>;
export type NavBadgeKind = NonNullable<NavEntry['badge']>;
export type RemoteConfig = z.infer<typeof remoteSchema>;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

declare global {
  interface Window {
    __HACKMATE__?: unknown;
  }
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

let cached: RuntimeConfig | null = null;

/**
 * The deployment's settings, read from `window.__HACKMATE__` (set by /runtime-config.js) so that
 * moving the API or adding, moving or redeploying a remote needs no rebuild of the shell.
 * Missing → defaults (no remotes); malformed → a RuntimeConfigError naming where.
 */
export function getRuntimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const raw = typeof window === 'undefined' ? undefined : window.__HACKMATE__;
  const parsed = runtimeConfigSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
    throw new RuntimeConfigError(`The runtime configuration (/runtime-config.js) is malformed at: ${where}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests and hot reload only. */
export function resetRuntimeConfigCache(): void {
  cached = null;
}
