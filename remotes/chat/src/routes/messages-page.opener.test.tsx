import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeSocket } from '@hackmate/shared/testing';
import { resetChatPage, stubChatPage } from '../testing/chat-page-stubs';
import { renderMessagesPage } from '../testing/render-messages-page';

vi.mock('../features/chat/api/get-history', () => ({ getHistory: vi.fn() }));
vi.mock('../features/chat/api/mark-read', () => ({ markRead: vi.fn() }));
vi.mock('../features/conversations/api/get-conversations', () => ({ getConversations: vi.fn() }));
vi.mock('../features/conversations/api/get-team-chats', () => ({ getTeamChats: vi.fn() }));
vi.mock('../features/presence/api/get-presence', () => ({ getPresence: vi.fn(async () => []) }));

let socket: FakeSocket;
beforeEach(() => {
  socket = stubChatPage();
});
afterEach(resetChatPage);

describe("a match's Say hi", () => {
  it('opens the chat with the suggested opener in the message box, ready to send or edit', async () => {
    renderMessagesPage(`/convos/u-ada?opener=${encodeURIComponent("Hi Ada! We're both going to HackMIT — want to team up there?")}`);
    const chat = await screen.findByRole('region', { name: 'Chat' });
    await within(chat).findByText('earlier words');
    act(() => socket.serverConnect());
    const box = within(chat).getByRole('textbox', { name: 'Message' });
    expect(box).toHaveValue("Hi Ada! We're both going to HackMIT — want to team up there?");

    await userEvent.clear(box);
    await userEvent.type(box, 'Hi Ada!{Enter}');
    await waitFor(() => expect(socket.sent('sendMessage').at(-1)?.payload).toMatchObject({ receiverId: 'u-ada', message: 'Hi Ada!' }));
  });

  it('leaves the box empty without one', async () => {
    renderMessagesPage('/convos/u-ada');
    const chat = await screen.findByRole('region', { name: 'Chat' });
    await within(chat).findByText('earlier words');
    expect(within(chat).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });
});
