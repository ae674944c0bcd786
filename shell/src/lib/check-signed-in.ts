/**
 * GET {apiBase}/check-auth: true only when the server says so; any failure means signed out.
 * Same contract as `checkAuth()` in @hackmate/shared/api, but with fetch and without the
 * validated runtime config: those bring axios and zod (~40 KB gzipped), which the landing page
 * cannot afford (it checks sign-in on every load). Remotes use the shared client.
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

/** apiBase from /runtime-config.js when it is a usable string, else the single-origin default. */
function apiBase(): string {
  const config = (window as { __HACKMATE__?: unknown }).__HACKMATE__;
  const base = config && typeof config === 'object' ? (config as { apiBase?: unknown }).apiBase : undefined;
  return (typeof base === 'string' && base.trim() ? base.trim() : '/api').replace(/\/+$/, '');
}
