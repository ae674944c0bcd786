import type { FeedUser } from '@hackmate/shared/types';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'motion/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeed } from '../features/swipe/api/get-feed';
import { sendRequest } from '../features/swipe/api/send-request';
import { FeedScreen } from './feed-screen';

vi.mock('../features/swipe/api/get-feed', () => ({ getFeed: vi.fn() }));
vi.mock('../features/swipe/api/send-request', () => ({ sendRequest: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

const person = (n: number): FeedUser => ({
  _id: `u${n}`,
  fullName: `Dev${n} Example`,
  userName: `dev${n}`,
  profileUrl: '',
  bio: '',
  gradYear: 2026,
  skills: ['RUST'],
  socialIds: {},
  hackathonCount: 0,
});

const getFeedMock = vi.mocked(getFeed);
const sendMock = vi.mocked(sendRequest);

beforeEach(() => {
  getFeedMock.mockReset();
  sendMock.mockReset().mockResolvedValue(undefined);
  vi.mocked(toast.error).mockReset();
});

function renderFeed() {
  render(
    <MemoryRouter>
      <FeedScreen />
    </MemoryRouter>,
  );
}

const topCard = () => screen.findByTestId('swipe-card');
const cardName = async () => within(await topCard()).getByRole('heading').textContent;

describe('FeedScreen', () => {
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

  it('removes the card even when the request fails, and says so', async () => {
    getFeedMock.mockResolvedValueOnce({ feedData: [person(1)], nextCursor: null });
    sendMock.mockRejectedValueOnce(new Error('offline'));
    renderFeed();
    await topCard();
    await userEvent.click(screen.getByRole('button', { name: 'Interested' }));
    expect(await screen.findByText("You've reached the end")).toBeInTheDocument();
    expect(screen.queryByTestId('swipe-card')).not.toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Could not save your choice');
  });

  it('fetches the next page once only three cards are left', async () => {
    getFeedMock
      .mockResolvedValueOnce({ feedData: [1, 2, 3, 4].map(person), nextCursor: 'page-2' })
      .mockResolvedValueOnce({ feedData: [5, 6].map(person), nextCursor: null });
    renderFeed();
    await topCard();
    expect(getFeedMock).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(getFeedMock).toHaveBeenCalledTimes(2));
    expect(getFeedMock).toHaveBeenLastCalledWith({}, 'page-2');
    for (const n of [2, 3, 4, 5]) {
      await waitFor(async () => expect(await cardName()).toBe(`Dev${n}`));
      await userEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    }
    expect(await cardName()).toBe('Dev6');
    expect(getFeedMock).toHaveBeenCalledTimes(2);
  });

  it('refetches from the server when a filter changes, then offers Clear Filters when nothing matches', async () => {
    getFeedMock
      .mockResolvedValueOnce({ feedData: [person(1)], nextCursor: null })
      .mockResolvedValueOnce({ feedData: [], nextCursor: null })
      .mockResolvedValueOnce({ feedData: [person(1)], nextCursor: null });
    renderFeed();
    await topCard();
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'KERAS' }));
    expect(getFeedMock).toHaveBeenLastCalledWith({ skills: 'KERAS' });
    await userEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    expect(screen.getByTestId('filter-badge')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(getFeedMock).toHaveBeenLastCalledWith({});
    expect(await cardName()).toBe('Dev1');
    expect(screen.queryByTestId('filter-badge')).not.toBeInTheDocument();
  });

  it('toasts a failed load and retries on request', async () => {
    getFeedMock.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ feedData: [person(7)], nextCursor: null });
    renderFeed();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await cardName()).toBe('Dev7');
    expect(toast.error).toHaveBeenCalledWith('Could not load the feed');
  });
});
