import { vi } from 'vitest';
import { useLocation, type Location } from 'react-router-dom';
import type { ReactElement } from 'react';
import { renderWithProviders } from '@hackmate/shared/testing';
import { RouterLinks } from '../features/routing';

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/**
 * Renders shell UI as the app does once the router runs (a router at `path`, the query cache,
 * the shell's links bound to react-router); `location()` tells where links and navigate() went.
 */
export function renderAt(ui: ReactElement, path = '/') {
  let current: Location | undefined;
  const result = renderWithProviders(
    <RouterLinks>
      <LocationProbe onChange={(location) => (current = location)} />
      {ui}
    </RouterLinks>,
    { route: path },
  );
  return { ...result, location: () => current! };
}

/** Makes GET /check-auth answer `status` (or fail when `status` is an Error). */
export function stubCheckAuth(status: boolean | Error) {
  const fetchMock = vi.fn(async () => {
    if (status instanceof Error) throw status;
    return new Response(JSON.stringify({ status }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
