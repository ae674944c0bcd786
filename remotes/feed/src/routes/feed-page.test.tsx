import { queryKeys } from '@hackmate/shared/query';
import { expectSkeleton, renderWithProviders } from '@hackmate/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { toast } from '@hackmate/shared/toast';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeed } from '../features/swipe/api/get-feed';
import { sendRequest } from '../features/swipe/api/send-request';
import { getPassed, interestedAfterAll } from '../features/passed/api/passed';
import { feedUser as person } from '../testing/feed-users';
import { FeedPage } from './feed-page';

vi.mock('../features/passed/api/passed', () => ({ getPassed: vi.fn(async () => []), interestedAfterAll: vi.fn() }));
vi.mock('../features/event-deck/api/get-my-events', () => ({ getMyEvents: vi.fn(async () => []) }));
vi.mock('../features/swipe/api/get-feed', () => ({ getFeed: vi.fn() }));
vi.mock('../features/swipe/api/send-request', () => ({ sendRequest: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

const getFeedMock = vi.mocked(getFeed);
const sendMock = vi.mocked(sendRequest);

beforeEach(() => {
  getFeedMock.mockReset();
  sendMock.mockReset().mockImplementation(async (action, userId) => ({ request: { _id: `r-${userId}`, senderId: 'me', receiverId: userId, status: action } }));
  vi.mocked(toast.error).mockReset();
});

const renderFeed = () => renderWithProviders(<FeedPage />);

const topCard = () => screen.findByTestId('swipe-card');
const cardName = async () => within(await topCard()).getByRole('heading').textContent;
/** The cursor each GET /feed asked for, in order (null: a first page). */
const cursors = () => getFeedMock.mock.calls.map(([, options]) => options?.cursor);

describe('FeedPage', () => {
  it('sends interested / ignore for the top card and moves to the next one', async () => {
    getFeedMock.mockResolvedValueOnce({ feedData: [person(1), person(2), person(3)], nextCursor: null });
    renderFeed();
    expect(await cardName()).toBe('Dev1');
    await userEvent.click(screen.getByRole('button', { name: 'Interested' }));
    expect(sendMock).toHaveBeenCalledWith('interested', 'u1');
    await waitFor(async () => expect(await cardName()).toBe('Dev2'));
    await userEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    expect(sendMock).toHaveBeenLastCalledWith('ignore', 'u2');
    await waitFor(async () => expect(await cardName()).toBe('Dev3'));
  });

  it('swipes with the arrow keys', async () => {
    getFeedMock.mockResolvedValueOnce({ feedData: [person(1), person(2), person(3)], nextCursor: null });
    renderFeed();
    await topCard();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(async () => expect(await cardName()).toBe('Dev2'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(sendMock.mock.calls).toEqual([
      ['interested', 'u1'],
      ['ignore', 'u2'],
    ]);
  });

  it('swipes once for a held arrow key, and once per press', async () => {
    getFeedMock.mockResolvedValueOnce({ feedData: [person(1), person(2), person(3)], nextCursor: null });
    renderFeed();
    await topCard();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(async () => expect(await cardName()).toBe('Dev2'));
    // The same key, still down: the browser repeats it.
    fireEvent.keyDown(window, { key: 'ArrowRight', repeat: true });
    fireEvent.keyDown(window, { key: 'ArrowRight', repeat: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await cardName()).toBe('Dev2');
    expect(sendMock.mock.calls).toEqual([['interested', 'u1']]);
  });

  it('swipes one card for a fast double press, before the card has left', async () => {
    getFeedMock.mockResolvedValueOnce({ feedData: [person(1), person(2), person(3)], nextCursor: null });
    renderFeed();
    await topCard();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(async () => expect(await cardName()).toBe('Dev2'));
    expect(sendMock.mock.calls).toEqual([['interested', 'u1']]);
  });

  it("puts the focus on the next card's same button after a swipe, and on what is left after the last", async () => {
    getFeedMock.mockResolvedValueOnce({ feedData: [person(1), person(2)], nextCursor: null });
    renderFeed();
    await userEvent.click(within(await topCard()).getByRole('button', { name: 'Interested' }));
    await waitFor(async () => expect(await cardName()).toBe('Dev2'));
    await waitFor(() => expect(within(screen.getByTestId('swipe-card')).getByRole('button', { name: 'Interested' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText(/You've seen everyone for now/)).toBeInTheDocument();
    expect(screen.getByTestId('deck-empty')).toHaveFocus();
  });

  it('offers the people passed once the feed runs out, most recent first, with Interested still possible', async () => {
    getFeedMock.mockResolvedValueOnce({ feedData: [], nextCursor: null });
    const [ana, ben] = [person(1), person(2)];
    vi.mocked(getPassed).mockResolvedValueOnce([
      { user: ana, passedAt: '2026-03-02T10:00:00.000Z' },
      { user: ben, passedAt: '2026-03-01T10:00:00.000Z' },
    ]);
    vi.mocked(interestedAfterAll).mockResolvedValueOnce();
    const { queryClient } = renderFeed();
    queryClient.setQueryData(queryKeys.requests.box('sent'), []);
    const passed = await screen.findByRole('region', { name: 'People you passed' });
    expect(within(passed).getAllByRole('link').map((l) => l.textContent)).toEqual(['Dev1 Example', 'Dev2 Example']);
    await userEvent.click(within(passed).getByRole('button', { name: 'Interested in Dev1 Example' }));
    expect(interestedAfterAll).toHaveBeenCalledWith(ana._id);
    await waitFor(() => expect(within(passed).queryByRole('link', { name: 'Dev1 Example' })).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Request sent to Dev1 Example');
    expect(queryClient.getQueryState(queryKeys.requests.box('sent'))?.isInvalidated).toBe(true);
  });

  it('leaves the focus alone when new filters bring a new first card', async () => {
    getFeedMock.mockResolvedValueOnce({ feedData: [person(1)], nextCursor: null }).mockResolvedValueOnce({ feedData: [person(2)], nextCursor: null });
    renderFeed();
    await topCard();
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const keras = screen.getByRole('checkbox', { name: 'KERAS' });
    await userEvent.click(keras);
    await waitFor(async () => expect(await cardName()).toBe('Dev2'));
    expect(keras).toHaveFocus();
  });

  it('removes the card even when the request fails, and says so', async () => {
    getFeedMock.mockResolvedValueOnce({ feedData: [person(1)], nextCursor: null });
    sendMock.mockRejectedValueOnce(new Error('offline'));
    renderFeed();
    await topCard();
    await userEvent.click(screen.getByRole('button', { name: 'Interested' }));
    expect(await screen.findByText(/You've seen everyone for now/)).toBeInTheDocument();
    expect(screen.queryByTestId('swipe-card')).not.toBeInTheDocument();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not save your choice', { toastId: 'Could not save your choice' }));
  });

  it('marks the requests out of date once a swipe is saved', async () => {
    getFeedMock.mockResolvedValueOnce({ feedData: [person(1), person(2)], nextCursor: null });
    const { queryClient } = renderFeed();
    queryClient.setQueryData(queryKeys.requests.box('sent'), []);
    await topCard();
    await userEvent.click(screen.getByRole('button', { name: 'Interested' }));
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.requests.box('sent'))?.isInvalidated).toBe(true));
  });

  it('fetches the next page once only three cards are left', async () => {
    getFeedMock
      .mockResolvedValueOnce({ feedData: [1, 2, 3, 4].map((n) => person(n)), nextCursor: 'page-2' })
      .mockResolvedValueOnce({ feedData: [5, 6].map((n) => person(n)), nextCursor: null });
    renderFeed();
    await topCard();
    expect(getFeedMock).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(getFeedMock).toHaveBeenCalledTimes(2));
    expect(getFeedMock).toHaveBeenLastCalledWith({}, expect.objectContaining({ cursor: 'page-2' }));
    for (const n of [2, 3, 4, 5]) {
      await waitFor(async () => expect(await cardName()).toBe(`Dev${n}`));
      await userEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    }
    expect(await cardName()).toBe('Dev6');
    expect(getFeedMock).toHaveBeenCalledTimes(2);
  });

  it('never shows a swiped person again, even when a later page carries them', async () => {
    getFeedMock
      .mockResolvedValueOnce({ feedData: [person(1), person(2)], nextCursor: 'page-2' })
      .mockResolvedValueOnce({ feedData: [person(1), person(2), person(3)], nextCursor: null });
    renderFeed();
    await userEvent.click(within(await topCard()).getByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(getFeedMock).toHaveBeenCalledTimes(2));
    await waitFor(async () => expect(await cardName()).toBe('Dev2'));
    await userEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    await waitFor(async () => expect(await cardName()).toBe('Dev3'));
  });

  it('refetches a fresh first page when a filter changes, then offers Clear Filters when nothing matches', async () => {
    getFeedMock
      .mockResolvedValueOnce({ feedData: [person(1)], nextCursor: null })
      .mockResolvedValueOnce({ feedData: [], nextCursor: null })
      .mockResolvedValueOnce({ feedData: [person(1)], nextCursor: null });
    renderFeed();
    await topCard();
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'KERAS' }));
    expect(getFeedMock).toHaveBeenLastCalledWith({ skills: 'KERAS' }, expect.objectContaining({ cursor: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    expect(screen.getByTestId('filter-badge')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(getFeedMock).toHaveBeenLastCalledWith({}, expect.objectContaining({ cursor: null }));
    expect(await cardName()).toBe('Dev1');
    expect(screen.queryByTestId('filter-badge')).not.toBeInTheDocument();
    expect(cursors()).toEqual([null, null, null]);
  });

  it('toasts a failed load and retries on request', async () => {
    getFeedMock.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ feedData: [person(7)], nextCursor: null });
    renderFeed();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await cardName()).toBe('Dev7');
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Could not load the feed', { toastId: 'Could not load the feed' });
  });

  it('keeps the cards it has when a next page fails, and asks again only on Retry', async () => {
    getFeedMock
      .mockResolvedValueOnce({ feedData: [person(1)], nextCursor: 'page-2' })
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ feedData: [person(2)], nextCursor: null });
    renderFeed();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not load more developers', { toastId: 'Could not load more developers' }));
    expect(await cardName()).toBe('Dev1');
    await userEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await cardName()).toBe('Dev2');
    expect(cursors()).toEqual([null, 'page-2', 'page-2']);
  });

  it('at the end of the feed, says what to do next: check Reqs', async () => {
    getFeedMock.mockResolvedValueOnce({ feedData: [], nextCursor: null });
    renderFeed();
    await screen.findByText(/You've seen everyone for now/);
    expect(screen.getByRole('link', { name: 'Reqs' })).toHaveAttribute('href', '/reqs/review');
  });

  it('cancels its request when the page is left', async () => {
    getFeedMock.mockReturnValueOnce(new Promise(() => {}));
    const { unmount } = renderFeed();
    await waitFor(() => expectSkeleton('Loading developers'));
    const signal = getFeedMock.mock.calls[0]?.[1]?.signal;
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
