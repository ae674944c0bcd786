import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { Route, Routes } from '@hackmate/shared/router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeed } from '../features/swipe/api/get-feed';
import { feedUser as person } from '../testing/feed-users';
import { FeedPage } from './feed-page';

vi.mock('../features/passed/api/passed', () => ({ getPassed: vi.fn(async () => []), interestedAfterAll: vi.fn() }));
vi.mock('../features/swipe/api/get-feed', () => ({ getFeed: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

const getFeedMock = vi.mocked(getFeed);
const EVENT = { id: '7f3c2a9e-1b4d-4c8e-9a6f-2d5e8b1c0a37', name: 'Hack Berlin' };

beforeEach(() => {
  getFeedMock.mockReset();
});

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/feed" element={<FeedPage />} />
    </Routes>,
    { route },
  );

describe('FeedPage at /feed?event=<id>', () => {
  it("reads the event from the address, asks for its deck, and names it above the card", async () => {
    getFeedMock.mockResolvedValue({ feedData: [person(1)], nextCursor: null, event: EVENT });
    renderAt(`/feed?event=${EVENT.id}`);
    expect(await screen.findByRole('heading', { name: 'People going to Hack Berlin' })).toBeInTheDocument();
    expect(getFeedMock.mock.calls[0]![0]).toEqual({ eventId: EVENT.id });
    expect(within(await screen.findByTestId('swipe-card')).getByRole('heading').textContent).toBe('Dev1');
  });

  it('says everyone going has been seen when the deck runs out, and leads back to the whole feed', async () => {
    getFeedMock.mockImplementation(async (query) => (query.eventId ? { feedData: [], nextCursor: null, event: EVENT } : { feedData: [person(2)], nextCursor: null }));
    renderAt(`/feed?event=${EVENT.id}`);
    expect(await screen.findByText("You've seen everyone going to Hack Berlin.")).toBeInTheDocument();
    expect(screen.queryByText(/You've seen everyone for now/)).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Back to the whole feed' })[0]!);
    // The whole feed: no event asked for, no event header.
    expect(within(await screen.findByTestId('swipe-card')).getByRole('heading').textContent).toBe('Dev2');
    expect(getFeedMock.mock.calls.at(-1)![0]).toEqual({});
    expect(screen.queryByRole('heading', { name: /People going to/ })).not.toBeInTheDocument();
  });

  it('says so when the event cannot be found (unknown, or not mine to see)', async () => {
    getFeedMock.mockRejectedValue(httpError(404, { error: 'EVENT_NOT_FOUND', message: 'Event not found.' }));
    renderAt(`/feed?event=${EVENT.id}`);
    expect(await screen.findByText('This hackathon could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
