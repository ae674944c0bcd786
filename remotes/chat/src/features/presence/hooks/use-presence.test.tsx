import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $liveSocket, closeLiveConnection, openLiveConnection } from '@hackmate/shared/live';
import { FakeSocket, renderWithProviders } from '@hackmate/shared/testing';
import { getPresence } from '../api/get-presence';
import { PRESENCE_REFRESH_MS, usePresence } from './use-presence';

vi.mock('../api/get-presence', () => ({ getPresence: vi.fn() }));

function Dot({ id }: { id: string }) {
  const presence = usePresence([id]);
  const state = presence[id];
  return <p>{state ? (state.online ? 'Online' : `Last active ${state.lastActiveAt}`) : 'unknown'}</p>;
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('usePresence', () => {
  it('turns someone whose server went away without a word from Online to last active within a minute', async () => {
    vi.mocked(getPresence).mockResolvedValue([{ userId: 'u-ada', online: true, lastActiveAt: null }]);
    renderWithProviders(<Dot id="u-ada" />);
    expect(await screen.findByText('Online')).toBeInTheDocument();

    // No `presence` event comes: the process holding Ada's socket was killed.
    vi.mocked(getPresence).mockResolvedValue([{ userId: 'u-ada', online: false, lastActiveAt: '2026-11-25T10:00:00.000Z' }]);
    await act(() => vi.advanceTimersByTimeAsync(PRESENCE_REFRESH_MS));
    expect(await screen.findByText('Last active 2026-11-25T10:00:00.000Z')).toBeInTheDocument();
  });

  it('shows no "Online" from before a cut of the live connection, until the server says again after it', async () => {
    const socket = new FakeSocket();
    const summary = { unread: [], teamUnread: {}, unreadTotal: 0, pendingRequests: 0 };
    // The tab's real live layer, on a socket the test plays the server of.
    openLiveConnection({ createSocket: async () => socket, fetchSummary: async () => summary, waitForPage: () => null, eventsMissed: () => {} });
    await vi.waitFor(() => expect($liveSocket.get()).toBe(socket));
    try {
      vi.mocked(getPresence).mockResolvedValue([{ userId: 'u-ada', online: true, lastActiveAt: null }]);
      socket.serverConnect();
      renderWithProviders(<Dot id="u-ada" />);
      expect(await screen.findByText('Online')).toBeInTheDocument();

      // The server restarts: Ada may leave meanwhile, and no event would tell.
      await act(async () => socket.serverDrop('transport close'));
      expect(screen.getByText('unknown')).toBeInTheDocument();

      // Back: nothing is shown until the server answers again (it says Ada left).
      let answer: (list: Awaited<ReturnType<typeof getPresence>>) => void = () => {};
      vi.mocked(getPresence).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
      await act(async () => socket.serverConnect());
      expect(screen.getByText('unknown')).toBeInTheDocument();
      await act(async () => answer([{ userId: 'u-ada', online: false, lastActiveAt: '2026-11-25T10:00:00.000Z' }]));
      expect(await screen.findByText('Last active 2026-11-25T10:00:00.000Z')).toBeInTheDocument();

      // And events heard after the reconnect count again.
      await act(async () => socket.fire('presence', { userId: 'u-ada', online: true, lastActiveAt: null }));
      expect(await screen.findByText('Online')).toBeInTheDocument();
    } finally {
      closeLiveConnection();
    }
  });
});
