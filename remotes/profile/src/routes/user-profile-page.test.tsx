import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@hackmate/shared/router';
import { $otherUser, setUser } from '@hackmate/shared/stores';
import { expectSkeleton, httpError, renderWithProviders } from '@hackmate/shared/testing';
import type { PublicProfile } from '@hackmate/shared/types';
import { getUserProfile } from '../features/user-profile/api/get-user-profile';
import { UserProfilePage } from './user-profile-page';

vi.mock('@hackmate/shared/ui', async (original) => ({
  ...(await original<typeof import('@hackmate/shared/ui')>()),
  RequireAuth: ({ children }: { children: ReactNode }) => <>{children}</>,
}));
vi.mock('../features/user-profile/api/get-user-profile', () => ({ getUserProfile: vi.fn() }));
// Connecting from a profile: user-profile-page.connect.test.tsx.
vi.mock('../features/connect/api/get-connection', () => ({ getConnection: vi.fn(async () => ({ state: 'closed', requestId: 'r0' })) }));

const grace: PublicProfile = {
  _id: 'g1',
  fullName: 'Grace Hopper',
  userName: 'grace',
  profileUrl: '',
  bio: 'Compilers',
  gradYear: 2025,
  skills: ['C', 'JAVA'],
  roles: ['backend', 'design'],
  socialIds: { Linkedin: '', Github: '', LeetCode: '', GeeksForGeeks: '', CodeForces: '', CodeChef: '' },
  projects: [],
  hackathons: [{ _id: 'h1', name: 'COBOL Jam', description: 'A compiler', outcome: 'Winner', date: '2024-03-09', role: '' }],
  activeAt: null,
  replyMinutes: null,
  teamUpAgainCount: 0,
};
/** Noon, `n` calendar days ago here. */
const daysAgo = (n: number) => {
  const day = new Date();
  day.setDate(day.getDate() - n);
  day.setHours(12, 0, 0, 0);
  return day.toISOString();
};

function openAt(id: string) {
  return renderWithProviders(<UserProfilePage />, { route: `/profile/user/${id}`, path: '/profile/user/:userId' });
}

beforeEach(() => vi.clearAllMocks());

describe('/profile/user/:userId', () => {
  it('shows a loading state, then the profile of that user', async () => {
    vi.mocked(getUserProfile).mockResolvedValue(grace);
    openAt('g1');
    expectSkeleton('Loading profile');
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(getUserProfile).toHaveBeenCalledWith('g1', { signal: expect.any(AbortSignal) });
    expect(screen.getByText('@grace')).toBeInTheDocument();
    expect(screen.getByText('Class of 2025')).toBeInTheDocument();
    expect(screen.getByText('JAVA')).toBeInTheDocument();
    const roles = within(screen.getByRole('region', { name: 'Brings to a team' })).getAllByRole('listitem');
    expect(roles.map((r) => r.textContent)).toEqual(['Backend', 'Design']);
    expect($otherUser.get()).toEqual(grace);
  });

  it('leaves out the socials section when nothing is set, and shows the empty journeys and hackathon dates', async () => {
    vi.mocked(getUserProfile).mockResolvedValue(grace);
    openAt('g1');
    await screen.findByText('Grace Hopper');
    expect(screen.queryByText('Coding & Social Profiles')).not.toBeInTheDocument();
    expect(screen.queryByText("You haven't added any social links yet")).not.toBeInTheDocument();
    expect(screen.getByText('No projects added yet')).toBeInTheDocument();
    expect(screen.getByText('COBOL Jam')).toBeInTheDocument();
    expect(screen.getByText(/2024/)).toBeInTheDocument();
    // Read-only: nothing to edit on someone else's profile.
    expect(screen.queryByRole('button', { name: /edit|add/i })).not.toBeInTheDocument();
  });

  it('shows when they were last active, how fast they usually reply and how many teammates would team up again', async () => {
    vi.mocked(getUserProfile).mockResolvedValue({ ...grace, activeAt: daysAgo(3), replyMinutes: 125, teamUpAgainCount: 3 });
    openAt('g1');
    const list = await screen.findByRole('list', { name: 'Activity and teammates' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Active 3 days ago',
      'Usually replies within ~2 h',
      '3 teammates would team up again',
    ]);
  });

  it('leaves out what has nothing to say: hidden or long-gone activity, too few replies, no teammates yet', async () => {
    vi.mocked(getUserProfile).mockResolvedValue({ ...grace, activeAt: daysAgo(45), replyMinutes: 20 });
    const { unmount } = openAt('g1');
    const list = await screen.findByRole('list', { name: 'Activity and teammates' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Usually replies within ~20 min']);
    unmount();
    vi.mocked(getUserProfile).mockResolvedValue(grace);
    openAt('g1');
    await screen.findByText('Grace Hopper');
    expect(screen.queryByRole('list', { name: 'Activity and teammates' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Active|replies|team up/)).not.toBeInTheDocument();
  });

  it('shows socials as safe links when some are set', async () => {
    vi.mocked(getUserProfile).mockResolvedValue({ ...grace, socialIds: { ...grace.socialIds, Linkedin: 'linkedin.com/in/grace' } });
    openAt('g1');
    expect(await screen.findByRole('link', { name: 'Linkedin' })).toHaveAttribute('href', 'https://linkedin.com/in/grace');
  });

  it('shows a not-found state for an unknown id', async () => {
    vi.mocked(getUserProfile).mockRejectedValue(httpError(404, { error: 'NOT_FOUND', message: 'User not found' }));
    openAt('nobody');
    expect(await screen.findByRole('heading', { name: 'This developer could not be found' })).toBeInTheDocument();
  });

  it('says the profile could not be loaded when the server fails', async () => {
    vi.mocked(getUserProfile).mockRejectedValue(httpError(500));
    openAt('g1');
    expect(await screen.findByText('This profile could not be loaded. Please try again later.')).toBeInTheDocument();
  });

  it('shows the profile of the new id when the link changes, never the previous one', async () => {
    const ada = { ...grace, _id: 'a1', fullName: 'Ada Lovelace', userName: 'ada' };
    vi.mocked(getUserProfile).mockImplementation(async (id) => (id === 'a1' ? ada : grace));
    renderWithProviders(
      <>
        <Link to="/profile/user/a1">to Ada</Link>
        <UserProfilePage />
      </>,
      { route: '/profile/user/g1', path: '/profile/user/:userId' },
    );
    await screen.findByText('Grace Hopper');
    await userEvent.click(screen.getByRole('link', { name: 'to Ada' }));
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument();
    expect($otherUser.get()).toEqual(ada);
  });

  it("offers Block and Report on someone else's profile, never on your own", async () => {
    vi.mocked(getUserProfile).mockResolvedValue(grace);
    setUser({ _id: 'me' });
    const { unmount } = openAt('g1');
    const actions = await screen.findByRole('group', { name: 'Safety: Grace Hopper' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Block', 'Report']);
    unmount();
    setUser({ _id: 'g1' });
    openAt('g1');
    await screen.findByText('Grace Hopper');
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    setUser({});
  });

  it('cancels the request when the user leaves the page before the answer', async () => {
    vi.mocked(getUserProfile).mockReturnValue(new Promise(() => {}));
    const { unmount } = openAt('g1');
    const { signal } = vi.mocked(getUserProfile).mock.calls[0]![1]!;
    expect(signal!.aborted).toBe(false);
    unmount();
    expect(signal!.aborted).toBe(true);
  });
});
