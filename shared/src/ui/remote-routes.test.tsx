import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@hackmate/shared/router';
import { describe, expect, it } from 'vitest';
import { RemoteRoutes, type RemoteRoute } from './remote-routes';

const routes: RemoteRoute[] = [
  { path: 'profile', element: <p>own</p> },
  { path: 'profile/user/:userId', element: <p>other</p> },
  { path: 'connections', element: <p>connections</p> },
];

function mountAt(url: string, mount: string, basename: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={mount} element={<RemoteRoutes basename={basename} routes={routes} fallback={<p>not found</p>} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RemoteRoutes', () => {
  it('serves the routes under the mount point', () => {
    mountAt('/profile/user/42', '/profile/*', '/profile');
    expect(screen.getByText('other')).toBeInTheDocument();
  });

  it('serves the index of the mount point', () => {
    mountAt('/profile', '/profile/*', '/profile');
    expect(screen.getByText('own')).toBeInTheDocument();
  });

  it('serves every route when standalone', () => {
    mountAt('/connections', '/*', '/');
    expect(screen.getByText('connections')).toBeInTheDocument();
  });

  it('shows the fallback for unknown paths inside the mount', () => {
    mountAt('/profile/nope', '/profile/*', '/profile');
    expect(screen.getByText('not found')).toBeInTheDocument();
  });
});
