import { renderWithProviders } from '@hackmate/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { getFeed } from '../features/swipe/api/get-feed';
import { sendRequest } from '../features/swipe/api/send-request';
import { SWIPE_EXIT_SECONDS } from '../features/swipe/lib/swipe-decision';
import { feedUser as person } from '../testing/feed-users';
import { FeedPage } from './feed-page';

// Motion's drag and exit code never arrives here (a very slow network): cards leave at once.
vi.mock('../features/swipe/lib/motion-features', () => new Promise(() => {}));
vi.mock('../features/passed/api/passed', () => ({ getPassed: vi.fn(async () => []), interestedAfterAll: vi.fn() }));
vi.mock('../features/event-deck/api/get-my-events', () => ({ getMyEvents: vi.fn(async () => []) }));
vi.mock('../features/swipe/api/get-feed', () => ({ getFeed: vi.fn() }));
vi.mock('../features/swipe/api/send-request', () => ({ sendRequest: vi.fn(() => new Promise(() => {})) }));

it('before motion code arrives, a fast double press of → still swipes exactly one card', async () => {
  vi.mocked(getFeed).mockResolvedValue({ feedData: [person(1), person(2), person(3)], nextCursor: null });
  renderWithProviders(<FeedPage />);
  await screen.findByRole('heading', { name: 'Dev1' });
  fireEvent.keyDown(window, { key: 'ArrowRight' });
  fireEvent.keyDown(window, { key: 'ArrowRight' });
  expect(await screen.findByRole('heading', { name: 'Dev2' })).toBeInTheDocument();
  expect(sendRequest).toHaveBeenCalledTimes(1);
  expect(sendRequest).toHaveBeenCalledWith('interested', 'u1');

  // Once an exit's time has passed, the next press swipes the next card.
  await new Promise((resolve) => setTimeout(resolve, SWIPE_EXIT_SECONDS * 1000 + 50));
  fireEvent.keyDown(window, { key: 'ArrowLeft' });
  expect(await screen.findByRole('heading', { name: 'Dev3' })).toBeInTheDocument();
  expect(sendRequest).toHaveBeenLastCalledWith('ignore', 'u2');
});
