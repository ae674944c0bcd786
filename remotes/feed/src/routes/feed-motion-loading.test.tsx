import { renderWithProviders } from '@hackmate/shared/testing';
import { screen } from '@testing-library/react';
import { MotionGlobalConfig, domMax } from 'framer-motion';
import { beforeAll, expect, it, vi } from 'vitest';
import { getFeed } from '../features/swipe/api/get-feed';
import { sendRequest } from '../features/swipe/api/send-request';
import { motionFeatures } from '../features/swipe/lib/load-motion-features';
import { drag, pointer, tilt } from '../testing/drag';
import { feedUser as person } from '../testing/feed-users';
import { FeedPage } from './feed-page';

// Motion's drag code arrives when the test says: a phone on a slow network.
const arrival = vi.hoisted(() => {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open: () => open() };
});
vi.mock('../features/swipe/lib/motion-features', async () => {
  await arrival.gate;
  return { default: domMax };
});
vi.mock('../features/passed/api/passed', () => ({ getPassed: vi.fn(async () => []), interestedAfterAll: vi.fn() }));
vi.mock('../features/event-deck/api/get-my-events', () => ({ getMyEvents: vi.fn(async () => []) }));
vi.mock('../features/swipe/api/get-feed', () => ({ getFeed: vi.fn() }));
vi.mock('../features/swipe/api/send-request', () => ({ sendRequest: vi.fn(() => new Promise(() => {})) }));

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

const frames = (n = 3) => new Promise((resolve) => setTimeout(resolve, 20 * n));

it('draws the first card without motion code, which a first touch fetches; no swipe made before it arrives is lost', async () => {
  vi.mocked(getFeed).mockResolvedValue({ feedData: [person(1), person(2), person(3)], nextCursor: null });
  renderWithProviders(<FeedPage />);
  expect(await screen.findByRole('heading', { name: 'Dev1' })).toBeVisible();
  await frames();
  expect(motionFeatures()).toBeNull();

  // Released before the code arrives: the card could not follow, but the swipe counts.
  await drag(150);
  expect(sendRequest).toHaveBeenCalledWith('interested', 'u1');
  expect(await screen.findByRole('heading', { name: 'Dev2' })).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Dev1' })).not.toBeInTheDocument();

  // Held while the code arrives: the card catches up with the finger and follows it.
  const card = screen.getByTestId('swipe-card');
  pointer(card, 'pointerdown', 200);
  pointer(window, 'pointermove', 170);
  await frames();
  expect(motionFeatures()).toBeNull();
  arrival.open();
  await vi.waitFor(() => expect(motionFeatures()).not.toBeNull());
  // The hand-over waits for the render that brings the drag code (later on a busy machine).
  await vi.waitFor(
    () => {
      pointer(window, 'pointermove', 80);
      expect(tilt()).toBeLessThan(0);
    },
    { timeout: 3000, interval: 40 },
  );
  pointer(window, 'pointerup', 80);
  await frames();
  expect(sendRequest).toHaveBeenLastCalledWith('ignore', 'u2');
  expect(sendRequest).toHaveBeenCalledTimes(2);
  expect(await screen.findByRole('heading', { name: 'Dev3' })).toBeVisible();
});
