import { Route, Routes, useLocation } from '@hackmate/shared/router';
import { $user } from '@hackmate/shared/stores';
import { renderWithProviders } from '@hackmate/shared/testing';
import type { Match } from '@hackmate/shared/types';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeed } from '../features/swipe/api/get-feed';
import { sendRequest } from '../features/swipe/api/send-request';
import { feedUser as person } from '../testing/feed-users';
import { FeedPage } from './feed-page';

vi.mock('../features/passed/api/passed', () => ({ getPassed: vi.fn(async () => []), interestedAfterAll: vi.fn() }));
vi.mock('../features/event-deck/api/get-my-events', () => ({ getMyEvents: vi.fn(async () => []) }));
vi.mock('../features/swipe/api/get-feed', () => ({ getFeed: vi.fn() }));
vi.mock('../features/swipe/api/send-request', () => ({ sendRequest: vi.fn() }));

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

const match: Match = {
  partner: { _id: 'u1', fullName: 'Dev1 Example', profileUrl: 'https://pics.example.com/u1.png' },
  sharedSkills: ['RUST'],
  sharedRoles: ['backend'],
  sharedEvent: { _id: 'e1', name: 'HackMIT' },
};

beforeEach(() => {
  $user.set({ _id: 'me', fullName: 'Mia Moss', profileUrl: 'https://pics.example.com/me.png' });
  vi.mocked(getFeed).mockReset().mockResolvedValue({ feedData: [person(1), person(2)], nextCursor: null });
  // Dev1 liked me first: my Interested is a match.
  vi.mocked(sendRequest)
    .mockReset()
    .mockImplementation(async (action, userId) =>
      userId === 'u1' && action === 'interested'
        ? { request: { _id: 'theirs', senderId: 'u1', receiverId: 'me', status: 'accepted' }, match }
        : { request: { _id: `r-${userId}`, senderId: 'me', receiverId: userId, status: action } },
    );
});
afterEach(() => $user.set({}));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderFeed() {
  render(<ToastContainer />);
  return renderWithProviders(
    <Routes>
      <Route path="/feed" element={<FeedPage />} />
      <Route path="/convos/:id" element={<Where />} />
    </Routes>,
    { route: '/feed' },
  );
}

const interested = async () => userEvent.click(within(await screen.findByTestId('swipe-card')).getByRole('button', { name: 'Interested' }));

describe('the match moment', () => {
  it('celebrates a match with both pictures instead of offering Undo', async () => {
    renderFeed();
    await interested();
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(dialog).toHaveAccessibleDescription('You and Dev1 both want to team up. You are connected now.');
    expect(within(dialog).getByRole('img', { name: "Mia Moss's profile picture" })).toHaveAttribute('src', 'https://pics.example.com/me.png');
    expect(within(dialog).getByRole('img', { name: "Dev1 Example's profile picture" })).toHaveAttribute('src', 'https://pics.example.com/u1.png');
    expect(within(dialog).getByRole('button', { name: 'Say hi' })).toHaveFocus();
    expect(screen.queryByText('Interested in Dev1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('Say hi opens the chat with an opener from what the two share', async () => {
    renderFeed();
    await interested();
    await userEvent.click(await screen.findByRole('button', { name: 'Say hi' }));
    const where = new URL((await screen.findByTestId('where')).textContent!, 'https://x.test');
    expect(where.pathname).toBe('/convos/u1');
    expect(where.searchParams.get('opener')).toBe("Hi Dev1! We're both going to HackMIT and both work with RUST — want to team up there?");
  });

  it('Keep swiping (or Escape) closes it, and the next card is there for the keyboard', async () => {
    renderFeed();
    await interested();
    await userEvent.click(await screen.findByRole('button', { name: 'Keep swiping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('swipe-card')).getByRole('heading')).toHaveTextContent('Dev2'));
    // The arrow keys swipe again once it is gone.
    await userEvent.keyboard('{ArrowLeft}');
    expect(sendRequest).toHaveBeenLastCalledWith('ignore', 'u2');
  });

  it('the arrow keys do not swipe behind it; Escape closes it', async () => {
    renderFeed();
    await interested();
    await screen.findByRole('dialog', { name: "It's a match!" });
    await userEvent.keyboard('{ArrowRight}');
    expect(sendRequest).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a plain Interested still offers Undo', async () => {
    vi.mocked(getFeed).mockResolvedValue({ feedData: [person(2), person(3)], nextCursor: null });
    renderFeed();
    await interested();
    expect(await screen.findByText('Interested in Dev2')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
