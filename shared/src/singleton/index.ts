/**
 * The part of @hackmate/shared that must exist once on a page: the stores, the tab's live
 * connection and the one query cache. Module Federation hands every bundle the copy the page
 * already runs (the shell's), so a remote built against more than that copy offers would break.
 * Hence the contract: these entries only ever grow, and every addition bumps the minor version
 * (`surface.json` and its test hold us to it). A remote built with 1.3.0 requires ^1.3.0 and is
 * refused, before it mounts, by a shell that provides 1.2.0.
 * Everything else in the package is stateless and bundled into each remote that uses it.
 * 1.2.0: the shell also provides the federation runtime itself (remotes are built without their
 * own copy), so a remote built since then is refused by an older shell rather than failing to start.
 * 2.0.0: the router is `@hackmate/shared/router` (only what we use of react-router, tree-shaken);
 * react-router-dom is no longer shared, so remotes built before would run a second router; the
 * runtime configuration is read once per page too.
 * 2.1.0: toasts go through `@hackmate/shared/toast`, which fetches react-toastify with the first one.
 * 3.0.0: TanStack Query comes from `@hackmate/shared/query` (only what we use); @tanstack/react-query
 * is no longer shared, so a remote built before would run a second query cache, without its client.
 * 3.1.0: `needLiveSocketNow` (a chat asks for the tab's live socket before the page has settled).
 * 3.2.0: `$liveCut` (screens hide who is online while the live connection is down, until read again).
 * 3.3.0: `followSystemTheme` (the theme follows the system until the person picks one).
 */
export const SINGLETON_VERSION = '3.3.0';

export const SINGLETON_ENTRIES = [
  '@hackmate/shared/stores',
  '@hackmate/shared/live',
  '@hackmate/shared/query',
  '@hackmate/shared/router',
  // The page's configuration, read and checked once.
  '@hackmate/shared/runtime-config',
  // The page's toasts: one queue, one container, react-toastify fetched with the first.
  '@hackmate/shared/toast',
] as const;
