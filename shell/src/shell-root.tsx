import { StrictMode, type ReactNode } from 'react';
import { Layout, LoadingState, UnavailableState } from './features/layout';
import { DeferredRouter, type RouterModule } from './features/navigation';
import { ServerRenderProvider, type ServerRenderState } from './features/server-render';
import { LandingPage } from './routes/landing-page';

const inLayout = (content: ReactNode) => <Layout>{content}</Layout>;

interface ShellRootProps {
  /** Fetches the router half (app.tsx). */
  load: () => Promise<RouterModule>;
  /** On a page the server rendered: what it rendered with, for the browser's first render to match. */
  server: ServerRenderState | null;
}

/**
 * The whole page as the browser mounts it (bootstrap.tsx) and the server renders the landing
 * page (server.tsx): one tree, so that hydration finds exactly the HTML the server sent.
 */
export function ShellRoot({ load, server }: ShellRootProps) {
  const page = (
    <DeferredRouter
      load={load}
      landing={inLayout(<LandingPage />)}
      loading={inLayout(<LoadingState />)}
      failed={(retry) => inLayout(<UnavailableState onRetry={retry} />)}
    />
  );
  return (
    <StrictMode>
      <ServerRenderProvider state={server}>{page}</ServerRenderProvider>
    </StrictMode>
  );
}
