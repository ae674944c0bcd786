import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeed } from '../features/swipe/api/get-feed';
import { isConnection } from '../features/swipe/api/is-connection';
import { sendRequest } from '../features/swipe/api/send-request';
import { withdrawSwipe } from '../features/swipe/api/withdraw-swipe';
import { feedUser as person } from '../testing/feed-users';
import { FeedPage } from './feed-page';

vi.mock('../features/passed/api/passed', () => ({ getPassed: vi.fn(async () => []), interestedAfterAll: vi.fn() }));
vi.mock('../features/event-deck/api/get-my-events', () => ({ getMyEvents: vi.fn(async () => []) }));
vi.mock('../features/swipe/api/get-feed', () => ({ getFeed: vi.fn() }));
vi.mock('../features/swipe/api/send-request', () => ({ sendRequest: vi.fn() }));
vi.mock('../features/swipe/api/withdraw-swipe', () => ({ withdrawSwipe: vi.fn() }));
vi.mock('../features/swipe/api/is-connection', () => ({ isConnection: vi.fn() }));

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

const sendMock = vi.mocked(sendRequest);
const withdrawMock = vi.mocked(withdrawSwipe);
const connectedMock = vi.mocked(isConnection);

beforeEach(() => {
  vi.mocked(getFeed).mockReset().mockResolvedValue({ feedData: [person(1), person(2)], nextCursor: null });
  // By default the swipe is ours and nobody answered it yet.
  sendMock.mockReset().mockImplementation(async (action, userId) => ({ request: { _id: `r-${userId}`, senderId: 'me', receiverId: userId, status: action } }));
  withdrawMock.mockReset().mockResolvedValue(undefined);
  connectedMock.mockReset().mockResolvedValue(false);
});
afterEach(() => vi.useRealTimers());

// The shell's container stands in for the page's; the feed raises its toasts into it.
function renderFeed() {
  render(<ToastContainer />);
  return renderWithProviders(<FeedPage />);
}

const cardName = async () => within(await screen.findByTestId('swipe-card')).getByRole('heading').textContent;

const toastSaying = async (text: string) => (await screen.findByText(text)).closest('.Toastify__toast') as HTMLElement;

/** A toast that was told to go is gone once its exit animation ends (happy-dom runs none). */
async function leaves(toast: HTMLElement) {
  await waitFor(() => expect(toast.className).toMatch(/exit/));
  fireEvent.animationEnd(toast);
  await waitFor(() => expect(toast).not.toBeInTheDocument());
}

async function swipe(button: 'Interested' | 'Ignore') {
  await userEvent.click(within(await screen.findByTestId('swipe-card')).getByRole('button', { name: button }));
  await waitFor(async () => expect(await cardName()).toBe('Dev2'));
}

describe('Undo after a swipe', () => {
  it.each([
    ['Interested', 'Interested in Dev1'],
    ['Ignore', 'Dev1 ignored'],
  ] as const)('takes back %s: the request is withdrawn and the card is back on top, focused', async (button, text) => {
    renderFeed();
    await swipe(button);
    const toast = (await screen.findByText(text)).closest('.Toastify__toast') as HTMLElement;
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await cardName()).toBe('Dev1'));
    expect(withdrawMock).toHaveBeenCalledExactlyOnceWith('r-u1');
    await waitFor(() => expect(within(screen.getByTestId('swipe-card')).getByRole('button', { name: button })).toHaveFocus());
    // The card can be swiped again as ever.
    await swipe('Ignore');
    expect(sendMock).toHaveBeenLastCalledWith('ignore', 'u1');
  });

  it('offers Undo for 10 seconds', async () => {
    renderFeed();
    await swipe('Interested');
    expect(await screen.findByText('Interested in Dev1')).toBeInTheDocument();
    expect(document.querySelector('.Toastify__progress-bar')).toHaveStyle({ animationDuration: '10000ms' });
  });

  it('says so when they accepted before the Undo, and keeps the card gone', async () => {
    withdrawMock.mockRejectedValue(httpError(409, { error: 'NOT_PENDING' }));
    connectedMock.mockResolvedValue(true);
    renderFeed();
    await swipe('Interested');
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Dev1 already accepted: you are connected now, so this cannot be undone.')).toBeInTheDocument();
    expect(await cardName()).toBe('Dev2');
  });

  it('does not undo a swipe that answered their request, and says they are connected', async () => {
    // An acceptance the server does not call a match (nothing to celebrate): Undo still refuses.
    sendMock.mockResolvedValue({ request: { _id: 'theirs', senderId: 'u1', receiverId: 'me', status: 'accepted' } });
    renderFeed();
    await swipe('Interested');
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(/Dev1 already accepted/)).toBeInTheDocument();
    expect(withdrawMock).not.toHaveBeenCalled();
    expect(await cardName()).toBe('Dev2');
  });

  it('names no answer but acceptance: a refused Undo otherwise only says it stands', async () => {
    withdrawMock.mockRejectedValue(httpError(409, { error: 'NOT_PENDING' }));
    renderFeed();
    await swipe('Interested');
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Your choice about Dev1 can no longer be undone.')).toBeInTheDocument();
    expect(await cardName()).toBe('Dev2');
  });

  it('brings the card back without a withdrawal when the swipe was never saved', async () => {
    sendMock.mockRejectedValue(new Error('offline'));
    renderFeed();
    await swipe('Interested');
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await cardName()).toBe('Dev1'));
    expect(withdrawMock).not.toHaveBeenCalled();
  });

  it('offers only the latest swipe, and withdraws its toast when the feed closes', async () => {
    const { unmount } = renderFeed();
    await swipe('Interested');
    const first = await toastSaying('Interested in Dev1');
    await userEvent.click(within(await screen.findByTestId('swipe-card')).getByRole('button', { name: 'Ignore' }));
    const second = await toastSaying('Dev2 ignored');
    await leaves(first);
    expect(second).toBeInTheDocument();
    unmount();
    await leaves(second);
  });
});
