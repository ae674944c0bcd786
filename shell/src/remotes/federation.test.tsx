import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfigCache } from '@hackmate/shared/runtime-config';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

// Module state (what is registered, what failed) starts fresh in every test; the helpers are
// imported from the same fresh module graph so that classes and contexts match.
async function freshFederation() {
  vi.resetModules();
  const [federation, loadRemote, render] = await Promise.all([import('./federation'), import('./load-remote'), import('../testing/render')]);
  return { ...federation, ...loadRemote, ...render };
}

beforeEach(() => {
  resetRuntimeConfigCache();
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
});

afterEach(() => {
  delete window.__HACKMATE__;
  resetRuntimeConfigCache();
});

describe('loadFederatedApp', () => {
  it('registers every remote from the runtime config, falling back to /remotes/<name>/', async () => {
    window.__HACKMATE__ = { apiBase: '/api', remotes: { feed: 'https://cdn.example.test/feed/mf-manifest.json' } };
    runtime.loadRemote.mockResolvedValue({ default: () => <p>feed</p> });
    const { loadFederatedApp } = await freshFederation();
    await loadFederatedApp('feed');

    const [remotes] = runtime.registerRemotes.mock.calls[0]!;
    expect(remotes).toContainEqual({ name: 'feed', entry: 'https://cdn.example.test/feed/mf-manifest.json' });
    expect(remotes).toContainEqual({ name: 'chat', entry: '/remotes/chat/mf-manifest.json' });
    expect(runtime.loadRemote).toHaveBeenCalledWith('feed/app');
  });

  it('re-registers a remote with force before retrying it, because the runtime caches failures', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest')).mockResolvedValueOnce({ default: () => <p>feed</p> });
    const { loadFederatedApp } = await freshFederation();

    await expect(loadFederatedApp('feed')).rejects.toThrow('Failed to get manifest');
    await loadFederatedApp('feed');

    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'feed', entry: '/remotes/feed/mf-manifest.json' }], { force: true });
  });

  it('turns a malformed runtime config into a RemoteConfigError', async () => {
    window.__HACKMATE__ = { apiBase: 42 };
    const { loadFederatedApp, RemoteConfigError } = await freshFederation();
    await expect(loadFederatedApp('feed')).rejects.toBeInstanceOf(RemoteConfigError);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('mounts the remote under its basename with a router over the shell history', async () => {
    // After the click the test keeps the feed mount on screen at /profile/…, which react-router
    // reports; in the app the shell swaps to the profile remote instead.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    runtime.loadRemote.mockResolvedValue({
      default: ({ basename }: { basename: string }) => <Link to="/profile/user/7">open profile from {basename}</Link>,
    });
    const { loadFederatedApp, renderAt } = await freshFederation();
    const { default: Mounted } = await loadFederatedApp('feed');
    const { history } = renderAt(<Mounted basename="/feed" />, '/feed');
    const link = screen.getByRole('link', { name: 'open profile from /feed' });
    expect(link).toHaveAttribute('href', '/profile/user/7');
    fireEvent.click(link);
    expect(history.location.pathname).toBe('/profile/user/7');
    warn.mockRestore();
  });
});
