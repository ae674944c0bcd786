import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from '@hackmate/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectSkeleton, httpError, renderWithProviders } from '@hackmate/shared/testing';
import type { PublicUser } from '@hackmate/shared/types';
import { ADA, ALAN, GRACE } from '../../../testing/fixtures';
import { getConnections } from '../api/get-connections';
import { NewChat } from './new-chat';

vi.mock('../api/get-connections', () => ({ getConnections: vi.fn() }));

function Where() {
  const { receiverId } = useParams();
  return <p>{receiverId ? `chat with ${receiverId}` : 'no chat open'}</p>;
}

function renderNewChat() {
  renderWithProviders(
    <Routes>
      <Route path="/convos/:receiverId?" element={<><NewChat /><Where /></>} />
      <Route path="/feed" element={<p>the feed</p>} />
    </Routes>,
    { route: '/convos' },
  );
  return screen.getByRole('button', { name: 'Start a new chat' });
}

async function openPicker() {
  const button = renderNewChat();
  // Read when asked for, not with every visit of /convos.
  expect(getConnections).not.toHaveBeenCalled();
  await userEvent.click(button);
  // The picker is a chunk of its own: it may arrive a moment after the click.
  return screen.findByRole('dialog', { name: 'Start a new chat' });
}

afterEach(() => vi.clearAllMocks());

describe('NewChat', () => {
  it("opens a dialog listing the user's connections, with the filter box focused", async () => {
    let answer: (people: PublicUser[]) => void = () => {};
    vi.mocked(getConnections).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const dialog = await openPicker();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expectSkeleton('Loading connections', dialog);
    const filter = within(dialog).getByRole('searchbox', { name: 'Search connections' });
    expect(filter).toHaveFocus();
    act(() => answer([ADA, ALAN]));

    const people = await within(dialog).findAllByRole('link');
    expect(people.map((a) => a.textContent)).toEqual(['Ada Lovelace@ada_l', 'Alan Turing@enigma']);
    expect(within(people[0]!).getByRole('img', { hidden: true })).toHaveAttribute('alt', "Ada Lovelace's profile picture");
    expect(getConnections).toHaveBeenCalledTimes(1);
  });

  it('filters by name or username, case-insensitively', async () => {
    vi.mocked(getConnections).mockResolvedValue([ADA, ALAN, GRACE]);
    const dialog = await openPicker();
    await within(dialog).findAllByRole('link');
    const filter = within(dialog).getByRole('searchbox', { name: 'Search connections' });
    await userEvent.type(filter, 'ENIG');
    expect(within(dialog).getAllByRole('link').map((a) => a.textContent)).toEqual(['Alan Turing@enigma']);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'hopper');
    expect(within(dialog).getAllByRole('link').map((a) => a.textContent)).toEqual(['Grace Hopper@cobol']);
    await userEvent.type(filter, 'zzz');
    expect(within(dialog).getByText('No connections match “hopperzzz”')).toBeInTheDocument();
  });

  it('opens the chat with the connection chosen and closes', async () => {
    vi.mocked(getConnections).mockResolvedValue([ADA, ALAN]);
    const dialog = await openPicker();
    await userEvent.click(await within(dialog).findByRole('link', { name: /Alan Turing/ }));
    expect(screen.getByText('chat with u-alan')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside, closes on Escape and gives focus back to the button', async () => {
    vi.mocked(getConnections).mockResolvedValue([ADA]);
    const dialog = await openPicker();
    const ada = await within(dialog).findByRole('link', { name: /Ada Lovelace/ });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    expect(ada).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(ada).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new chat' })).toHaveFocus();
    expect(screen.getByText('no chat open')).toBeInTheDocument();
  });

  it('closes on the close button and on the backdrop', async () => {
    vi.mocked(getConnections).mockResolvedValue([ADA]);
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start a new chat' }));
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('points to the feed when there are no connections yet', async () => {
    vi.mocked(getConnections).mockResolvedValue([]);
    const dialog = await openPicker();
    expect(await within(dialog).findByText(/No connections yet. Swipe Interested on the/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: 'feed' }));
    expect(screen.getByText('the feed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the connections could not be loaded and tries again on Retry', async () => {
    vi.mocked(getConnections).mockRejectedValueOnce(httpError(500)).mockResolvedValue([ADA]);
    const dialog = await openPicker();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not load your connections');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('link', { name: /Ada Lovelace/ })).toBeInTheDocument();
    await waitFor(() => expect(getConnections).toHaveBeenCalledTimes(2));
  });
});
