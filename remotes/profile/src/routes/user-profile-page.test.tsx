import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { $otherUser } from '@hackmate/shared/stores';
import type { PublicProfile } from '@hackmate/shared/types';
import { getUserProfile } from '../features/user-profile/api/get-user-profile';
import { UserProfilePage } from './user-profile-page';

vi.mock('@hackmate/shared/ui', async (original) => ({
  ...(await original<typeof import('@hackmate/shared/ui')>()),
  RequireAuth: ({ children }: { children: ReactNode }) => <>{children}</>,
}));
vi.mock('../features/user-profile/api/get-user-profile', () => ({ getUserProfile: vi.fn() }));

const grace: PublicProfile = {
  _id: 'g1',
  fullName: 'Grace Hopper',
  userName: 'grace',
  profileUrl: '',
  bio: 'Compilers',
  gradYear: 2025,
  skills: ['C', 'JAVA'],
  socialIds: { Linkedin: '', Github: '', LeetCode: '', GeeksForGeeks: '', CodeForces: '', CodeChef: '' },
  projects: [],
  hackathons: [{ _id: 'h1', name: 'COBOL Jam', description: 'A compiler', outcome: 'Winner', date: '2024-03-09', role: '' }],
};

function openAt(id: string) {
  render(
    <MemoryRouter initialEntries={[`/profile/user/${id}`]}>
      <Routes>
        <Route path="/profile/user/:userId" element={<UserProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('/profile/user/:userId', () => {
  it('shows a loading state, then the profile of that user', async () => {
    vi.mocked(getUserProfile).mockResolvedValue(grace);
    openAt('g1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile…');
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(getUserProfile).toHaveBeenCalledWith('g1');
    expect(screen.getByText('@grace')).toBeInTheDocument();
    expect(screen.getByText('🎓 2025')).toBeInTheDocument();
    expect(screen.getByText('JAVA')).toBeInTheDocument();
    expect($otherUser.get()).toEqual(grace);
  });

  it('leaves out the socials section when nothing is set, and shows the empty journeys and hackathon dates', async () => {
    vi.mocked(getUserProfile).mockResolvedValue(grace);
    openAt('g1');
    await screen.findByText('Grace Hopper');
    expect(screen.queryByText('Coding & Social Profiles')).not.toBeInTheDocument();
    expect(screen.queryByText("You haven't added any profiles yet")).not.toBeInTheDocument();
    expect(screen.getByText('No projects added yet')).toBeInTheDocument();
    expect(screen.getByText('COBOL Jam')).toBeInTheDocument();
    expect(screen.getByText(/2024/)).toBeInTheDocument();
    // Read-only: nothing to edit on someone else's profile.
    expect(screen.queryByRole('button', { name: /edit|add/i })).not.toBeInTheDocument();
  });

  it('shows socials as safe links when some are set', async () => {
    vi.mocked(getUserProfile).mockResolvedValue({ ...grace, socialIds: { ...grace.socialIds, Linkedin: 'linkedin.com/in/grace' } });
    openAt('g1');
    expect(await screen.findByRole('link', { name: 'Linkedin' })).toHaveAttribute('href', 'https://linkedin.com/in/grace');
  });

  it('shows a not-found state for an unknown id', async () => {
    vi.mocked(getUserProfile).mockRejectedValue({ isAxiosError: true, response: { status: 404, data: { error: 'NOT_FOUND', message: 'User not found' } } });
    openAt('nobody');
    expect(await screen.findByRole('heading', { name: 'This developer could not be found' })).toBeInTheDocument();
  });
});
