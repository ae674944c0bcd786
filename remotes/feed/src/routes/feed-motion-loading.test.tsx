import { renderWithProviders } from '@hackmate/shared/testing';
import { screen } from '@testing-library/react';
import { MotionGlobalConfig, domMax } from 'framer-motion';
import { beforeAll, expect, it, vi } from 'vitest';
import { getFeed } from '../features/swipe/api/get-feed';
import { sendRequest } from '../features/swipe/api/send-request';
import { motionFeaturesReady } from '../features/swipe/lib/load-motion-features';
import { drag, tilt } from '../testing/drag';
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
vi.mock('../features/swipe/api/get-feed', () => ({ getFeed: vi.fn() }));
vi.mock('../features/swipe/api/send-request', () => ({ sendRequest: vi.fn(() => new Promise(() => {})) }));

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

const frames = (n = 3) => new Promise((resolve) => setTimeout(resolve, 20 * n));

it('draws the first card without the drag code, which a first touch fetches; a swipe released before it arrives still counts', async () => {
  vi.mocked(getFeed).mockResolvedValue({ feedData: [person(1), person(2), person(3)], nextCursor: null });
  renderWithProviders(<FeedPage />);
  expect(await screen.findByRole('heading', { name: 'Dev1' })).toBeVisible();
  await frames();
  expect(motionFeaturesReady()).toBe(false);

  // The first touch starts the fetch; the card cannot follow yet, but the decision is not lost.
  await drag(150);
  expect(sendRequest).toHaveBeenCalledWith('interested', 'u1');
  expect(tilt()).toBe(0);

  // The code arrives: the leaving card goes and the next one is on top.
  arrival.open();
  expect(await screen.findByRole('heading', { name: 'Dev2' })).toBeVisible();
  expect(motionFeaturesReady()).toBe(true);
  expect(screen.queryByRole('heading', { name: 'Dev1' })).not.toBeInTheDocument();

  // From now on the card follows the finger as it is dragged.
  let lean = 0;
  await drag(-120, () => (lean = tilt()));
  expect(lean).toBeLessThan(0);
  expect(sendRequest).toHaveBeenLastCalledWith('ignore', 'u2');
});
