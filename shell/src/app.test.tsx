import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@hackmate/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './app';
import { stubCheckAuth } from './testing/render';
import { catalogueRemotes, clearRuntimeConfig, setRuntimeConfig } from './testing/runtime-config';

vi.mock('./features/remote-loading', () => ({
  RemoteApp: ({ name, basename }: { name: string; basename: string }) => (
    <p data-testid="remote">
      {name} at {basename}
    </p>
  ),
}));

function renderApp(path: string) {
  return render(<RouterProvider router={createMemoryRouter(appRoutes(), { initialEntries: [path] })} />);
}

beforeEach(() => {
  setRuntimeConfig();
  stubCheckAuth(false);
});

afterEach(() => {
  clearRuntimeConfig();
  vi.unstubAllGlobals();
});

describe('the route table, built from the runtime config', () => {
  it.each([
    ['/signin', 'auth', '/signin'],
    ['/signup', 'auth', '/signup'],
    ['/forgot-password', 'auth', '/forgot-password'],
    ['/reset-password/u1/t0k3n', 'auth', '/reset-password'],
    ['/feed', 'feed', '/feed'],
    ['/profile', 'profile', '/profile'],
    ['/profile/user/42', 'profile', '/profile'],
    ['/profile/update/skills', 'profile', '/profile'],
    ['/settings', 'profile', '/settings'],
    ['/reqs/review', 'social', '/reqs'],
    ['/connections', 'social', '/connections'],
    ['/convos', 'chat', '/convos'],
    ['/convos/abc', 'chat', '/convos'],
    ['/events', 'teams', '/events'],
    ['/events/e1', 'teams', '/events'],
    ['/teams/t1', 'teams', '/teams'],
    ['/Feed/', 'feed', '/feed'],
  ])('%s is served by the %s remote mounted at %s', (path, remote, basename) => {
    renderApp(path);
    expect(screen.getByTestId('remote')).toHaveTextContent(`${remote} at ${basename}`);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it.each(['/test', '/usercard'])('%s, a page for developers, is not routed in a production configuration', (path) => {
    renderApp(path);
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  it("renders the shell's own landing page at /", () => {
    renderApp('/#features');
    expect(screen.getByRole('region', { name: 'Why the product?' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
  });

  it.each(['/nope', '/feedback', '/no/such/page'])('renders the 404 page at %s', (path) => {
    renderApp(path);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('mounts a remote added by configuration alone', () => {
    setRuntimeConfig({ remotes: { ...catalogueRemotes(), teams: { entry: '/remotes/teams/mf-manifest.json', mounts: ['/events', '/teams'] } } });
    renderApp('/events/7');
    expect(screen.getByTestId('remote')).toHaveTextContent('teams at /events');
  });

  it('says the runtime config is malformed where a remote would be, and keeps the landing page', () => {
    setRuntimeConfig({ remotes: { feed: 7 } });
    const feed = renderApp('/feed');
    expect(screen.getByText('This part of Hackmate is unavailable')).toBeInTheDocument();
    expect(screen.getByText(/cannot tell where this part lives/)).toBeInTheDocument();
    feed.unmount();

    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: /Connect/ })).toBeInTheDocument();
  });
});
