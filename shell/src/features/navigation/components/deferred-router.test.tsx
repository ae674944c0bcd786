import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation, type DataRouter } from '@hackmate/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLink } from './app-link';
import { DeferredRouter, type RouterModule } from './deferred-router';

function Where() {
  return <p>routed at {useLocation().pathname}</p>;
}

/** Stands in for app.tsx: a router that starts at the real URL and shows where it is. */
const routerModule: RouterModule = {
  createAppRouter: () => createMemoryRouter([{ path: '*', element: <Where /> }], { initialEntries: [window.location.pathname] }),
  App: ({ router }: { router: DataRouter }) => <RouterProvider router={router} />,
};

function renderShell(load: () => Promise<RouterModule>) {
  return render(
    <DeferredRouter
      load={load}
      landing={
        <>
          <h1>Landing</h1>
          <AppLink to="/signin">Sign In</AppLink>
          <AppLink to="/#dev">Developer&apos;s Message</AppLink>
          <section id="dev">Hi</section>
        </>
      }
      loading={<p>Loading…</p>}
      failed={(retry) => (
        <button type="button" onClick={retry}>
          Retry
        </button>
      )}
    />,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => vi.restoreAllMocks());

describe('DeferredRouter on the landing page', () => {
  it('renders the landing page without loading the router; links are plain anchors', () => {
    const load = vi.fn(async () => routerModule);
    renderShell(load);
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the router when a link is pointed at or focused, once', () => {
    const load = vi.fn(async () => routerModule);
    renderShell(load);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Sign In' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Sign In' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it('follows a link to another page through the router, once it has loaded', async () => {
    renderShell(async () => routerModule);
    fireEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByText('routed at /signin')).toBeInTheDocument();
  });

  it('scrolls to a section of the page without the router', async () => {
    const load = vi.fn(async () => routerModule);
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderShell(load);
    fireEvent.click(screen.getByRole('link', { name: "Developer's Message" }));
    expect(window.location.hash).toBe('#dev');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    const load = vi.fn(async () => routerModule);
    renderShell(load);
    const link = screen.getByRole('link', { name: 'Sign In' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => void link.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('DeferredRouter on any other URL', () => {
  it('loads the router at once and shows a loading state meanwhile', async () => {
    window.history.replaceState(null, '', '/feed');
    renderShell(async () => routerModule);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('routed at /feed')).toBeInTheDocument();
  });

  it('offers Retry when the router cannot be loaded', async () => {
    window.history.replaceState(null, '', '/feed');
    const load = vi.fn<() => Promise<RouterModule>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(routerModule);
    renderShell(load);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('routed at /feed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
