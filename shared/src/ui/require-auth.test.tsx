import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@hackmate/shared/router';
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
    // A new page load: the browser remembers the user, this tab has not heard the server yet.
    $signedIn.set(null);
    vi.mocked(checkAuth).mockResolvedValue(false);
    renderProtected();
    expect(await screen.findByText('Landing')).toBeInTheDocument();
    expect(screen.queryByText('Private profile')).not.toBeInTheDocument();
    await waitFor(() => expect($signedIn.get()).toBe(false));
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('shows the screen at once when this tab already heard the server say yes, without asking again', async () => {
    vi.mocked(checkAuth).mockClear();
    $signedIn.set(true);
    renderProtected();
    expect(screen.getByText('Private profile')).toBeInTheDocument();
    expect(checkAuth).not.toHaveBeenCalled();
  });

  it('asks again and leaves once the tab is signed out while the screen is open (a 401 elsewhere)', async () => {
    $signedIn.set(true);
    vi.mocked(checkAuth).mockResolvedValue(false);
    renderProtected();
    expect(screen.getByText('Private profile')).toBeInTheDocument();
    act(() => $signedIn.set(false));
    expect(await screen.findByText('Landing')).toBeInTheDocument();
    window.history.pushState({}, '', '/');
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
