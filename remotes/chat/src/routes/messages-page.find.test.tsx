import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getHistory } from '../features/chat/api/get-history';
import { searchMessages } from '../features/message-search/api/search-messages';
import { getConnections } from '../features/new-chat/api/get-connections';
import { ALAN, GRACE, ME, message } from '../testing/fixtures';
import { resetChatPage, stubChatPage } from '../testing/chat-page-stubs';
import { renderMessagesPage } from '../testing/render-messages-page';

vi.mock('../features/chat/api/get-history', () => ({ getHistory: vi.fn() }));
vi.mock('../features/chat/api/mark-read', () => ({ markRead: vi.fn() }));
vi.mock('../features/conversations/api/get-conversations', () => ({ getConversations: vi.fn() }));
vi.mock('../features/conversations/api/get-team-chats', () => ({ getTeamChats: vi.fn() }));
vi.mock('../features/presence/api/get-presence', () => ({ getPresence: vi.fn(async () => []) }));
vi.mock('../features/message-search/api/search-messages', () => ({ searchMessages: vi.fn() }));
vi.mock('../features/new-chat/api/get-connections', () => ({ getConnections: vi.fn() }));

beforeEach(() => {
  stubChatPage();
});

afterEach(resetChatPage);

// Finding someone to write to, and finding what was written: the left pane's two ways in.
describe('MessagesPage, finding people and messages', () => {
  it('starts a chat with a connection never written to', async () => {
    vi.mocked(getConnections).mockResolvedValue([GRACE]);
    vi.mocked(getHistory).mockResolvedValue({ messages: [], nextCursor: null, partner: GRACE, partnerReadAt: null });
    renderMessagesPage('/convos');
    await userEvent.click(screen.getByRole('button', { name: 'Start a new chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new chat' });
    await userEvent.click(await within(dialog).findByRole('link', { name: /Grace Hopper/ }));

    const chat = await screen.findByRole('region', { name: 'Chat' });
    // The pane comes first; the partner's name once their (empty) history has answered.
    expect(await within(chat).findByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(getHistory).toHaveBeenCalledWith('u-grace', {}, expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows what the search finds in place of the list, opens a result beside it, and Escape brings the list back', async () => {
    vi.mocked(searchMessages).mockResolvedValue([{ message: message(ALAN, ME, 'the repo for the hackathon'), partner: ALAN }]);
    renderMessagesPage('/convos/u-ada');
    await screen.findByText('earlier words', { selector: '.chat-bubble-text' });
    const box = screen.getByRole('searchbox', { name: 'Search messages' });
    await userEvent.type(box, 'hackathon');
    const found = await screen.findByRole('link', { name: /Alan Turing.*the repo for the hackathon/ });
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();

    await userEvent.click(found);
    expect(getHistory).toHaveBeenCalledWith('u-alan', {}, expect.anything());
    // The results stay, for the next one to open.
    expect(screen.getByRole('region', { name: 'Message search results' })).toBeInTheDocument();

    await userEvent.type(box, '{Escape}');
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
  });

  it('opens a found message where it is, reading older pages until it is there, scrolled to and marked for a moment', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    onTestFinished(() => void (Element.prototype.scrollIntoView = original));
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const old = message(ALAN, ME, 'the repo is github.com/x/rust-ml');
    const between = message(ME, ALAN, 'thanks, looking');
    const newest = message(ALAN, ME, 'see you at the hackathon');
    vi.mocked(getHistory).mockImplementation(async (_id, query = {}) =>
      query.before === 'older'
        ? { messages: [old], nextCursor: 'oldest', partner: ALAN, partnerReadAt: null }
        : query.before
          ? { messages: [], nextCursor: null, partner: ALAN, partnerReadAt: null }
          : { messages: [between, newest], nextCursor: 'older', partner: ALAN, partnerReadAt: null },
    );
    vi.mocked(searchMessages).mockResolvedValue([{ message: old, partner: ALAN }]);
    renderMessagesPage('/convos');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'rust-ml');
    await userEvent.click(await screen.findByRole('link', { name: /Alan Turing.*rust-ml/ }));

    const bubble = (await screen.findByText('the repo is github.com/x/rust-ml', { selector: '.chat-bubble-text' })).closest('li')!;
    await vi.waitFor(() => expect(bubble).toHaveAttribute('data-found'));
    expect(scrolled).toContain(bubble);
    // Only as far back as the message: the page older than it is not read.
    expect(getHistory).toHaveBeenCalledWith('u-alan', { before: 'older' }, expect.anything());
    expect(getHistory).not.toHaveBeenCalledWith('u-alan', { before: 'oldest' }, expect.anything());
    // The newest messages are there too, below it.
    expect(screen.getByText('see you at the hackathon')).toBeInTheDocument();
    await vi.waitFor(() => expect(bubble).not.toHaveAttribute('data-found'), { timeout: 4000 });
  });
});
