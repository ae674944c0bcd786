import { expectSkeleton } from '@hackmate/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hackmate/shared/router';
import { describe, expect, it } from 'vitest';
import { ADA, ALAN, GRACE, ME, conversation } from '../../../testing/fixtures';
import { ConversationList, type ConversationListProps } from './conversation-list';

const now = new Date('2025-03-12T15:00:00Z');
const timeFormat = { now, locale: 'en-US', timeZone: 'UTC' };
const list = [
  conversation('c1', ADA, { text: 'See you at the hackathon', timestamp: '2025-03-12T14:05:00Z' }),
  conversation('c2', ALAN, { text: 'Sent the repo link', timestamp: '2025-03-10T10:00:00Z' }),
  conversation('c3', GRACE, null),
];

function renderList(props: Partial<ConversationListProps>) {
  render(
    <MemoryRouter>
      <ConversationList conversations={list} meId={ME._id} timeFormat={timeFormat} {...props} />
    </MemoryRouter>,
  );
}

describe('ConversationList', () => {
  it('draws conversation rows while the list loads', () => {
    renderList({ conversations: null });
    expectSkeleton('Loading conversations');
    expect(screen.getByPlaceholderText('Search conversations...')).toBeInTheDocument();
  });

  it('says what to do when there are no conversations: start a chat, or meet people on the feed', () => {
    renderList({ conversations: [] });
    expect(screen.getByText(/No conversations yet. Press “Start a new chat” to write to a connection/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'feed' })).toHaveAttribute('href', '/feed');
  });

  it('shows the other person, the last message and its time, linking to the chat', () => {
    renderList({});
    const ada = screen.getByRole('link', { name: /Ada Lovelace/ });
    expect(ada).toHaveAttribute('href', '/convos/u-ada');
    expect(within(ada).getByText('See you at the hackathon')).toBeInTheDocument();
    expect(within(ada).getByText('02:05 PM')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Alan Turing/ })).getByText('Mon')).toBeInTheDocument();
    expect(screen.queryByText('Mia Maker')).not.toBeInTheDocument();
  });

  it("invites to start a conversation when there is no last message yet", () => {
    renderList({});
    expect(within(screen.getByRole('link', { name: /Grace Hopper/ })).getByText('Start a conversation')).toBeInTheDocument();
  });

  it("falls back to 'Unknown User' when the other participant is missing", () => {
    renderList({ conversations: [conversation('c9', null, { text: 'hello?', timestamp: '2025-03-12T14:00:00Z' })] });
    expect(screen.getByText('Unknown User')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a deleted partner as "Deleted user", without presence, still opening the chat (history stays)', async () => {
    const gone = { ...ADA, deleted: true as const };
    renderList({ conversations: [conversation('c1', gone, { text: 'bye', timestamp: '2025-03-12T14:00:00Z' })], presence: { [ADA._id]: { userId: ADA._id, online: true, lastActiveAt: null } } });
    const item = screen.getByRole('link', { name: /Deleted user/ });
    expect(item).toHaveAttribute('href', '/convos/u-ada');
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(within(item).queryByRole('img', { name: 'Online' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search conversations...'), 'deleted');
    expect(screen.getByRole('link', { name: /Deleted user/ })).toBeInTheDocument();
  });

  it('filters by name or username as you type, case-insensitively', async () => {
    renderList({});
    const search = screen.getByPlaceholderText('Search conversations...');
    await userEvent.type(search, 'ENIG');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([expect.stringContaining('Alan Turing')]);
    await userEvent.clear(search);
    await userEvent.type(search, 'lovelace');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No conversations found')).toBeInTheDocument();
  });

  it('marks the open conversation', () => {
    renderList({ activeId: ALAN._id });
    expect(screen.getByRole('link', { name: /Alan Turing/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Ada Lovelace/ })).not.toHaveAttribute('aria-current');
  });

  it("shows each partner's unread count (99+ above 99) and a dot while they are online", () => {
    renderList({ unread: { [ADA._id]: 2, [ALAN._id]: 120 }, presence: { [ADA._id]: { userId: ADA._id, online: true, lastActiveAt: null } } });
    const ada = screen.getByRole('link', { name: /Ada Lovelace/ });
    expect(within(ada).getByLabelText('2 unread')).toHaveTextContent('2');
    expect(within(ada).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    const alan = screen.getByRole('link', { name: /Alan Turing/ });
    expect(within(alan).getByLabelText('120 unread')).toHaveTextContent('99+');
    expect(within(alan).queryByRole('img', { name: 'Online' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Grace Hopper/ })).queryByLabelText(/unread/)).not.toBeInTheDocument();
  });
});
