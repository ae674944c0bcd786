import { fireEvent, screen } from '@testing-library/react';
import { Link } from '@hackmate/shared/router';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mfShared } from '@hackmate/shared/mf-shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render';
import { catalogueRemotes, clearRuntimeConfig, setRuntimeConfig } from '../../../testing/runtime-config';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), init: vi.fn(), getInstance: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', async (original) => ({ ...(await original<object>()), ...runtime }));

/** The page's share scope: what the shell already runs. */
const shellRuns = (versions: Record<string, string>) =>
  runtime.getInstance.mockReturnValue({
    shareScopeMap: { default: Object.fromEntries(Object.entries(versions).map(([name, version]) => [name, { [version]: { loaded: true } }])) },
  });

/** Every manifest the host serves; this one declares these shared modules. */
function hostServes(shared: unknown[] = []) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ id: 'x', shared })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// Module state (what is registered, what failed) starts fresh in every test.
async function freshFederation() {
  vi.resetModules();
  return import('./federation');
}

beforeEach(() => {
  setRuntimeConfig();
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  runtime.init.mockReset();
  delete (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE;
  shellRuns({ '@hackmate/shared/stores': '1.0.0', react: '19.3.1' });
  hostServes();
});

afterEach(() => {
  clearRuntimeConfig();
  vi.unstubAllGlobals();
});

describe('loadFederatedApp', () => {
  it('registers every remote of the runtime config under its manifest URL', async () => {
    const remotes = catalogueRemotes();
    setRuntimeConfig({ remotes: { ...remotes, feed: { ...remotes.feed, entry: 'https://cdn.example.test/feed/mf-manifest.json' } } });
    runtime.loadRemote.mockResolvedValue({ default: () => <p>feed</p> });
    const { loadFederatedApp } = await freshFederation();
    await loadFederatedApp('feed');

    const [{ remotes: registered }] = runtime.init.mock.calls[0]!;
    expect(registered).toContainEqual({ name: 'feed', entry: 'https://cdn.example.test/feed/mf-manifest.json' });
    expect(registered).toContainEqual({ name: 'chat', entry: '/remotes/chat/mf-manifest.json' });
    expect(runtime.loadRemote).toHaveBeenCalledWith('feed/app');
  });

  it('starts the runtime remotes run on, and hands them the very React and stores the shell runs', async () => {
    runtime.loadRemote.mockImplementation(async () => {
      // Remote entries are built without a runtime: the page's must be in place before one runs.
      expect((globalThis as { _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown } })._FEDERATION_RUNTIME_CORE?.ModuleFederation).toBeTypeOf('function');
      return { default: () => <p>feed</p> };
    });
    const { loadFederatedApp } = await freshFederation();
    await loadFederatedApp('feed');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);

    const [{ shared, shareStrategy }] = runtime.init.mock.calls[0]! as [{ shared: Record<string, { lib?: () => unknown; version: string; shareConfig: { singleton: boolean } }>; shareStrategy: string }];
    // Only the remote a page needs is fetched ('version-first' fetches every entry at start).
    expect(shareStrategy).toBe('loaded-first');
    // The same module objects the shell's own code imports (a second React breaks every hook).
    expect(shared.react?.lib?.()).toMatchObject({ useState: (await import('react')).useState });
    const stores = await import('@hackmate/shared/stores');
    expect(shared['@hackmate/shared/stores']?.lib?.()).toMatchObject({ $user: stores.$user });
    const built = mfShared(resolve(dirname(fileURLToPath(import.meta.url)), '../../../..'));
    expect(shared['@hackmate/shared/stores']).toMatchObject({ version: built['@hackmate/shared/stores']!.version, shareConfig: { singleton: true } });
  });

  it('registers a remote the shell has never heard of, from the config alone', async () => {
    setRuntimeConfig({ remotes: { teams: { entry: '/remotes/teams/mf-manifest.json', mounts: ['/events', '/teams'] } } });
    runtime.loadRemote.mockResolvedValue({ default: () => <p>teams</p> });
    const { loadFederatedApp } = await freshFederation();
    await loadFederatedApp('teams');
    expect(runtime.init).toHaveBeenCalledWith(expect.objectContaining({ remotes: [{ name: 'teams', entry: '/remotes/teams/mf-manifest.json' }] }));
  });

  it('re-registers a remote with force before retrying it, because the runtime caches failures', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest')).mockResolvedValueOnce({ default: () => <p>feed</p> });
    const { loadFederatedApp } = await freshFederation();

    await expect(loadFederatedApp('feed')).rejects.toThrow('Failed to get manifest');
    await loadFederatedApp('feed');

    expect(runtime.init).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
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

  it('fetches the manifest revalidated and hands that same copy to the runtime', async () => {
    const fetchMock = hostServes([{ name: '@hackmate/shared/stores', singleton: true, requiredVersion: '^1.0.0' }]);
    runtime.loadRemote.mockResolvedValue({ default: () => <p>feed</p> });
    const { loadFederatedApp } = await freshFederation();
    await loadFederatedApp('feed');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes/feed/mf-manifest.json', { cache: 'no-cache' });
    // The runtime asks its fetch plugin for the manifest: it gets the checked copy, no second request.
    const [{ plugins: [plugin] }] = runtime.init.mock.calls[0]! as [{ plugins: [{ fetch: (url: string, init: RequestInit) => Promise<Response> }] }];
    expect(await (await plugin.fetch(new URL('/remotes/feed/mf-manifest.json', location.href).href, {})).json()).toMatchObject({ id: 'x' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  // Its report (kind remote-version) is sent by the remote's error boundary: remote-app.test.tsx.
  it('refuses, before any of its code runs, a remote that needs a newer singleton than the shell runs', async () => {
    hostServes([
      { name: 'react', singleton: true, requiredVersion: '^19.3.1' },
      { name: '@hackmate/shared/stores', singleton: true, requiredVersion: '^1.1.0' },
    ]);
    const { loadFederatedApp } = await freshFederation();

    await expect(loadFederatedApp('feed')).rejects.toMatchObject({
      name: 'RemoteVersionError',
      unmet: [{ name: '@hackmate/shared/stores', required: '^1.1.0', provided: '1.0.0' }],
    });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('admits a remote built against an older singleton: the singleton only grows', async () => {
    shellRuns({ '@hackmate/shared/stores': '1.4.0' });
    hostServes([{ name: '@hackmate/shared/stores', singleton: true, requiredVersion: '^1.0.0' }]);
    runtime.loadRemote.mockResolvedValue({ default: () => <p>feed</p> });
    const { loadFederatedApp } = await freshFederation();
    await expect(loadFederatedApp('feed')).resolves.toBeDefined();
  });
});
