import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render';
import { catalogueRemotes, clearRuntimeConfig, setRuntimeConfig } from '../../../testing/runtime-config';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

// Module state (what is registered, what failed) starts fresh in every test.
async function freshFederation() {
  vi.resetModules();
  return import('./federation');
}

beforeEach(() => {
  setRuntimeConfig();
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
});

afterEach(clearRuntimeConfig);

describe('loadFederatedApp', () => {
  it('registers every remote of the runtime config under its manifest URL', async () => {
    const remotes = catalogueRemotes();
    setRuntimeConfig({ remotes: { ...remotes, feed: { ...remotes.feed, entry: 'https://cdn.example.test/feed/mf-manifest.json' } } });
    runtime.loadRemote.mockResolvedValue({ default: () => <p>feed</p> });
    const { loadFederatedApp } = await freshFederation();
    await loadFederatedApp('feed');

    const [registered] = runtime.registerRemotes.mock.calls[0]!;
    expect(registered).toContainEqual({ name: 'feed', entry: 'https://cdn.example.test/feed/mf-manifest.json' });
    expect(registered).toContainEqual({ name: 'chat', entry: '/remotes/chat/mf-manifest.json' });
    expect(runtime.loadRemote).toHaveBeenCalledWith('feed/app');
  });

  it('registers a remote the shell has never heard of, from the config alone', async () => {
    setRuntimeConfig({ remotes: { teams: { entry: '/remotes/teams/mf-manifest.json', mounts: ['/events', '/teams'] } } });
    runtime.loadRemote.mockResolvedValue({ default: () => <p>teams</p> });
    const { loadFederatedApp } = await freshFederation();
    await loadFederatedApp('teams');
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'teams', entry: '/remotes/teams/mf-manifest.json' }]);
  });

  it('re-registers a remote with force before retrying it, because the runtime caches failures', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest')).mockResolvedValueOnce({ default: () => <p>feed</p> });
    const { loadFederatedApp } = await freshFederation();

    await expect(loadFederatedApp('feed')).rejects.toThrow('Failed to get manifest');
    await loadFederatedApp('feed');

    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'feed', entry: '/remotes/feed/mf-manifest.json' }], { force: true });
  });

  it('refuses to guess from a malformed runtime config', async () => {
    setRuntimeConfig({ apiBase: 42 });
    const { loadFederatedApp } = await freshFederation();
    // A fresh module graph has its own copy of the error class: compare by name.
    await expect(loadFederatedApp('feed')).rejects.toMatchObject({ name: 'RuntimeConfigError' });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('gives the remote the shell router, so its links move the one URL', async () => {
    runtime.loadRemote.mockResolvedValue({
      default: ({ basename }: { basename: string }) => <Link to="/profile/user/7">open profile from {basename}</Link>,
    });
    const { loadFederatedApp } = await freshFederation();
    const { default: Remote } = await loadFederatedApp('feed');
    const { location } = renderAt(<Remote basename="/feed" />, '/feed');
    const link = screen.getByRole('link', { name: 'open profile from /feed' });
    expect(link).toHaveAttribute('href', '/profile/user/7');
    fireEvent.click(link);
    expect(location().pathname).toBe('/profile/user/7');
  });
});
