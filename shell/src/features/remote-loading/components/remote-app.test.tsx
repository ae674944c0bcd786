import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigError } from '@hackmate/shared/runtime-config';
import { expectSkeleton } from '@hackmate/shared/testing';
import { renderAt } from '../../../testing/render';
import type { LoadedRemote, RemoteLoader } from '../lib/load-remote';
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
});
