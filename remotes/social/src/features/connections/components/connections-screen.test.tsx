import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_USERS } from '../../../lib/sample-users';
import { getConnections } from '../api/get-connections';
import { ConnectionsScreen, NO_CONNECTIONS_TEXT } from './connections-screen';

vi.mock('../api/get-connections', () => ({ getConnections: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn() } }));

function renderScreen() {
  render(
    <MemoryRouter>
      <ConnectionsScreen />
    </MemoryRouter>,
  );
}

describe('ConnectionsScreen', () => {
  it('links every connection to their profile and to a chat', async () => {
    vi.mocked(getConnections).mockResolvedValueOnce(SAMPLE_USERS);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Your Connections' })).toBeInTheDocument();
    const profiles = await screen.findAllByRole('link', { name: 'View Profile' });
    const chats = screen.getAllByRole('link', { name: 'Start Chat' });
    expect(profiles.map((a) => a.getAttribute('href'))).toEqual(SAMPLE_USERS.map((u) => `/profile/user/${u._id}`));
    expect(chats.map((a) => a.getAttribute('href'))).toEqual(SAMPLE_USERS.map((u) => `/convos/${u._id}`));
  });

  it('says what to do when there are none', async () => {
    vi.mocked(getConnections).mockResolvedValueOnce([]);
    renderScreen();
    expect(await screen.findByText(NO_CONNECTIONS_TEXT)).toBeInTheDocument();
  });
});
