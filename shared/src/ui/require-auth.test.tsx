import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { checkAuth } from '@hackmate/shared/api';
import { $signedIn, signInLocally } from '@hackmate/shared/stores';
import { renderWithProviders } from '../testing/render';
import { RequireAuth } from './require-auth';
import { takeReturnPath } from './return-path';

vi.mock('@hackmate/shared/api', async (original) => ({ ...(await original<object>()), checkAuth: vi.fn() }));

function renderProtected() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Landing</p>} />
      <Route
        path="/profile"
        element={
          <RequireAuth>
            <p>Private profile</p>
          </RequireAuth>
        }
      />
    </Routes>,
    { route: '/profile' },
  );
}

describe('RequireAuth', () => {
  it('shows the screen only once the server confirmed the session', async () => {
    vi.mocked(checkAuth).mockResolvedValue(true);
    renderProtected();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByText('Private profile')).not.toBeInTheDocument();
    expect(await screen.findByText('Private profile')).toBeInTheDocument();
    expect($signedIn.get()).toBe(true);
  });

  it('goes to the landing page and forgets the local user when the session is gone', async () => {
    signInLocally({ _id: 'u1', fullName: 'Ada' } as never);
    vi.mocked(checkAuth).mockResolvedValue(false);
    renderProtected();
    expect(await screen.findByText('Landing')).toBeInTheDocument();
    expect(screen.queryByText('Private profile')).not.toBeInTheDocument();
    await waitFor(() => expect($signedIn.get()).toBe(false));
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('remembers the page the browser opened, so that signing in returns to it', async () => {
    window.history.pushState({}, '', '/profile?tab=projects');
    vi.mocked(checkAuth).mockResolvedValue(false);
    renderProtected();
    expect(await screen.findByText('Landing')).toBeInTheDocument();
    expect(takeReturnPath()).toBe('/profile?tab=projects');
    // Once: the next sign-in goes to the default page again.
    expect(takeReturnPath()).toBeNull();
    window.history.pushState({}, '', '/');
  });
});
