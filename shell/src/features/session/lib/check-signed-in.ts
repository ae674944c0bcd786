import { getRuntimeConfig } from '@hackmate/shared/runtime-config';

/**
 * GET {apiBase}/check-auth: true only when the server says so; any failure means signed out.
 * Same contract as `checkAuth()` in @hackmate/shared/api, without the shared client: it brings
 * axios, which the landing page cannot afford (it checks sign-in on every load). An XHR rather
 * than fetch(): the server names this request in a signed-in page (a credentialed preload), and
 * Chromium hands that answer to an XHR but sends a fetch() again — one round trip more.
 */
export async function checkSignedIn(): Promise<boolean> {
  try {
    const data = (await getJson(`${apiBase()}/check-auth`)) as { status?: unknown } | null;
    return data?.status === true;
  } catch {
    return false;
  }
}

function getJson(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url);
    xhr.withCredentials = true;
    xhr.timeout = 30_000;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new Error(`HTTP ${xhr.status}`));
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch (err) {
        reject(err as Error);
      }
    };
    xhr.onerror = xhr.ontimeout = () => reject(new Error('network error'));
    xhr.send();
  });
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
