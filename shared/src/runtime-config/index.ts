import { z } from 'zod';

export const REMOTE_NAMES = ['auth', 'feed', 'profile', 'social', 'chat'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const runtimeConfigSchema = z.object({
  apiBase: z.string().min(1).default('/api'),
  remotes: z.object(Object.fromEntries(REMOTE_NAMES.map((n) => [n, z.string().min(1).optional()])) as Record<RemoteName, z.ZodOptional<z.ZodString>>).default({}),
  firebase: z
    .object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string(), emulatorHost: z.string().optional() })
    .nullable()
    .optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

declare global {
  interface Window {
    __HACKMATE__?: unknown;
  }
}

export class RuntimeConfigError extends Error {}

let cached: RuntimeConfig | null = null;

/**
 * The deployment's settings, read from `window.__HACKMATE__` (set by /runtime-config.js) so that
 * moving a remote or the API needs no rebuild. Missing → defaults; malformed → a clear error.
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
