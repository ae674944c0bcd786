import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render';
import { AppRoutes, matchRoute } from './routes';

vi.mock('../remotes', () => ({
  RemoteApp: ({ name, basename }: { name: string; basename: string }) => (
    <p data-testid="remote">
      {name} at {basename}
    </p>
  ),
}));

describe('matchRoute', () => {
  it.each([
    ['/signin', 'auth', '/signin'],
    ['/forgot-password', 'auth', '/forgot-password'],
    ['/reset-password/u1/t0k3n', 'auth', '/reset-password'],
    ['/feed', 'feed', '/feed'],
    ['/test', 'feed', '/test'],
    ['/profile', 'profile', '/profile'],
    ['/profile/user/42', 'profile', '/profile'],
    ['/profile/update/skills', 'profile', '/profile'],
    ['/reqs/review', 'social', '/reqs'],
    ['/connections', 'social', '/connections'],
    ['/usercard', 'social', '/usercard'],
    ['/convos', 'chat', '/convos'],
    ['/convos/abc', 'chat', '/convos'],
  ])('%s is served by the %s remote mounted at %s', (path, remote, basename) => {
    expect(matchRoute(path)).toEqual({ screen: 'remote', mount: { remote, basename } });
  });

  it('keeps / for the landing page and everything else for the 404 page', () => {
    expect(matchRoute('/')).toEqual({ screen: 'landing' });
    expect(matchRoute('/nope')).toEqual({ screen: 'not-found' });
    expect(matchRoute('/feedback')).toEqual({ screen: 'not-found' });
  });
});

describe('AppRoutes', () => {
  it('mounts the remote with its basename', () => {
    renderAt(<AppRoutes />, '/profile/user/42');
    expect(screen.getByTestId('remote')).toHaveTextContent('profile at /profile');
  });

  it('renders the shell\'s own landing page at /', () => {
    renderAt(<AppRoutes />, '/');
    expect(screen.getByRole('region', { name: 'Why the product?' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
  });

  it('renders a 404 page for unknown paths', () => {
    renderAt(<AppRoutes />, '/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
