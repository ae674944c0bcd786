import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { Route, Routes, useLocation } from '@hackmate/shared/router';
import { setUser } from '@hackmate/shared/stores';
import { renderWithProviders } from '@hackmate/shared/testing';
import type { ConnectionWith, PublicProfile } from '@hackmate/shared/types';
import { getConnection } from '../features/connect/api/get-connection';
import { sendInterest } from '../features/connect/api/send-interest';
import { getUserProfile } from '../features/user-profile/api/get-user-profile';
import { UserProfilePage } from './user-profile-page';

vi.mock('@hackmate/shared/ui', async (original) => ({
  ...(await original<typeof import('@hackmate/shared/ui')>()),
  RequireAuth: ({ children }: { children: ReactNode }) => <>{children}</>,
}));
vi.mock('../features/user-profile/api/get-user-profile', () => ({ getUserProfile: vi.fn() }));
vi.mock('../features/connect/api/get-connection', () => ({ getConnection: vi.fn() }));
vi.mock('../features/connect/api/send-interest', () => ({ sendInterest: vi.fn() }));

const grace = {
  _id: 'g1',
  fullName: 'Grace Hopper',
  userName: 'grace',
  profileUrl: '',
  bio: '',
  gradYear: 2025,
  skills: ['C'],
  roles: ['backend'],
  socialIds: {},
  projects: [],
  hackathons: [],
  activeAt: null,
  replyMinutes: null,
  teamUpAgainCount: 0,
} satisfies PublicProfile;

const standing = (state: ConnectionWith['state']) => vi.mocked(getConnection).mockResolvedValue({ state, requestId: state === 'none' ? null : 'r1' });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

// The shell's container stands in for the page's, inside the router as there (a toast links to a page).
function openGrace() {
  return renderWithProviders(
    <>
      <ToastContainer />
      <Routes>
        <Route path="/profile/user/:userId" element={<UserProfilePage />} />
        <Route path="/convos/:id" element={<Where />} />
      </Routes>
    </>,
    { route: '/profile/user/g1' },
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getUserProfile).mockResolvedValue(grace);
  setUser({ _id: 'me', fullName: 'Mia Moss' });
});
afterEach(() => setUser({}));

describe("connecting from someone's profile", () => {
  it('offers Interested beside Block and Report, and shows the request as sent once it is', async () => {
    standing('none');
    vi.mocked(sendInterest).mockResolvedValue({ message: 'Connection request sent', request: { _id: 'r1', senderId: 'me', receiverId: 'g1', status: 'interested' } });
    openGrace();
    const interested = await screen.findByRole('button', { name: 'Interested' });
    const safety = screen.getByRole('group', { name: 'Safety: Grace Hopper' });
    expect(within(safety).getAllByRole('button').map((b) => b.textContent)).toEqual(['Block', 'Report']);
    await userEvent.click(interested);
    expect(sendInterest).toHaveBeenCalledWith('g1');
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Interested' })).not.toBeInTheDocument();
  });

  it('shows a pending request as sent, and a connection as Message', async () => {
    standing('sent');
    const { unmount } = openGrace();
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled();
    unmount();
    standing('connected');
    openGrace();
    await userEvent.click(await screen.findByRole('link', { name: 'Message' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/convos/g1');
  });

  it('Interested on someone who is interested already is a match: a toast with Say hi, and Message', async () => {
    standing('received');
    vi.mocked(sendInterest).mockResolvedValue({
      message: 'You are now connected',
      request: { _id: 'r1', senderId: 'g1', receiverId: 'me', status: 'accepted' },
      match: { partner: { _id: 'g1', fullName: 'Grace Hopper', profileUrl: '' }, sharedSkills: ['C'], sharedRoles: [], sharedEvent: null },
    });
    openGrace();
    await userEvent.click(await screen.findByRole('button', { name: 'Interested' }));
    expect(await screen.findByText('You matched with Grace Hopper')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Message' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Say hi' }));
    await waitFor(() => expect(new URLSearchParams(new URL(screen.getByTestId('where').textContent!, 'https://x.test').search).get('opener')).toMatch(/^Hi Grace! We both work with C/));
  });

  it('offers nothing to send once closed (a pass)', async () => {
    standing('closed');
    openGrace();
    await screen.findByRole('group', { name: 'Safety: Grace Hopper' });
    await waitFor(() => expect(getConnection).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Interested' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
  });
});
