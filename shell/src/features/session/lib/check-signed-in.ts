import { getRuntimeConfig } from '@hackmate/shared/runtime-config';

/**
 * GET {apiBase}/check-auth: true only when the server says so; any failure means signed out.
 * Same contract as `checkAuth()` in @hackmate/shared/api, but with fetch: the shared client
 * brings axios, which the landing page cannot afford (it checks sign-in on every load).
 */
export async function checkSignedIn(): Promise<boolean> {
  try {
    const response = await fetch(`${apiBase()}/check-auth`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout?.(30_000),
    });
    if (!response.ok) return false;
    const data = (await response.json()) as { status?: unknown } | null;
    return data?.status === true;
  } catch {
    return false;
  }
}

/** The configured API base, or the single-origin default while the runtime config is malformed. */
function apiBase(): string {
  try {
    return getRuntimeConfig().apiBase.trim().replace(/\/+$/, '');
  } catch {
    // The page says elsewhere that the config is malformed; the sign-in check keeps working.
    return '/api';
  }
}
