import { vi } from 'vitest';
import { useLocation, type Location } from '@hackmate/shared/router';
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

type Answer = { status: number; body: string };

/**
 * Replaces XMLHttpRequest (the shell's session check uses it) with one that answers with what
 * `respond` resolves to, or fails like the network when it rejects. The returned mock is
 * called with each request's URL and credentials.
 */
export function stubXhr(respond: () => Promise<Answer>) {
  const requested = vi.fn((_url: string, _options: { withCredentials: boolean }) => {});
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send() {
      requested(this.url, { withCredentials: this.withCredentials });
      respond().then(
        (answer) => {
          this.status = answer.status;
          this.responseText = answer.body;
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requested;
}

/** Makes GET /check-auth answer `status` (or fail when `status` is an Error). */
export function stubCheckAuth(status: boolean | Error) {
  return stubXhr(async () => {
    if (status instanceof Error) throw status;
    return { status: 200, body: JSON.stringify({ status }) };
  });
}
