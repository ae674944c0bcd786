import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@hackmate/shared/query';
import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { ADA } from '../../../testing/fixtures';
import { blockUser } from '../api/block-user';
import { createReport } from '../api/create-report';
import { removeConnection } from '../api/remove-connection';
import { ChatActions } from './chat-actions';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('../api/block-user', () => ({ blockUser: vi.fn() }));
vi.mock('../api/create-report', () => ({ createReport: vi.fn() }));
vi.mock('../api/remove-connection', () => ({ removeConnection: vi.fn() }));

const LISTS = [queryKeys.connections(), queryKeys.conversations(), queryKeys.feed.page({}), queryKeys.requests.box('received'), queryKeys.settings.blocked()];

function setup({ connected = true } = {}) {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/convos/:receiverId" element={<ChatActions partner={ADA} connected={connected} />} />
      <Route path="/convos" element={<p>conversation list</p>} />
    </Routes>,
    { route: `/convos/${ADA._id}` },
  );
  for (const key of LISTS) rendered.queryClient.setQueryData(key, []);
  rendered.queryClient.setQueryData(queryKeys.history(ADA._id), { pages: [] });
  return { user: userEvent.setup(), queryClient: rendered.queryClient };
}

const optionsButton = () => screen.getByRole('button', { name: 'Chat options' });

// The dialogs are a chunk of their own: each may arrive a moment after the click.
async function choose(user: ReturnType<typeof userEvent.setup>, item: string) {
  await user.click(optionsButton());
  await user.click(screen.getByRole('menuitem', { name: item }));
}

beforeEach(() => vi.clearAllMocks());

describe('ChatActions: the menu', () => {
  it('is a menu button: opens on the first item, arrows move and wrap, Escape closes and gives the focus back', async () => {
    const { user } = setup();
    const button = optionsButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Chat options' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Remove connection', 'Block', 'Report']);
    expect(screen.getByRole('menuitem', { name: 'Remove connection' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Remove connection' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click elsewhere', async () => {
    const { user } = setup();
    await user.click(optionsButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('offers no "Remove connection" once the connection has ended', async () => {
    const { user } = setup({ connected: false });
    await user.click(optionsButton());
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Block', 'Report']);
  });
});

describe('ChatActions: what they do', () => {
  it('Remove connection asks, ends the connection, says so and refreshes the chat and the lists', async () => {
    vi.mocked(removeConnection).mockResolvedValue();
    const { user, queryClient } = setup();
    await choose(user, 'Remove connection');
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Ada Lovelace from your connections?' });
    expect(dialog).toHaveAccessibleDescription('Your chat stays as history.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(removeConnection).toHaveBeenCalledWith(ADA._id);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Ada Lovelace was removed from your connections');
    for (const key of [queryKeys.history(ADA._id), queryKeys.connections(), queryKeys.conversations()]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
    expect(optionsButton()).toHaveFocus();
  });

  it('Block asks, blocks, says so, leaves the chat and forgets it', async () => {
    let answer: () => void = () => {};
    vi.mocked(blockUser).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, queryClient } = setup();
    await choose(user, 'Block');
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Ada Lovelace?' });
    expect(dialog).toHaveAccessibleDescription(/they won't be told/);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(blockUser).toHaveBeenCalledWith(ADA._id);
    expect(within(dialog).getByRole('button', { name: 'Blocking…' })).toBeDisabled();
    await act(async () => answer());
    expect(await screen.findByText('conversation list')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Ada Lovelace is blocked');
    for (const key of LISTS) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(queryKeys.history(ADA._id))).toBeUndefined();
  });

  it('Cancel leaves everything as it was', async () => {
    const { user } = setup();
    await choose(user, 'Block');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(blockUser).not.toHaveBeenCalled();
    expect(optionsButton()).toHaveFocus();
  });

  it('Report sends a report about the partner and thanks', async () => {
    vi.mocked(createReport).mockResolvedValue({ _id: 'r1', status: 'open', createdAt: '2025-04-01T10:00:00.000Z' });
    const { user } = setup();
    await choose(user, 'Report');
    const dialog = await screen.findByRole('dialog', { name: 'Report Ada Lovelace' });
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toHaveFocus();
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Asked for money');
    expect(within(dialog).getByLabelText('Details (optional)')).toHaveAccessibleDescription('15 / 1000');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(createReport).toHaveBeenCalledWith({ target: { kind: 'user', id: ADA._id }, reason: 'scam', details: 'Asked for money' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledExactlyOnceWith("Thanks — we'll review your report");
    expect(screen.queryByText('conversation list')).not.toBeInTheDocument();
  });

  it("Report shows the server's refusal in the dialog", async () => {
    vi.mocked(createReport).mockRejectedValue(httpError(409, { error: 'ALREADY_REPORTED', message: 'You already reported this' }));
    const { user } = setup();
    await choose(user, 'Report');
    const dialog = await screen.findByRole('dialog', { name: 'Report Ada Lovelace' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also block Ada Lovelace' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(createReport).toHaveBeenCalledWith({ target: { kind: 'user', id: ADA._id }, reason: 'spam', block: true });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already reported this');
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.queryByText('conversation list')).not.toBeInTheDocument();
  });
});
