import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { DataRouter } from '@hackmate/shared/router';
import { scrollToHash } from '../lib/scroll-to-hash';

/** What the router chunk (the shell's app.tsx) provides. */
export interface RouterModule {
  /** The app's router over the real URL; called once. */
  createAppRouter(): DataRouter;
  App: ComponentType<{ router: DataRouter }>;
}

interface RouterStarter {
  /** Fetches the router chunk ahead of need. */
  preload(): void;
  /** Follows an in-app link: a section of this page at once, another page through the router. */
  go(to: string): void;
}

// Outside a DeferredRouter (a bare story), links are ordinary page loads.
const RouterStarterContext = createContext<RouterStarter>({ preload: () => {}, go: (to) => window.location.assign(to) });

export const useRouterStarter = (): RouterStarter => useContext(RouterStarterContext);

type State =
  | { phase: 'landing' }
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'routed'; router: DataRouter; App: RouterModule['App'] };

interface DeferredRouterProps {
  load: () => Promise<RouterModule>;
  /** `/` until the visitor leaves it: the landing page, without the router. */
  landing: ReactNode;
  /** Any other path while the router chunk loads. */
  loading: ReactNode;
  /** Any other path when the router chunk could not be loaded. */
  failed: (retry: () => void) => ReactNode;
}

// The server renders only the landing page (server.tsx).
const atLanding = () => typeof window === 'undefined' || window.location.pathname === '/';

/**
 * Keeps react-router (~60 KB gzipped with the remote loading and the query cache that come with
 * it) off the landing page's first load: `/` renders without it, and the router arrives when the
 * visitor heads elsewhere (pointing at or focusing a link preloads it; the click navigates with
 * it). Any other URL loads it at once. Once it is there, the router owns the URL for good.
 */
export function DeferredRouter({ load, landing, loading, failed }: DeferredRouterProps) {
  const [state, setState] = useState<State>(() => ({ phase: atLanding() ? 'landing' : 'loading' }));
  const chunk = useRef<Promise<RouterModule> | null>(null);
  const created = useRef<DataRouter | null>(null);

  const fetchChunk = useCallback(() => {
    chunk.current ??= load().catch((error: unknown) => {
      chunk.current = null;
      throw error;
    });
    return chunk.current;
  }, [load]);

  const start = useCallback(
    async (to?: string) => {
      const { createAppRouter, App } = await fetchChunk();
      const router = (created.current ??= createAppRouter());
      if (to) void router.navigate(to);
      // The whole app mounts here (router, layout, navbar, the remote's route): as a transition,
      // React renders it in slices that leave the main thread free between them, instead of one
      // long task that holds up input (and Lighthouse's total blocking time) on a phone.
      startTransition(() => setState({ phase: 'routed', router, App }));
    },
    [fetchChunk],
  );

  useEffect(() => {
    if (state.phase === 'loading') start().catch(() => setState({ phase: 'failed' }));
  }, [state.phase, start]);

  // A notification clicked while this tab is open: the service worker (/sw.js) focuses the tab
  // and names the screen; route there without a reload. Only paths of this app.
  useEffect(() => {
    const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!sw) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== 'hackmate:navigate' || typeof data.url !== 'string') return;
      const url = new URL(data.url, window.location.origin);
      if (url.origin === window.location.origin) start(`${url.pathname}${url.search}${url.hash}`).catch(() => setState({ phase: 'failed' }));
    };
    sw.addEventListener('message', onMessage);
    sw.startMessages();
    return () => sw.removeEventListener('message', onMessage);
  }, [start]);

  useEffect(() => {
    if (state.phase !== 'landing') return;
    // Opened at /#dev: the section renders after the browser's own jump to it, so go there now.
    if (window.location.hash) scrollToHash(window.location.hash);
    const onPopState = () => {
      if (!atLanding()) setState({ phase: 'loading' });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [state.phase]);

  const starter = useMemo<RouterStarter>(
    () => ({
      preload: () => void fetchChunk().catch(() => {}),
      go(to) {
        const url = new URL(to, window.location.href);
        if (url.pathname !== window.location.pathname) {
          // Without the router chunk (offline, redeployed), the browser can still go there.
          start(to).catch(() => window.location.assign(to));
          return;
        }
        window.history.pushState(null, '', to);
        // After the click's own updates (the drawer closing and giving the page its scroll back).
        requestAnimationFrame(() => {
          if (!scrollToHash(url.hash)) window.scrollTo(0, 0);
        });
      },
    }),
    [fetchChunk, start],
  );

  if (state.phase === 'routed') return <state.App router={state.router} />;
  const content = state.phase === 'landing' ? landing : state.phase === 'loading' ? loading : failed(() => setState({ phase: 'loading' }));
  return <RouterStarterContext.Provider value={starter}>{content}</RouterStarterContext.Provider>;
}
