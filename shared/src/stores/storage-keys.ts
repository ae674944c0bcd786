/** localStorage keys (SPEC §3). No secret is ever stored here: the session lives in an httpOnly cookie. */
export const STORAGE_KEYS = {
  userData: 'userData',
  loggedIn: 'loggedIn',
  theme: 'theme',
  profileCache: 'profileCache',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or disabled (private mode); the in-memory store still works.
  }
}

export function removeKey(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // see writeJson
  }
}
