import { renderWithProviders } from '@hackmate/shared/testing';
import { screen } from '@testing-library/react';
import { MotionGlobalConfig, domMax } from 'framer-motion';
import { beforeAll, expect, it, vi } from 'vitest';
import { getFeed } from '../features/swipe/api/get-feed';
import { sendRequest } from '../features/swipe/api/send-request';
import { motionFeaturesReady } from '../features/swipe/lib/load-motion-features';
import { pointer, tilt } from '../testing/drag';
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

it('a press held while the drag code arrives becomes a drag from where it began', async () => {
  vi.mocked(getFeed).mockResolvedValue({ feedData: [person(4), person(5)], nextCursor: null });
  renderWithProviders(<FeedPage />);
  const card = await screen.findByTestId('swipe-card');
  pointer(card, 'pointerdown', 200);
  pointer(window, 'pointermove', 230);
  await frames();
  expect(motionFeaturesReady()).toBe(false);
  expect(tilt()).toBe(0);

  // Still held when the code arrives: the card catches up with the finger and follows it.
  arrival.open();
  await vi.waitFor(() => expect(motionFeaturesReady()).toBe(true));
  await frames();
  for (const x of [260, 290, 320]) {
    pointer(window, 'pointermove', x);
    await frames(1);
  }
  expect(tilt()).toBeGreaterThan(0);
  pointer(window, 'pointerup', 320);
  await frames();
  expect(sendRequest).toHaveBeenCalledTimes(1);
  expect(sendRequest).toHaveBeenCalledWith('interested', 'u4');
});
