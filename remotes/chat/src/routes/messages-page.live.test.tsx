import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $unread } from '@hackmate/shared/live';
import { FakeSocket } from '@hackmate/shared/testing';
import { getHistory } from '../features/chat/api/get-history';
import { getPresence } from '../features/presence/api/get-presence';
import { ADA, ALAN, ME, message } from '../testing/fixtures';
import { resetChatPage, stubChatPage } from '../testing/chat-page-stubs';
import { renderMessagesPage } from '../testing/render-messages-page';

vi.mock('../features/chat/api/get-history', () => ({ getHistory: vi.fn() }));
vi.mock('../features/chat/api/mark-read', () => ({ markRead: vi.fn() }));
vi.mock('../features/conversations/api/get-conversations', () => ({ getConversations: vi.fn() }));
vi.mock('../features/conversations/api/get-team-chats', () => ({ getTeamChats: vi.fn() }));
vi.mock('../features/presence/api/get-presence', () => ({ getPresence: vi.fn() }));

let socket: FakeSocket;

const renderAt = renderMessagesPage;

async function openChatWithAda() {
  renderAt('/convos/u-ada');
  const chat = await screen.findByRole('region', { name: 'Chat' });
  await within(chat).findByText('earlier words');
  await waitFor(() => expect(socket.listenerCount()).toBeGreaterThan(0));
  act(() => socket.serverConnect());
  return chat;
}

beforeEach(() => {
  socket = stubChatPage();
  vi.mocked(getPresence).mockResolvedValue([{ userId: ADA._id, online: true, lastActiveAt: null }]);
});

afterEach(resetChatPage);

describe('MessagesPage, live', () => {
  it('shows unread counts and who is online in the list, and follows both', async () => {
    $unread.set({ [ALAN._id]: 3 });
    renderAt('/convos');
    const list = screen.getByRole('navigation', { name: 'Conversations' });
    const alan = await within(list).findByRole('link', { name: /Alan Turing/ });
    expect(within(alan).getByLabelText('3 unread')).toHaveTextContent('3');
    const ada = within(list).getByRole('link', { name: /Ada Lovelace/ });
    expect(await within(ada).findByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(within(alan).queryByRole('img', { name: 'Online' })).not.toBeInTheDocument();
    expect(getPresence).toHaveBeenLastCalledWith([ADA._id, ALAN._id], expect.anything());

    act(() => $unread.set({}));
    expect(within(alan).queryByLabelText('3 unread')).not.toBeInTheDocument();
    // The cache tells its readers on the next tick.
    act(() => socket.fire('presence', { userId: ADA._id, online: false, lastActiveAt: new Date().toISOString() }));
    await waitFor(() => expect(within(ada).queryByRole('img', { name: 'Online' })).not.toBeInTheDocument());
    act(() => socket.fire('presence', { userId: ALAN._id, online: true, lastActiveAt: null }));
    expect(await within(alan).findByRole('img', { name: 'Online' })).toBeInTheDocument();
  });

  it("shows the partner's presence in the chat header, and nothing once they hide it", async () => {
    const chat = await openChatWithAda();
    const header = within(chat.querySelector('header') as HTMLElement);
    expect(await header.findByText('Online')).toBeInTheDocument();
    act(() => socket.fire('presence', { userId: ADA._id, online: false, lastActiveAt: new Date().toISOString() }));
    expect(await header.findByText('Active just now')).toBeInTheDocument();
    act(() => socket.fire('presence', { userId: ADA._id, online: false, lastActiveAt: null }));
    await waitFor(() => expect(header.queryByText(/Active|Online/)).not.toBeInTheDocument());
  });

  it('says Sent once acknowledged, then Read when the partner reads it', async () => {
    vi.mocked(getPresence).mockResolvedValue([]);
    const chat = await openChatWithAda();
    await userEvent.type(within(chat).getByPlaceholderText('Type a message...'), 'Ready?{Enter}');
    const sent = socket.sent().at(-1)!;
    const stored = { ...message(ME, ADA, 'Ready?'), timestamp: '2025-03-12T10:00:00.000Z', clientId: (sent.payload as { clientId: string }).clientId };
    act(() => sent.ack?.({ ok: true, data: { messageData: stored } }));
    const bubble = within(chat).getByText('Ready?').closest('li')!;
    expect(bubble).toHaveTextContent('· Sent');
    // Someone else's receipt says nothing about Ada's.
    act(() => socket.fire('messagesRead', { by: ALAN._id, readAt: '2025-03-12T10:00:00.000Z' }));
    expect(bubble).toHaveTextContent('· Sent');
    act(() => socket.fire('messagesRead', { by: ADA._id, readAt: '2025-03-12T10:00:00.000Z' }));
    expect(bubble).toHaveTextContent('· Read');
  });

  it('says Read at once when the history says the partner read the last message', async () => {
    const mine = message(ME, ADA, 'read already', '2025-03-12T09:30:00.000Z');
    vi.mocked(getHistory).mockResolvedValue({ messages: [message(ADA, ME, 'earlier words'), mine], nextCursor: null, partner: ADA, partnerReadAt: '2025-03-12T09:30:00.000Z' });
    const chat = await openChatWithAda();
    expect(within(chat).getByText('read already').closest('li')).toHaveTextContent('· Read');
  });

  it('tells the partner the user is typing once per 2 s, not once a key', async () => {
    const chat = await openChatWithAda();
    await userEvent.type(within(chat).getByPlaceholderText('Type a message...'), 'a long sentence');
    expect(socket.sent('typing')).toHaveLength(1);
    expect(socket.sent('typing')[0]!.payload).toEqual({ receiverId: ADA._id });
    expect(socket.sent('typing')[0]!.ack).toEqual(expect.any(Function));
  });

  it('shows "Ada is typing…" until her message arrives', async () => {
    const chat = await openChatWithAda();
    act(() => socket.fire('typing', { userId: ADA._id }));
    expect(within(chat).getByText('Ada is typing…')).toBeInTheDocument();
    act(() => socket.fire('messageReceived', { messageData: message(ADA, ME, 'here it is') }));
    expect(within(chat).queryByText('Ada is typing…')).not.toBeInTheDocument();
  });
});
