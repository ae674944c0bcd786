import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from '@hackmate/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { ADA, ALAN, ME, message } from '../../../testing/fixtures';
import { searchMessages } from '../api/search-messages';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-message-search';
import { MessageSearch } from './message-search';

vi.mock('../api/search-messages', () => ({ searchMessages: vi.fn() }));

const timeFormat = { now: new Date('2025-03-12T15:00:00Z'), locale: 'en-US', timeZone: 'UTC' };
const fromAda = { message: message(ADA, ME, 'Shall we enter the Hackathon? <img src=x onerror=alert(1)>', '2025-03-12T14:05:00Z'), partner: ADA };
const toAlan = { message: message(ME, ALAN, 'The hackathon pitch is ready', '2025-03-10T10:00:00Z'), partner: ALAN };

function OpenChat() {
  const { receiverId } = useParams();
  return receiverId ? <p>chat with {receiverId}</p> : null;
}

// As on the page: the search stays while a chat opens beside it.
function renderSearch() {
  renderWithProviders(
    <Routes>
      <Route
        path="/convos/:receiverId?"
        element={
          <>
            <MessageSearch timeFormat={timeFormat}>
              <nav aria-label="Conversations">the conversation list</nav>
            </MessageSearch>
            <OpenChat />
          </>
        }
      />
    </Routes>,
    { route: '/convos' },
  );
  return screen.getByRole('searchbox', { name: 'Search messages' });
}

afterEach(() => vi.clearAllMocks());

describe('MessageSearch', () => {
  it('asks the server once typing pauses, and only from two characters', async () => {
    vi.mocked(searchMessages).mockResolvedValue([fromAda]);
    vi.useFakeTimers();
    try {
      const box = renderSearch();
      fireEvent.change(box, { target: { value: 'h' } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 3));
      expect(searchMessages).not.toHaveBeenCalled();
      expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();

      // Each key just before the pause would end: still nothing asked.
      for (const value of ['ha', 'hac', 'hack']) {
        fireEvent.change(box, { target: { value } });
        act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      }
      expect(searchMessages).not.toHaveBeenCalled();
      expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Searching messages...');
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    expect(searchMessages).toHaveBeenCalledTimes(1);
    expect(searchMessages).toHaveBeenCalledWith('hack', { signal: expect.any(AbortSignal) });
    expect(await screen.findByRole('link', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });

  it('shows who, the message with the matched words marked (as text, never markup), and when', async () => {
    vi.mocked(searchMessages).mockResolvedValue([fromAda, toAlan]);
    await userEvent.type(renderSearch(), 'HACKATHON pitch');
    const results = await screen.findByRole('region', { name: 'Message search results' });
    await waitFor(() => expect(within(results).getByRole('status')).toHaveTextContent('2 messages'));

    const [ada, alan] = within(results).getAllByRole('link');
    expect(ada).toHaveAttribute('href', `/convos/u-ada?message=${fromAda.message._id}`);
    expect(ada).toHaveTextContent('Ada Lovelace');
    expect(ada).toHaveTextContent('02:05 PM');
    expect(ada).toHaveTextContent('Shall we enter the Hackathon? <img src=x onerror=alert(1)>');
    expect([...ada!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Hackathon']);
    expect(ada!.querySelectorAll('img')).toHaveLength(1);

    expect(alan).toHaveAttribute('href', `/convos/u-alan?message=${toAlan.message._id}`);
    expect(alan).toHaveTextContent('You: The hackathon pitch is ready');
    expect(alan).toHaveTextContent('Mon');
    expect([...alan!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['hackathon', 'pitch']);
  });

  it('opens the chat of the result chosen', async () => {
    vi.mocked(searchMessages).mockResolvedValue([fromAda]);
    await userEvent.type(renderSearch(), 'hackathon');
    await userEvent.click(await screen.findByRole('link', { name: /Ada Lovelace/ }));
    expect(screen.getByText('chat with u-ada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    vi.mocked(searchMessages).mockResolvedValue([]);
    await userEvent.type(renderSearch(), ' zebra ');
    expect(await screen.findByText('No messages match “zebra”')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('brings the list back when the box is cleared or Escape is pressed in it', async () => {
    vi.mocked(searchMessages).mockResolvedValue([fromAda]);
    const box = renderSearch();
    await userEvent.type(box, 'hackathon');
    await screen.findByRole('link', { name: /Ada Lovelace/ });
    await userEvent.clear(box);
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Message search results' })).not.toBeInTheDocument();

    await userEvent.type(box, 'hackathon');
    await screen.findByRole('link', { name: /Ada Lovelace/ });
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
  });

  it('says when the search failed and tries again on Retry', async () => {
    vi.mocked(searchMessages).mockRejectedValueOnce(httpError(500)).mockResolvedValue([fromAda]);
    await userEvent.type(renderSearch(), 'hackathon');
    expect(await screen.findByText('Could not search your messages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(searchMessages).toHaveBeenCalledTimes(2);
  });

  it('cancels a search that was typed over before it answered', async () => {
    vi.mocked(searchMessages).mockReturnValueOnce(new Promise(() => {})).mockResolvedValue([toAlan]);
    const box = renderSearch();
    await userEvent.type(box, 'hack');
    await waitFor(() => expect(searchMessages).toHaveBeenCalledTimes(1));
    await userEvent.type(box, 'athon');
    await waitFor(() => expect(searchMessages).toHaveBeenCalledTimes(2));
    expect(vi.mocked(searchMessages).mock.calls[0]![1]!.signal!.aborted).toBe(true);
    expect(await screen.findByRole('link', { name: /Alan Turing/ })).toBeInTheDocument();
  });
});
