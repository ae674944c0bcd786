import { answering, failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ADA, feedUser } from '../testing/feed-users';
import { skipAnimationsWhenAutomated } from '../testing/story-motion';
import { FeedPage } from './feed-page';

const meta = {
  beforeEach: skipAnimationsWhenAutomated,
  title: 'feed/Pages/Feed',
  component: FeedPage,
  parameters: { route: '/feed', layout: 'fullscreen' },
} satisfies Meta<typeof FeedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const feed = (...handlers: Parameters<typeof answering>[]) => ({ msw: { handlers: { feed: handlers.map((h) => answering(...h)) } } });

/** The best match first, more behind it; swiping records a request. */
export const WithCards: Story = {
  parameters: {
    msw: {
      handlers: {
        feed: [answering('get', '/feed', { feedData: [ADA, feedUser(2), feedUser(3)], nextCursor: null })],
        swipe: [answering('post', '/reqs/send/:status/:userId', { message: 'Request sent' })],
      },
    },
  },
};

const NO_EVENTS = { data: [], page: 1, hasMore: false };
const HACK_BERLIN = {
  _id: 'e1', name: 'Hack Berlin', startsAt: '2030-03-01T09:00:00.000Z', endsAt: '2030-03-02T18:00:00.000Z', mode: 'in-person', city: 'Berlin',
  website: 'https://hack.example.org', minTeamSize: 1, maxTeamSize: 4, goingCount: 24, lookingCount: 9, teamCount: 3, past: false, visibility: 'public',
};

/** Everyone has been seen: nothing left to swipe. */
export const Empty: Story = { parameters: feed(['get', '/feed', { feedData: [], nextCursor: null }], ['get', '/reqs/passed', { data: [] }], ['get', '/events', NO_EVENTS]) };

/** The feed ran out, and one is going to a hackathon: its deck is offered. */
export const EmptyWithEventDecks: Story = {
  parameters: feed(['get', '/feed', { feedData: [], nextCursor: null }], ['get', '/reqs/passed', { data: [] }], ['get', '/events', { ...NO_EVENTS, data: [HACK_BERLIN] }]),
  play: async ({ canvasElement }) => {
    const offers = await within(canvasElement).findByRole('navigation', { name: 'Decks of your hackathons' });
    await expect(within(offers).getByRole('link', { name: 'Swipe people going to Hack Berlin' })).toHaveAttribute('href', '/feed?event=e1');
  },
};

/** The feed ran out: it offers the people passed, most recent first, each still a possible Interested. */
export const EmptyWithPeoplePassed: Story = {
  parameters: feed(
    ['get', '/feed', { feedData: [], nextCursor: null }],
    ['get', '/reqs/passed', { data: [{ user: ADA, passedAt: '2026-03-02T10:00:00.000Z' }, { user: feedUser(2), passedAt: '2026-03-01T10:00:00.000Z' }] }],
    ['get', '/events', NO_EVENTS],
    ['post', '/reqs/send/:status/:userId', { message: 'Connection request sent' }],
  ),
};

export const Loading: Story = { parameters: { msw: { handlers: { feed: [loading('get', '/feed')] } } } };

export const ServerError: Story = { parameters: { msw: { handlers: { feed: [failing('get', '/feed')] } } } };

const HACK = { id: '7f3c2a9e-1b4d-4c8e-9a6f-2d5e8b1c0a37', name: 'Hack Berlin' };

/** From an event's page: only people going to it, those looking for a team first, with the way back to everyone. */
export const EventDeck: Story = {
  parameters: { route: `/feed?event=${HACK.id}`, ...feed(['get', '/feed', { feedData: [ADA, feedUser(2)], nextCursor: null, event: HACK }]) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'People going to Hack Berlin' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the whole feed' })).toHaveAttribute('href', '/feed');
  },
};

/** Everyone going to the event has been seen. */
export const EventDeckEnd: Story = {
  parameters: { route: `/feed?event=${HACK.id}`, ...feed(['get', '/feed', { feedData: [], nextCursor: null, event: HACK }]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("You've seen everyone going to Hack Berlin.")).toBeVisible();
  },
};
