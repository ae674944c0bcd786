import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@hackmate/shared/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockUser } from '../features/chat-actions/api/block-user';
import { createReport } from '../features/chat-actions/api/create-report';
import { getHistory } from '../features/chat/api/get-history';
import { getConversations } from '../features/conversations/api/get-conversations';
import { ADA, ALAN, ME, conversation, message } from '../testing/fixtures';
import { resetChatPage, stubChatPage } from '../testing/chat-page-stubs';
import { renderMessagesPage } from '../testing/render-messages-page';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('../features/chat/api/get-history', () => ({ getHistory: vi.fn() }));
vi.mock('../features/chat/api/mark-read', () => ({ markRead: vi.fn() }));
vi.mock('../features/conversations/api/get-conversations', () => ({ getConversations: vi.fn() }));
vi.mock('../features/conversations/api/get-team-chats', () => ({ getTeamChats: vi.fn() }));
vi.mock('../features/presence/api/get-presence', () => ({ getPresence: vi.fn(async () => []) }));
vi.mock('../features/chat-actions/api/block-user', () => ({ blockUser: vi.fn() }));
vi.mock('../features/chat-actions/api/create-report', () => ({ createReport: vi.fn() }));
vi.mock('../features/chat-actions/api/remove-connection', () => ({ removeConnection: vi.fn() }));

const GONE = { ...ADA, fullName: 'Ada Lovelace', deleted: true as const };

beforeEach(() => {
  stubChatPage();
});

afterEach(resetChatPage);

async function openChat(path = `/convos/${ADA._id}`) {
  renderMessagesPage(path);
  const chat = await screen.findByRole('region', { name: 'Chat' });
  await within(chat).findByRole('list', { name: 'Messages' });
  return chat;
}

// Blocking, reporting and ended connections, as the chat screens show them.
describe('MessagesPage, safety', () => {
  it("reports one of the partner's messages (never one of the user's own)", async () => {
    const theirs = message(ADA, ME, 'send me your password');
    vi.mocked(getHistory).mockResolvedValue({ messages: [theirs, message(ME, ADA, 'no')], nextCursor: null, partner: ADA, partnerReadAt: null, connected: true });
    vi.mocked(createReport).mockResolvedValue({ _id: 'r1', status: 'open', createdAt: '2025-04-01T10:00:00.000Z' });
    const chat = await openChat();
    expect(within(chat).getAllByRole('button', { name: 'Report message' })).toHaveLength(1);
    const bubble = within(chat).getByText('send me your password').closest('li')!;
    await userEvent.click(within(bubble).getByRole('button', { name: 'Report message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(createReport).toHaveBeenCalledWith({ target: { kind: 'message', id: theirs._id }, reason: 'scam' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Thanks — we'll review your report"));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('blocking from the chat leaves it for the list, which is read again', async () => {
    vi.mocked(blockUser).mockResolvedValue();
    const chat = await openChat();
    expect(getConversations).toHaveBeenCalledTimes(1);
    vi.mocked(getConversations).mockResolvedValue([conversation('c2', ALAN, { text: 'hi Alan', timestamp: '2025-03-11T09:00:00Z' })]);
    await userEvent.click(within(chat).getByRole('button', { name: 'Chat options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Chat' })).not.toBeInTheDocument());
    expect(screen.getByText('Send private messages to a friend')).toBeInTheDocument();
    await waitFor(() => expect(getConversations).toHaveBeenCalledTimes(2));
    const list = screen.getByRole('navigation', { name: 'Conversations' });
    await waitFor(() => expect(within(list).queryByRole('link', { name: /Ada Lovelace/ })).not.toBeInTheDocument());
  });

  it('shows an ended connection as history nobody can write to', async () => {
    vi.mocked(getHistory).mockResolvedValue({ messages: [message(ADA, ME, 'bye for now')], nextCursor: null, partner: ADA, partnerReadAt: null, connected: false });
    const chat = await openChat();
    expect(within(chat).getByText('bye for now')).toBeInTheDocument();
    expect(within(chat).getByText('You can only message your connections.')).toHaveAttribute('role', 'status');
    expect(within(chat).getByPlaceholderText('Type a message...')).toBeDisabled();
    await userEvent.click(within(chat).getByRole('button', { name: 'Chat options' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Block', 'Report']);
  });

  it('names a deleted partner "Deleted user", with no profile link, presence, menu or report', async () => {
    vi.mocked(getConversations).mockResolvedValue([conversation('c1', GONE, { text: 'earlier words', timestamp: '2025-03-12T09:00:00Z' })]);
    vi.mocked(getHistory).mockResolvedValue({ messages: [message(ADA, ME, 'last words')], nextCursor: null, partner: GONE, partnerReadAt: null, connected: false });
    const chat = await openChat();
    const header = within(chat).getByRole('banner');
    expect(within(header).getByText('Deleted user')).toBeInTheDocument();
    expect(within(chat).queryByRole('link', { name: /Deleted user|Ada/ })).not.toBeInTheDocument();
    expect(within(chat).queryByRole('button', { name: 'Chat options' })).not.toBeInTheDocument();
    expect(within(chat).queryByRole('button', { name: 'Report message' })).not.toBeInTheDocument();
    expect(within(chat).getByText('last words').closest('ol')!.querySelector('.chat-group-name')).toHaveTextContent('Deleted user');
    expect(within(chat).getByText('This account was deleted.')).toHaveAttribute('role', 'status');
    const list = screen.getByRole('navigation', { name: 'Conversations' });
    expect(await within(list).findByRole('link', { name: /Deleted user/ })).toHaveAttribute('href', `/convos/${ADA._id}`);
    expect(within(list).queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });
});
