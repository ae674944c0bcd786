import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfigError, resetRuntimeConfigCache } from '@hackmate/shared/runtime-config';
import { expectSkeleton } from '@hackmate/shared/testing';
import { renderAt } from '../../../testing/render';
import type { LoadedRemote, RemoteLoader } from '../lib/load-remote';
import { RemoteVersionError } from '../lib/remote-version-error';
import { RemoteApp } from './remote-app';

const loaded: LoadedRemote = {
  default: ({ basename }) => <p>feed app under {basename}</p>,
};

// Each test needs its own loader: lazy components are cached per loader and remote.
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

// Failures are reported to the server; there is none here.
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RemoteApp', () => {
  it('shows a loading state, then the remote under its basename', async () => {
    const load = vi.fn<RemoteLoader>(async () => loaded);
    renderAt(<RemoteApp name="feed" basename="/feed" load={load} />, '/feed');
    expectSkeleton('Loading the page');
    expect(await screen.findByText('feed app under /feed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('feed');
  });

  it('shows the fallback when loading fails, and Retry loads again', async () => {
    const spy = quiet();
    const load = vi
      .fn<RemoteLoader>()
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce(loaded);
    renderAt(<RemoteApp name="feed" basename="/feed" load={load} />, '/feed');

    expect(await screen.findByText('This part of Hackmate is unavailable')).toBeInTheDocument();
    expect(screen.getByText('Failed to get manifest')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('feed app under /feed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('keeps failing visibly while the remote stays down', async () => {
    const spy = quiet();
    const load = vi.fn<RemoteLoader>().mockRejectedValue(new Error('down'));
    renderAt(<RemoteApp name="chat" basename="/convos" load={load} />, '/convos');
    await screen.findByRole('button', { name: 'Retry' });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Retry' });
    expect(load).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('explains a malformed runtime configuration', async () => {
    const spy = quiet();
    const load = vi.fn<RemoteLoader>().mockRejectedValue(new RuntimeConfigError('malformed at: remotes.feed'));
    renderAt(<RemoteApp name="feed" basename="/feed" load={load} />, '/feed');
    expect(await screen.findByText(/configuration \(\/runtime-config\.js\) is malformed/)).toBeInTheDocument();
    spy.mockRestore();
  });

  it('loads a remote again on the next visit after a failure', async () => {
    const spy = quiet();
    const load = vi.fn<RemoteLoader>().mockRejectedValueOnce(new Error('down')).mockResolvedValue(loaded);
    const first = renderAt(<RemoteApp name="profile" basename="/profile" load={load} />, '/profile');
    await screen.findByRole('button', { name: 'Retry' });
    first.unmount();

    renderAt(<RemoteApp name="profile" basename="/profile" load={load} />, '/profile');
    expect(await screen.findByText('feed app under /profile')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('asks for a reload, not a retry, when the remote needs a newer app than this page runs', async () => {
    const spy = quiet();
    const refused = new RemoteVersionError('feed', [{ name: '@hackmate/shared/stores', required: '^1.1.0', provided: '1.0.0' }]);
    const load = vi.fn<RemoteLoader>().mockRejectedValue(refused);
    renderAt(<RemoteApp name="feed" basename="/feed" load={load} />, '/feed');

    expect(await screen.findByRole('heading', { name: 'This part of Hackmate needs a newer app version — reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText(/Check your connection/)).toBeNull();
    expect(screen.getByText(/@hackmate\/shared\/stores \^1\.1\.0 \(this page runs 1\.0\.0\)/)).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('RemoteApp telling the operators', () => {
  afterEach(() => {
    delete window.__HACKMATE__;
    resetRuntimeConfigCache();
  });

  function captureReports() {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const reports = () =>
      fetch.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method, credentials: init?.credentials, keepalive: init?.keepalive, body: JSON.parse(String(init?.body)) as Record<string, unknown> }));
    return reports;
  }

  it('reports a remote that fails to load, with its name and deployed version, and sends no cookie', async () => {
    const spy = quiet();
    window.__HACKMATE__ = { apiBase: '/api', remotes: { feed: { entry: 'https://cdn.example.com/remotes/feed/2.3.1/mf-manifest.json', mounts: ['/feed'] } } };
    resetRuntimeConfigCache();
    const reports = captureReports();
    const load = vi.fn<RemoteLoader>().mockRejectedValue(new Error('Failed to get manifest'));
    renderAt(<RemoteApp name="feed" basename="/feed" load={load} />, '/feed');
    await screen.findByRole('button', { name: 'Retry' });

    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toEqual({
      url: '/api/client-errors',
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      body: { kind: 'remote-load', remote: 'feed', version: '2.3.1', message: 'Failed to get manifest', stack: expect.any(String) },
    });
    spy.mockRestore();
  });

  it('reports a remote refused for needing a newer app as remote-version, so operators tell it from an outage', async () => {
    const spy = quiet();
    const reports = captureReports();
    const refused = new RemoteVersionError('feed', [{ name: '@hackmate/shared/stores', required: '^1.1.0', provided: '1.0.0' }]);
    const load = vi.fn<RemoteLoader>().mockRejectedValue(refused);
    renderAt(<RemoteApp name="feed" basename="/feed" load={load} />, '/feed');
    await screen.findByRole('button', { name: /reload/i });

    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]!.body).toMatchObject({ kind: 'remote-version', remote: 'feed' });
    spy.mockRestore();
  });

  it('reports a remote that crashes while rendering as a render error, cut to the size and characters the server takes', async () => {
    const spy = quiet();
    const reports = captureReports();
    const crashing: LoadedRemote = {
      default: () => {
        throw new Error(`boom\u0000 ${'x'.repeat(2000)}`);
      },
    };
    renderAt(<RemoteApp name="chat" basename="/convos" load={async () => crashing} />, '/convos');
    await screen.findByRole('button', { name: 'Retry' });

    await waitFor(() => expect(reports()).toHaveLength(1));
    const { body } = reports()[0]!;
    expect(body).toMatchObject({ kind: 'render', remote: 'chat', version: 'unknown' });
    expect(String(body.message)).toHaveLength(500);
    expect(String(body.message)).toMatch(/^boom x+$/);
    spy.mockRestore();
  });
});
