import { REMOTES } from '@hackmate/shared/remotes';

// What the shell asks for on every signed-in page: the session check and the live counts.
const SHELL_FIRST_DATA = ['/check-auth', '/live/summary'];

const escapeAttr = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The API reads a signed-in page makes first, named in the page (credentialed fetch preloads,
 * which the screens' own requests then use): they start with the scripts, not after the shell
 * and the remote have run — the data no longer waits for the code. Only for a valid session:
 * signed out, each would be a 401 in the console.
 */
export function dataPreloadTags(apiBase: string, remote: string | null, pathname: string): string {
  const screen = remote ? (REMOTES as Record<string, { firstData?: Record<string, string[]> }>)[remote]?.firstData?.[pathname] ?? [] : [];
  const base = apiBase.replace(/\/+$/, '');
  return [...SHELL_FIRST_DATA, ...screen].map((path) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(base + path)}">`).join('');
}
