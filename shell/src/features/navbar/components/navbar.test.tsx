import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $pendingRequests, $teamUnread, $unread, resetLiveCounts } from '@hackmate/shared/live';
import { $signedIn, $theme, setTheme } from '@hackmate/shared/stores';
import { renderAt, stubCheckAuth, stubXhr } from '../../../testing/render';
import { catalogueRemotes, clearRuntimeConfig, setRuntimeConfig } from '../../../testing/runtime-config';
import { applyThemeToDocument } from '../../theme';
import { Navbar } from './navbar';

function linksOf(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/**
 * A badged link's name, "Convos, 3 unread". The name computation of this test DOM puts a space
 * before the comma that browsers do not (Chromium's is checked in e2e/live.spec.ts).
 */
const badged = (name: string) => new RegExp(`^${name.replace(', ', ' ?, ')}$`);

beforeEach(() => {
  $signedIn.set(null);
  setTheme('light');
  setRuntimeConfig();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearRuntimeConfig();
  resetLiveCounts();
});

describe('Navbar links', () => {
  it('offers the app to a signed-in user; the wordmark goes to the feed', async () => {
    stubCheckAuth(true);
    renderAt(<Navbar />, '/feed');
    await waitFor(() => expect($signedIn.get()).toBe(true));
    expect(linksOf(mainNav())).toEqual([
      ['Explore', '/feed'],
      ['Events', '/events'],
      ['Convos', '/convos'],
      ['Reqs', '/reqs/review'],
      ['Connections', '/connections'],
      ['Profile', '/profile'],
      ['Settings', '/settings'],
    ]);
    expect(screen.getByRole('link', { name: 'Hackmate' })).toHaveAttribute('href', '/feed');
  });

  it('offers sign-in and the landing sections to a visitor; the wordmark goes home', async () => {
    stubCheckAuth(false);
    renderAt(<Navbar />);
    await waitFor(() => expect($signedIn.get()).toBe(false));
    expect(linksOf(mainNav())).toEqual([
      ['Sign In', '/signin'],
      ['Why the product?', '/#features'],
      ["Developer's Message", '/#dev'],
    ]);
    expect(screen.getByRole('link', { name: 'Hackmate' })).toHaveAttribute('href', '/');
  });

  it('asks the server once per page load: mounted again when the router arrives, it does not ask again', async () => {
    const requested = stubCheckAuth(true);
    const first = renderAt(<Navbar />, '/feed');
    await waitFor(() => expect($signedIn.get()).toBe(true));
    first.unmount();
    renderAt(<Navbar />, '/feed');
    expect(within(mainNav()).getByRole('link', { name: 'Explore' })).toBeInTheDocument();
    expect(requested).toHaveBeenCalledTimes(1);
  });

  it('treats a failed check as signed out', async () => {
    stubCheckAuth(new Error('offline'));
    localStorage.setItem('loggedIn', 'true');
    renderAt(<Navbar />);
    await waitFor(() => expect($signedIn.get()).toBe(false));
    expect(within(mainNav()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('guesses from loggedIn until the server answers, then checks again when storage changes', async () => {
    localStorage.setItem('loggedIn', 'true');
    let answer: (value: { status: number; body: string }) => void = () => {};
    const requested = stubXhr(() => new Promise((resolve) => (answer = resolve)));

    renderAt(<Navbar />);
    expect(within(mainNav()).getByRole('link', { name: 'Explore' })).toBeInTheDocument();
    expect(requested).toHaveBeenCalledWith('/api/check-auth', { withCredentials: true });

    await act(async () => answer({ status: 200, body: JSON.stringify({ status: false }) }));
    expect(within(mainNav()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();

    stubCheckAuth(true);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'loggedIn' })));
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Explore' })).toBeInTheDocument());
  });
});

describe('Navbar badges', () => {
  async function signedInAt(path = '/feed') {
    stubCheckAuth(true);
    const result = renderAt(<Navbar />, path);
    await waitFor(() => expect($signedIn.get()).toBe(true));
    return result;
  }

  it('name the unread total on Convos and the pending requests on Reqs, in the bar and the drawer', async () => {
    $unread.set({ 'u-ana': 2, 'u-ben': 1 });
    $pendingRequests.set(2);
    await signedInAt();
    const convos = within(mainNav()).getByRole('link', { name: badged('Convos, 3 unread') });
    expect(convos).toHaveAttribute('href', '/convos');
    expect(within(convos).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(within(mainNav()).getByRole('link', { name: badged('Reqs, 2 pending') })).toHaveAttribute('href', '/reqs/review');
    expect(within(mainNav()).getByRole('link', { name: 'Explore' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: badged('Convos, 3 unread') })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: badged('Reqs, 2 pending') })).toBeInTheDocument();
  });

  it('follow the counts live and show no badge at 0', async () => {
    $unread.set({ 'u-ana': 1 });
    await signedInAt();
    expect(within(mainNav()).getByRole('link', { name: badged('Convos, 1 unread') })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Reqs' })).toBeInTheDocument();

    act(() => {
      $unread.set({});
      $pendingRequests.set(1);
    });
    const convos = within(mainNav()).getByRole('link', { name: 'Convos' });
    expect(convos).toHaveTextContent(/^Convos$/);
    expect(convos).not.toHaveAttribute('aria-label');
    expect(within(mainNav()).getByRole('link', { name: badged('Reqs, 1 pending') })).toBeInTheDocument();
  });

  it('count unread team chats on Convos with the conversations', async () => {
    $unread.set({ 'u-ana': 1 });
    $teamUnread.set({ 't-owls': 2 });
    await signedInAt();
    expect(within(mainNav()).getByRole('link', { name: badged('Convos, 3 unread') })).toBeInTheDocument();
    act(() => $unread.set({}));
    expect(within(mainNav()).getByRole('link', { name: badged('Convos, 2 unread') })).toBeInTheDocument();
  });

  it('cap the pill at 99+ but say the number', async () => {
    $unread.set({ 'u-ana': 120 });
    await signedInAt();
    const convos = within(mainNav()).getByRole('link', { name: badged('Convos, 120 unread') });
    expect(within(convos).getByText('99+')).toBeInTheDocument();
  });
});

describe('Navbar current page', () => {
  const current = () => within(mainNav()).queryAllByRole('link', { current: 'page' }).map((a) => a.textContent);

  it.each([
    ['/feed', ['Explore']],
    ['/convos', ['Convos']],
    ['/convos/u42', ['Convos']],
    ['/reqs/review', ['Reqs']],
    ['/connections', ['Connections']],
    ['/profile', ['Profile']],
    ['/profile/update/skills', ['Profile']],
    ['/settings', ['Settings']],
    ['/events', ['Events']],
    ['/events/e7', ['Events']],
    ['/teams/t3', ['Events']],
    ['/profile/user/u42', []],
    ['/usercard', []],
    ['/', []],
  ])('on %s marks %j', async (path, marked) => {
    stubCheckAuth(true);
    renderAt(<Navbar />, path);
    await waitFor(() => expect($signedIn.get()).toBe(true));
    expect(current()).toEqual(marked);
  });
});

describe('Navbar entries from the runtime config', () => {
  it('shows a remote the shell was never built with, in its order', async () => {
    const events = { label: 'Events', path: '/events', order: 25, audience: 'signed-in' };
    setRuntimeConfig({ remotes: { ...catalogueRemotes(), teams: { entry: '/remotes/teams/mf-manifest.json', mounts: ['/events', '/teams'], nav: [events] } } });
    stubCheckAuth(true);
    renderAt(<Navbar />, '/events/7');
    await waitFor(() => expect($signedIn.get()).toBe(true));
    expect(linksOf(mainNav()).map(([label]) => label)).toEqual(['Explore', 'Convos', 'Events', 'Reqs', 'Connections', 'Profile', 'Settings']);
    expect(within(mainNav()).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the landing links and the theme toggle when the config is malformed', async () => {
    setRuntimeConfig({ remotes: { feed: 'not an object' } });
    stubCheckAuth(false);
    renderAt(<Navbar />);
    await waitFor(() => expect($signedIn.get()).toBe(false));
    expect(linksOf(mainNav()).map(([label]) => label)).toEqual(['Why the product?', "Developer's Message"]);
    expect(screen.getByRole('button', { name: /Switch to/ })).toBeInTheDocument();
  });
});

describe('Navbar drawer', () => {
  it('opens from the menu button and closes after a link is chosen', async () => {
    stubCheckAuth(true);
    const { location } = renderAt(<Navbar />, '/feed');
    await waitFor(() => expect($signedIn.get()).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(drawer).getByRole('link', { name: 'Convos' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location().pathname).toBe('/convos');
  });

  it('closes on Escape and on a click on the backdrop', async () => {
    stubCheckAuth(false);
    renderAt(<Navbar />);
    await waitFor(() => expect($signedIn.get()).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Theme toggle', () => {
  it('switches the theme, saves it under `theme` and applies it to <html>', async () => {
    stubCheckAuth(false);
    const stop = applyThemeToDocument();
    renderAt(<Navbar />);
    await waitFor(() => expect($signedIn.get()).toBe(false));
    expect(document.documentElement.dataset.theme).toBe('light');

    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect($theme.get()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    stop();
  });
});
