import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAuth } from '@hackmate/shared/api';
import { resetRuntimeConfigCache } from '@hackmate/shared/runtime-config';
import { $signedIn, $theme, $user, setTheme } from '@hackmate/shared/stores';
import { MESSAGES } from '@hackmate/shared/validation';
import { getGoogleIdentity } from '@hackmate/shared/google';
import { googleLogin } from '../features/sign-in/api/google-login';
import { logIn } from '../features/sign-in/api/log-in';
import { signUp } from '../features/sign-in/api/sign-up';
import { SignInPage } from './sign-in-page';

vi.mock('../features/sign-in/api/sign-up', () => ({ signUp: vi.fn() }));
vi.mock('../features/sign-in/api/log-in', () => ({ logIn: vi.fn() }));
vi.mock('../features/sign-in/api/google-login', () => ({ googleLogin: vi.fn() }));
vi.mock('@hackmate/shared/google', () => ({ getGoogleIdentity: vi.fn() }));
vi.mock('@hackmate/shared/api', async (original) => ({ ...(await original<object>()), checkAuth: vi.fn() }));

const user = { _id: 'u1', fullName: 'Ada Lovelace', userName: 'ada', emailId: 'ada@example.com', profileUrl: '', bio: '', gradYear: null, skills: [], roles: [], chosenRoles: [], socialIds: {} };
const FIREBASE = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-hackmate' };

function renderPage(route = '/signin') {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/signin" element={<SignInPage mode="signin" />} />
        <Route path="/signup" element={<SignInPage mode="signup" />} />
        <Route path="/feed" element={<p>feed screen</p>} />
        <Route path="/profile/update/skills" element={<p>onboarding screen</p>} />
      </Routes>
      <ToastContainer />
    </>,
    { route },
  );
}

async function fillSignUp(fields: Partial<Record<'Full name' | 'Username' | 'Email' | 'Password', string>>) {
  await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
  for (const [label, value] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
}

const goodSignUp = { 'Full name': 'Ada Lovelace', Username: 'ada', Email: 'ada@example.com', Password: 'Engine#1843' } as const;

beforeEach(() => {
  $signedIn.set(false);
  $user.set({});
  setTheme('light');
  window.__HACKMATE__ = { apiBase: '/api', firebase: FIREBASE };
  resetRuntimeConfigCache();
  vi.mocked(checkAuth).mockResolvedValue(false);
});

afterEach(() => {
  vi.clearAllMocks();
  delete window.__HACKMATE__;
  resetRuntimeConfigCache();
});

describe('sign-in screen', () => {
  it('links sign-in to its own sign-up page (/signup) and back', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Full name/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');

    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    for (const label of ['Full name', 'Username', 'Email', 'Password']) {
      expect(screen.getByText(label, { exact: false, selector: 'label' })).toHaveTextContent(`${label} *`);
    }

    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/signin');
    await userEvent.click(screen.getByRole('link', { name: 'Sign in instead' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('opens straight on creating an account at /signup', () => {
    renderPage('/signup');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toBeInTheDocument();
  });

  it.each([
    [{ ...goodSignUp, Username: 'Ada Lovelace' }, MESSAGES.usernameRule, 'Username'],
    [{ ...goodSignUp, Email: 'ada@nowhere' }, MESSAGES.emailRule, 'Email'],
    [{ ...goodSignUp, Password: 'password1' }, MESSAGES.passwordRule, 'Password'],
    [{ Username: 'ada', Email: 'ada@example.com', Password: 'Engine#1843' }, 'Full name is required', 'Full name'],
  ])('refuses a bad sign-up with the spec message beside its field, before calling the server (%#)', async (fields, message, label) => {
    renderPage();
    await fillSignUp(fields);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // The keyboard is taken to it, and nothing is toasted.
    await waitFor(() => expect(field).toHaveFocus());
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(signUp).not.toHaveBeenCalled();
    // Editing the field clears its message.
    await userEvent.type(field, 'x');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('requires e-mail and password to sign in', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(logIn).not.toHaveBeenCalled();
  });

  it('after sign-up stores the user, keeps the theme as it was and goes to onboarding', async () => {
    vi.mocked(signUp).mockResolvedValue({ message: 'Account created successfully!', user });
    renderPage();
    await fillSignUp(goodSignUp);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('onboarding screen')).toBeInTheDocument();
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({ fullName: 'Ada Lovelace', userName: 'ada', emailId: 'ada@example.com', password: 'Engine#1843' });
    expect($user.get()._id).toBe('u1');
    expect($signedIn.get()).toBe(true);
    // The system's (or the person's) theme: sign-up no longer turns a light page dark.
    expect($theme.get()).toBe('light');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows a taken username beside its field, and any other refusal above the form', async () => {
    vi.mocked(signUp).mockRejectedValueOnce(httpError(409, { error: 'USERNAME_TAKEN', message: 'That username is taken' }));
    vi.mocked(signUp).mockRejectedValueOnce(new Error('offline'));
    renderPage();
    await fillSignUp(goodSignUp);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('That username is taken'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed. Please try again.');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('after sign-in goes to the feed with the success toast', async () => {
    vi.mocked(logIn).mockResolvedValue({ message: 'Successfully logged in!', user });
    renderPage();
    await userEvent.type(screen.getByLabelText(/^Email/), 'Ada@Example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Engine#1843');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('feed screen')).toBeInTheDocument();
    expect(await screen.findByText('Successfully logged in!')).toBeInTheDocument();
    expect(logIn).toHaveBeenCalledWith({ emailId: 'ada@example.com', password: 'Engine#1843' });
    expect($theme.get()).toBe('light');
  });

  it('maps refused credentials to the spec message and disables the button while waiting', async () => {
    let reject: (e: unknown) => void = () => {};
    vi.mocked(logIn).mockReturnValue(new Promise((_, r) => (reject = r)));
    renderPage();
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Wrong#pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Please wait…' })).toBeDisabled();
    reject(httpError(401, { error: 'Invalid Credentials', message: 'Invalid Credentials' }));
    expect(await screen.findByText('Invalid Credentials, please try again')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows other login failures as the server says them, else the fallback', async () => {
    vi.mocked(logIn).mockRejectedValueOnce(httpError(429, { error: 'TOO_MANY_REQUESTS', message: 'Too many attempts, try again in a minute' }));
    vi.mocked(logIn).mockRejectedValueOnce(new Error('offline'));
    renderPage();
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Engine#1843');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many attempts, try again in a minute')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid Credentials. Please try again.')).toBeInTheDocument();
  });

  it('redirects a signed-in visitor to the feed with the spec toast', async () => {
    vi.mocked(checkAuth).mockResolvedValue(true);
    $signedIn.set(null);
    renderPage();
    expect(await screen.findByText('feed screen')).toBeInTheDocument();
    expect(await screen.findByText('User already logged in, redirecting to feed')).toBeInTheDocument();
  });

  it('stays on the screen when the server says signed out', async () => {
    $signedIn.set(null);
    renderPage();
    await waitFor(() => expect(checkAuth).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('Continue with Google', () => {
  const identity = { idToken: 'id-token', uid: 'g-1', displayName: 'Grace Hopper', email: 'grace@navy.mil' };

  it.each([
    [true, 'feed screen'],
    [false, 'onboarding screen'],
  ])('sends the ID token and routes by `existing` (%s)', async (existing, screenText) => {
    vi.mocked(getGoogleIdentity).mockResolvedValue(identity);
    vi.mocked(googleLogin).mockResolvedValue({ user, existing });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(screenText)).toBeInTheDocument();
    expect(getGoogleIdentity).toHaveBeenCalledWith(FIREBASE);
    expect(googleLogin).toHaveBeenCalledWith(
      expect.objectContaining({ idToken: 'id-token', _id: 'g-1', fullName: 'Grace Hopper', emailId: 'grace@navy.mil', userName: expect.stringMatching(/^gracehopper\d{1,3}$/) }),
    );
    expect($theme.get()).toBe('light');
  });

  it('offers no Google button when Google sign-in is not configured', () => {
    window.__HACKMATE__ = { apiBase: '/api', firebase: null };
    resetRuntimeConfigCache();
    renderPage();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(getGoogleIdentity).not.toHaveBeenCalled();
  });

  it('stays on the screen when the popup is closed', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getGoogleIdentity).mockRejectedValue(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled());
    expect(googleLogin).not.toHaveBeenCalled();
    expect($signedIn.get()).toBe(false);
    spy.mockRestore();
  });
});
