import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { $signedIn, $user, readProfileCache, setUser, writeProfileCache } from '@hackmate/shared/stores';
import { expectSkeleton, renderWithProviders } from '@hackmate/shared/testing';
import type { OwnProfile } from '@hackmate/shared/types';
import { getOwnProfile } from '../features/own-profile/api/get-own-profile';
import { logOut } from '../features/own-profile/api/log-out';
import { OwnProfilePage } from './own-profile-page';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('@hackmate/shared/ui', async (original) => ({
  ...(await original<typeof import('@hackmate/shared/ui')>()),
  RequireAuth: ({ children }: { children: ReactNode }) => <>{children}</>,
}));
vi.mock('../features/own-profile/api/get-own-profile', () => ({ getOwnProfile: vi.fn() }));
vi.mock('../features/own-profile/api/log-out', () => ({ logOut: vi.fn() }));

const cached: OwnProfile = {
  _id: 'u1',
  fullName: 'Ada Lovelace',
  userName: 'ada',
  emailId: 'ada@example.com',
  profileUrl: '',
  bio: 'Cached bio',
  gradYear: 2026,
  skills: ['RUST'],
  roles: ['backend'],
  chosenRoles: [],
  socialIds: { Linkedin: '', Github: '', LeetCode: '', GeeksForGeeks: '', CodeForces: '', CodeChef: '' },
  projects: [],
  hackathons: [],
};
const fresh: OwnProfile = {
  ...cached,
  bio: 'Fresh bio',
  socialIds: { ...cached.socialIds, Github: 'github.com/ada' },
  projects: [{ _id: 'p1', title: 'Engine', description: 'Analytical', url: 'example.com', techStack: '' }],
  hackathons: [{ _id: 'h1', name: 'HackMIT', description: 'Robot', outcome: 'Winner', date: '', role: '' }],
};

function setup() {
  renderWithProviders(
    <Routes>
      <Route path="/profile" element={<OwnProfilePage />} />
      <Route path="/" element={<p>landing</p>} />
    </Routes>,
    { route: '/profile' },
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.clearAllMocks();
  setUser({ _id: 'u1', fullName: 'Ada Lovelace', userName: 'ada' });
});

describe('/profile', () => {
  it('shows the cached profile at once, then the fresh one, and caches it', async () => {
    writeProfileCache(cached);
    let answer: (p: OwnProfile) => void = () => {};
    vi.mocked(getOwnProfile).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    setup();
    expect(screen.getByText('Cached bio')).toBeInTheDocument();
    expect(screen.getByText('Class of 2026')).toBeInTheDocument();
    expect(screen.getByText('@ada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "You haven't added any social links yet" })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Brings to a team' })).getByRole('listitem')).toHaveTextContent('Backend');
    expect(screen.getByText('No projects yet. Add Project shows teammates what you have built.')).toBeInTheDocument();

    await act(async () => answer(fresh));
    expect(await screen.findByText('Fresh bio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Github' })).toHaveAttribute('href', 'https://github.com/ada');
    expect(screen.getByText('Engine')).toBeInTheDocument();
    expect(screen.getByText('Outcome - Winner')).toBeInTheDocument();
    expect(readProfileCache()).toEqual(fresh);
    expect($user.get()).toMatchObject({ bio: 'Fresh bio', emailId: 'ada@example.com' });
    // The navbar reads userData after a reload: it must not fall back to the old profile.
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({ _id: 'u1', bio: 'Fresh bio' });
  });

  it('draws a profile cached before roles existed, with the roles its skills point to', async () => {
    const { roles: _roles, chosenRoles: _chosen, ...older } = cached;
    // What an earlier release left in the browser: the type says it cannot be, the browser says it is.
    writeProfileCache({ ...older, skills: ['REACT.JS'] } as OwnProfile);
    vi.mocked(getOwnProfile).mockReturnValue(new Promise(() => {}));
    const user = setup();
    expect(within(screen.getByRole('region', { name: 'Brings to a team' })).getByRole('listitem')).toHaveTextContent('Frontend');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    // The form is a chunk of its own: it may arrive a moment after the click.
    expect(within(await screen.findByRole('group', { name: 'What do you bring to a team?' })).queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it("never shows another account's cached profile", async () => {
    writeProfileCache({ ...cached, _id: 'someone-else', bio: 'Not mine' });
    vi.mocked(getOwnProfile).mockReturnValue(new Promise(() => {}));
    setup();
    expect(screen.queryByText('Not mine')).not.toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it("says 'Something went wrong' when the profile cannot be loaded, and keeps what it knew on screen", async () => {
    writeProfileCache(cached);
    vi.mocked(getOwnProfile).mockRejectedValue(new Error('offline'));
    setup();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong', { toastId: 'Something went wrong' }));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Cached bio')).toBeInTheDocument();
  });

  it('says the profile could not be loaded when it knows nothing to show', async () => {
    setUser({});
    vi.mocked(getOwnProfile).mockRejectedValue(new Error('offline'));
    setup();
    expectSkeleton('Loading your profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded. Please try again later.');
  });

  it('links to the privacy settings, which live on /settings', async () => {
    vi.mocked(getOwnProfile).mockResolvedValue(fresh);
    setup();
    await screen.findByText('Fresh bio');
    expect(screen.getByRole('link', { name: 'Privacy settings' })).toHaveAttribute('href', '/settings#privacy');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('Edit Profile opens edit mode and Cancel returns to view mode unchanged', async () => {
    vi.mocked(getOwnProfile).mockResolvedValue(fresh);
    const user = setup();
    await screen.findByText('Fresh bio');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(await screen.findByLabelText('Bio'), ' edited');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Fresh bio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('Log Out ends the session, forgets the user and goes to the landing page', async () => {
    vi.mocked(getOwnProfile).mockResolvedValue(fresh);
    vi.mocked(logOut).mockResolvedValue();
    const user = setup();
    await screen.findByText('Fresh bio');
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(screen.getByText('landing')).toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('User logged out successfully!');
    expect($user.get()).toEqual({});
    expect($signedIn.get()).toBe(false);
    expect(readProfileCache()).toBeNull();
  });

  it("says 'Something went wrong' when logging out fails and stays", async () => {
    vi.mocked(getOwnProfile).mockResolvedValue(fresh);
    vi.mocked(logOut).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = setup();
    await screen.findByText('Fresh bio');
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong', { toastId: 'Something went wrong' }));
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeEnabled();
  });
});
