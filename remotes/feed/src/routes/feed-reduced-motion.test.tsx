import { renderWithProviders } from '@hackmate/shared/testing';
import { screen } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { beforeAll, expect, it, vi } from 'vitest';
import { getFeed } from '../features/swipe/api/get-feed';
import { drag, tilt } from '../testing/drag';
import { feedUser as person } from '../testing/feed-users';
import { FeedPage } from './feed-page';

vi.mock('../features/passed/api/passed', () => ({ getPassed: vi.fn(async () => []), interestedAfterAll: vi.fn() }));
vi.mock('../features/event-deck/api/get-my-events', () => ({ getMyEvents: vi.fn(async () => []) }));
vi.mock('../features/swipe/api/get-feed', () => ({ getFeed: vi.fn() }));
vi.mock('../features/swipe/api/send-request', () => ({ sendRequest: vi.fn(() => new Promise(() => {})) }));

// The system asks for reduced motion (motion reads it once, on first use: before any render here).
beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

it("follows the system's reduced motion: the dragged card does not lean", async () => {
  vi.mocked(getFeed).mockResolvedValue({ feedData: [person(1), person(2)], nextCursor: null });
  renderWithProviders(<FeedPage />);
  await screen.findByTestId('swipe-card');
  let lean = NaN;
  await drag(60, () => (lean = tilt()));
  expect(lean).toBe(0);
});
