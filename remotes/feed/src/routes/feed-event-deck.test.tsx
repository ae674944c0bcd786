import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { Route, Routes } from '@hackmate/shared/router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMyEvents } from '../features/event-deck/api/get-my-events';
import { getFeed } from '../features/swipe/api/get-feed';
import { feedUser as person } from '../testing/feed-users';
import { FeedPage } from './feed-page';

vi.mock('../features/passed/api/passed', () => ({ getPassed: vi.fn(async () => []), interestedAfterAll: vi.fn() }));
vi.mock('../features/swipe/api/get-feed', () => ({ getFeed: vi.fn() }));
vi.mock('../features/event-deck/api/get-my-events', () => ({ getMyEvents: vi.fn(async () => []) }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

const getFeedMock = vi.mocked(getFeed);
const EVENT = { id: '7f3c2a9e-1b4d-4c8e-9a6f-2d5e8b1c0a37', name: 'Hack Berlin' };
const eventSummary = {
  _id: EVENT.id, name: EVENT.name, startsAt: '2030-03-01T09:00:00.000Z', endsAt: '2030-03-02T18:00:00.000Z', mode: 'online' as const, city: null,
  website: 'https://hack.example.org', minTeamSize: 1, maxTeamSize: 4, goingCount: 2, lookingCount: 1, teamCount: 0, past: false, visibility: 'public' as const,
};

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

describe('FeedPage when the whole feed runs out', () => {
  const going = (name: string, goingCount: number) => ({ ...eventSummary, _id: `e-${name}`, name, goingCount });

  it('offers the decks of the hackathons I am going to where others go too, and one opens its deck', async () => {
    vi.mocked(getMyEvents).mockResolvedValue([going('Hack Berlin', 12), going('Solo Jam', 1)]);
    getFeedMock.mockImplementation(async (query) => (query.eventId ? { feedData: [person(3)], nextCursor: null, event: EVENT } : { feedData: [], nextCursor: null }));
    renderAt('/feed');
    expect(await screen.findByText(/You've seen everyone for now/)).toBeInTheDocument();
    const offers = await screen.findByRole('navigation', { name: 'Decks of your hackathons' });
    // Nobody else goes to Solo Jam: no deck to offer.
    expect(within(offers).getAllByRole('link').map((a) => a.textContent)).toEqual(['Swipe people going to Hack Berlin']);
    await userEvent.click(within(offers).getByRole('link'));
    expect(await screen.findByRole('heading', { name: 'People going to Hack Berlin' })).toBeInTheDocument();
    expect(getFeedMock.mock.calls.at(-1)![0]).toEqual({ eventId: 'e-Hack Berlin' });
  });
});
