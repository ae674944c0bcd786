import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigError } from '@hackmate/shared/runtime-config';
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
