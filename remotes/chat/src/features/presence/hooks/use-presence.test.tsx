import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@hackmate/shared/testing';
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
});
