import { type QueryClient, QueryClientProvider } from '@hackmate/shared/query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@hackmate/shared/router';
import { createQueryClient } from '../query/client';

export interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The page before `route` in the router's history, as if the person had come from it (Back leads there). */
  cameFrom?: string;
  /** A route pattern for `ui` (e.g. '/profile/user/:userId') so it can read its params. */
  path?: string;
  /** Reuse a client to inspect or pre-fill the cache; a fresh one per render otherwise. */
  queryClient?: QueryClient;
}

/** A cache like the app's (failures toast), but failing at once: tests see an error state, not three retries. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ retries: false });
}

/** Renders remote or shell UI with what the app gives it: a router at `route` and a query cache. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult & { queryClient: QueryClient } {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const routed = options.path ? (
    <Routes>
      <Route path={options.path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[...(options.cameFrom ? [options.cameFrom] : []), options.route ?? '/']} initialIndex={options.cameFrom ? 1 : 0}>
        {routed}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
