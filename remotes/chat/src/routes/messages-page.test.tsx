import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $liveSocket } from '@hackmate/shared/live';
import { expectSkeleton, FakeSocket, httpError } from '@hackmate/shared/testing';
import { getHistory } from '../features/chat/api/get-history';
import { markRead } from '../features/chat/api/mark-read';
import { getConversations } from '../features/conversations/api/get-conversations';
import { getTeamChats } from '../features/conversations/api/get-team-chats';
import { $teamUnread } from '@hackmate/shared/live';
import { REFRESH_AFTER_MESSAGE_MS } from '../features/conversations/hooks/use-conversations';
import { ADA, ME, message } from '../testing/fixtures';
import { resetChatPage, stubChatPage } from '../testing/chat-page-stubs';
import { renderMessagesPage } from '../testing/render-messages-page';

vi.mock('../features/chat/api/get-history', () => ({ getHistory: vi.fn() }));
vi.mock('../features/chat/api/mark-read', () => ({ markRead: vi.fn() }));
vi.mock('../features/conversations/api/get-conversations', () => ({ getConversations: vi.fn() }));
vi.mock('../features/conversations/api/get-team-chats', () => ({ getTeamChats: vi.fn() }));
// Presence, receipts and typing on these screens: messages-page.live.test.tsx.
vi.mock('../features/presence/api/get-presence', () => ({ getPresence: vi.fn(async () => []) }));

let socket: FakeSocket;

const renderAt = renderMessagesPage;

beforeEach(() => {
  socket = stubChatPage();
});

afterEach(resetChatPage);

describe('MessagesPage', () => {
  it('lists team chats among the conversations by their last activity, with their unread count, leading to the team page', async () => {
    vi.mocked(getTeamChats).mockResolvedValue([
      { teamId: 't-1', teamName: 'Byte Club', eventName: 'Hack Week', lastMessage: { text: 'standup at 9', senderName: 'Ana Lima', timestamp: '2025-03-11T12:00:00Z' }, activityAt: '2025-03-11T12:00:00Z', unread: 2 },
    ]);
    $teamUnread.set({ 't-1': 2 });
    renderAt('/convos');
    const team = await screen.findByRole('link', { name: /^Team chat Byte Club/ });
    expect(team).toHaveTextContent('Ana Lima: standup at 9');
    expect(within(team).getByLabelText('2 unread')).toBeInTheDocument();
    const rows = within(screen.getByRole('navigation', { name: 'Conversations' })).getAllByRole('link');
    // Between Ada (the 12th) and Alan (the 11th, earlier that day).
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/convos/u-ada', '/teams/t-1', '/convos/u-alan']);
    // Read on the team page (here or in another tab): the count goes from the list too.
    act(() => $teamUnread.set({}));
    expect(team).toHaveAttribute('href', '/teams/t-1');
    expect(within(team).queryByLabelText('2 unread')).not.toBeInTheDocument();
  });


  it('shows the list and the empty pane on /convos', async () => {
    renderAt('/convos');
    expectSkeleton('Loading conversations');
    expect(await screen.findByRole('link', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.getByText('Send private messages to a friend')).toBeInTheDocument();
    expect(screen.getByText('Choose from your existing conversations or start a new one')).toBeInTheDocument();
  });

  it('loads the chat, links the partner to their profile and shows the connection state', async () => {
    renderAt('/convos/u-ada');
    expectSkeleton('Loading the conversation');
    const chat = await screen.findByRole('region', { name: 'Chat' });
    expect(await within(chat).findByText('earlier words')).toBeInTheDocument();
    expect(within(chat).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/profile/user/u-ada');
    expect(within(chat).getByRole('link', { name: 'Back to conversations' })).toHaveAttribute('href', '/convos');
    // The scrolling log is a labelled region the keyboard can reach.
    const log = within(chat).getByRole('region', { name: 'Conversation with Ada Lovelace' });
    expect(log).toHaveAttribute('tabindex', '0');
    expect(within(log).getByText('earlier words')).toBeInTheDocument();
    expect(within(chat).getByText('Connecting…')).toBeInTheDocument();
    expect(getHistory).toHaveBeenCalledWith('u-ada', {}, { signal: expect.any(AbortSignal) });
    // Shown, so read.
    expect(markRead).toHaveBeenCalledWith('u-ada');

    act(() => socket.serverConnect());
    expect(within(chat).getByText('Connected')).toBeInTheDocument();
    expect(socket.sent('joinChat').at(-1)?.payload).toEqual({ receiverId: 'u-ada' });
    act(() => socket.serverDrop());
    expect(within(chat).getByText('Reconnecting…')).toBeInTheDocument();
  });

  it('appends a sent message at once, then settles it and moves the conversation up', async () => {
    renderAt('/convos/u-ada');
    const chat = await screen.findByRole('region', { name: 'Chat' });
    await within(chat).findByText('earlier words');
    act(() => socket.serverConnect());

    await userEvent.type(within(chat).getByPlaceholderText('Type a message...'), 'Ship it tonight?{Enter}');
    const bubble = within(chat).getByText('Ship it tonight?').closest('li')!;
    expect(bubble).toHaveAttribute('data-state', 'pending');

    const sent = socket.sent().at(-1)!;
    const stored = { ...message(ME, ADA, 'Ship it tonight?'), timestamp: new Date().toISOString(), clientId: (sent.payload as { clientId: string }).clientId };
    act(() => sent.ack?.({ ok: true, data: { messageData: stored } }));
    expect(within(chat).getByText('Ship it tonight?').closest('li')).toHaveAttribute('data-state', 'sent');
    expect(within(chat).getAllByText('Ship it tonight?')).toHaveLength(1);

    const list = screen.getByRole('navigation', { name: 'Conversations' });
    await waitFor(() => expect(within(list).getAllByRole('link')[0]!).toHaveTextContent('Ship it tonight?'));
    expect(within(list).getAllByRole('link')[0]!).toHaveTextContent('Ada Lovelace');
  });

  it('appends incoming messages of the open chat', async () => {
    renderAt('/convos/u-ada');
    const chat = await screen.findByRole('region', { name: 'Chat' });
    await within(chat).findByText('earlier words');
    act(() => socket.serverConnect());
    act(() => socket.fire('messageReceived', { messageData: message(ADA, ME, 'live from Ada') }));
    expect(within(chat).getByText('live from Ada').closest('li')).toHaveClass('chat-bubble-theirs');
  });

  it('refreshes the list and the open chat when the connection comes, or comes back, after they were read', async () => {
    renderAt('/convos/u-ada');
    await screen.findByText('earlier words', { selector: '.chat-bubble-text' });
    await waitFor(() => expect(socket.listenerCount()).toBeGreaterThan(0));
    // The tab's socket opened after the screen read its data: read again what may have come between.
    act(() => socket.serverConnect());
    await waitFor(() => expect(getConversations).toHaveBeenCalledTimes(2));
    const missed = message(ADA, ME, 'sent while you were offline');
    vi.mocked(getHistory).mockResolvedValue({ messages: [missed], nextCursor: null, partner: ADA, partnerReadAt: null });
    act(() => socket.serverDrop());
    act(() => socket.serverConnect());
    expect(await screen.findByText('sent while you were offline', { selector: '.chat-bubble-text' })).toBeInTheDocument();
    expect(getHistory).toHaveBeenLastCalledWith('u-ada', expect.objectContaining({ after: expect.any(String) }));
    await waitFor(() => expect(getConversations).toHaveBeenCalledTimes(3));
  });

  it('says so when the user is not a connection', async () => {
    vi.mocked(getHistory).mockRejectedValue(httpError(403));
    renderAt('/convos/u-alan');
    expect(await screen.findByText('You can only message your connections.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type a message...')).toBeDisabled();
    expect(markRead).not.toHaveBeenCalled();
  });

  it('leaves the tab\'s live connection open when leaving the chat screens, taking only its listeners', async () => {
    const { unmount } = renderAt('/convos/u-ada');
    await waitFor(() => expect(socket.listenerCount()).toBeGreaterThan(0));
    act(() => socket.serverConnect());
    unmount();
    expect(socket.connected).toBe(true);
    expect(socket.active).toBe(true);
    expect(socket.listenerCount()).toBe(0);
  });

  it('waits for the live connection when the shell has not opened it yet', async () => {
    $liveSocket.set(null);
    renderAt('/convos/u-ada');
    const chat = await screen.findByRole('region', { name: 'Chat' });
    await within(chat).findByText('earlier words');
    expect(within(chat).getByText('Connecting…')).toBeInTheDocument();
    socket.connected = true;
    act(() => $liveSocket.set(socket));
    expect(within(chat).getByText('Connected')).toBeInTheDocument();
    expect(socket.sent('joinChat').at(-1)?.payload).toEqual({ receiverId: 'u-ada' });
  });

  it('loads earlier messages on demand, above the ones shown', async () => {
    const older = message(ADA, ME, 'from last week', '2025-03-05T09:00:00Z');
    vi.mocked(getHistory).mockImplementation(async (_id, query) =>
      query?.before === 'cursor-1'
        ? { messages: [older], nextCursor: null, partner: ADA, partnerReadAt: null }
        : { messages: [message(ADA, ME, 'earlier words')], nextCursor: 'cursor-1', partner: ADA, partnerReadAt: null },
    );
    renderAt('/convos/u-ada');
    const chat = await screen.findByRole('region', { name: 'Chat' });
    await within(chat).findByText('earlier words');
    await userEvent.click(within(chat).getByRole('button', { name: 'Load earlier messages' }));

    expect(await within(chat).findByText('from last week')).toBeInTheDocument();
    expect(getHistory).toHaveBeenLastCalledWith('u-ada', { before: 'cursor-1' }, { signal: expect.any(AbortSignal) });
    const texts = within(chat).getAllByRole('listitem').map((li) => li.querySelector('.chat-bubble-text')?.textContent);
    expect(texts).toEqual(['from last week', 'earlier words']);
    // The beginning of the conversation: nothing older to load.
    expect(within(chat).queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('reads the history again when a chat is opened again, so messages from meanwhile show', async () => {
    renderAt('/convos/u-ada');
    await screen.findByText('earlier words', { selector: '.chat-bubble-text' });
    const list = screen.getByRole('navigation', { name: 'Conversations' });
    await userEvent.click(within(list).getByRole('link', { name: /Alan Turing/ }));
    await waitFor(() => expect(getHistory).toHaveBeenLastCalledWith('u-alan', {}, expect.anything()));

    const meanwhile = message(ADA, ME, 'written while you read Alan');
    vi.mocked(getHistory).mockResolvedValue({ messages: [message(ADA, ME, 'earlier words'), meanwhile], nextCursor: null, partner: ADA, partnerReadAt: null });
    await userEvent.click(within(list).getByRole('link', { name: /Ada Lovelace/ }));
    expect(await screen.findByText('written while you read Alan', { selector: '.chat-bubble-text' })).toBeInTheDocument();
  });

  it('reads the conversation list again a few seconds after new messages, once for a burst', async () => {
    // The tab's socket was connected before the screen opened: nothing to catch up on.
    socket.serverConnect();
    renderAt('/convos/u-ada');
    await screen.findByText('earlier words', { selector: '.chat-bubble-text' });
    await waitFor(() => expect(socket.listenerCount()).toBeGreaterThan(0));
    expect(getConversations).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    try {
      act(() => socket.fire('messageReceived', { messageData: message(ADA, ME, 'one') }));
      act(() => socket.fire('messageReceived', { messageData: message(ADA, ME, 'two') }));
      act(() => vi.advanceTimersByTime(REFRESH_AFTER_MESSAGE_MS - 1));
      expect(getConversations).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(getConversations).toHaveBeenCalledTimes(2));
  });

  it('cancels the history request when leaving before it answers', async () => {
    vi.mocked(getHistory).mockReturnValue(new Promise(() => {}));
    const { unmount } = renderAt('/convos/u-ada');
    await waitFor(() => expect(getHistory).toHaveBeenCalled());
    const { signal } = vi.mocked(getHistory).mock.calls[0]![2]!;
    unmount();
    expect(signal!.aborted).toBe(true);
  });

  it('says a conversation at an unknown address is not found, with a way back and no message box', async () => {
    vi.mocked(getHistory).mockRejectedValue(httpError(404, { error: 'USER_NOT_FOUND', message: 'This user does not exist.' }));
    renderMessagesPage('/convos/u-nobody');
    const chat = await screen.findByRole('region', { name: 'Chat' });
    expect(await within(chat).findByRole('alert')).toHaveTextContent(/^Conversation not found\./);
    expect(within(chat).getByRole('link', { name: 'Back to your conversations' })).toHaveAttribute('href', '/convos');
    expect(within(chat).queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});
