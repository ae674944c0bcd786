import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { $user, setUser } from '@hackmate/shared/stores';
import { renderWithProviders } from '@hackmate/shared/testing';
import { editProfile } from '../../own-profile/api/edit-profile';
import { OnboardingForm } from './onboarding-form';

vi.mock('../../own-profile/api/edit-profile', () => ({ editProfile: vi.fn() }));

function setup() {
  renderWithProviders(
    <Routes>
      <Route path="/profile/update/skills" element={<OnboardingForm />} />
      <Route path="/profile" element={<p>own profile</p>} />
      <Route path="/feed" element={<p>feed</p>} />
    </Routes>,
    { route: '/profile/update/skills' },
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.clearAllMocks();
  setUser({ _id: 'u1', fullName: 'Ada', userName: 'ada' });
});

describe('OnboardingForm', () => {
  it('groups the skills by category, FIREBASE being one skill in two groups', async () => {
    const user = setup();
    expect(screen.getByText('Let people know about your skills')).toBeInTheDocument();
    for (const label of ['Languages', 'Hosting', 'Frameworks & Libraries', 'Databases', 'ML / DL']) {
      expect(screen.getByRole('group', { name: label })).toBeInTheDocument();
    }
    const [hosting, databases] = screen.getAllByRole('checkbox', { name: 'FIREBASE' });
    await user.click(databases!);
    expect(hosting).toBeChecked();
    expect(databases).toBeChecked();
    await user.click(hosting!);
    expect(databases).not.toBeChecked();
  });

  it('Next saves skills and graduation year, replaces the stored user and opens the profile', async () => {
    const saved = { _id: 'u1', fullName: 'Ada', userName: 'ada', emailId: 'ada@x.io', profileUrl: '', bio: '', gradYear: 2027, skills: ['RUST', 'FIREBASE'], roles: ['backend' as const], chosenRoles: [], socialIds: {} };
    vi.mocked(editProfile).mockResolvedValue({ message: 'Profile updated successfully', user: saved });
    const user = setup();
    await user.type(screen.getByPlaceholderText('2027'), '2027');
    expect(screen.getByText('Enter your graduation year:')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'RUST' }));
    await user.click(screen.getAllByRole('checkbox', { name: 'FIREBASE' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(screen.getByText('own profile')).toBeInTheDocument());
    // No role picked: none is chosen, the server derives them from the skills.
    expect(editProfile).toHaveBeenCalledWith({ skills: ['RUST', 'FIREBASE'], roles: [], gradYear: 2027 });
    expect($user.get()).toEqual(saved);
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(saved);
  });

  it('suggests roles from the ticked skills and sends only the roles picked, with the skills, in one save', async () => {
    const saved = { _id: 'u1', fullName: 'Ada', userName: 'ada', emailId: 'ada@x.io', profileUrl: '', bio: '', gradYear: null, skills: ['REACT.JS'], roles: ['design' as const], chosenRoles: ['design' as const], socialIds: {} };
    vi.mocked(editProfile).mockResolvedValue({ message: 'Profile updated successfully', user: saved });
    const user = setup();
    const roles = screen.getByRole('group', { name: 'What do you bring to a team?' });
    expect(screen.queryByText(/From your skills/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'REACT.JS' }));
    expect(screen.getByText('From your skills: Frontend')).toBeInTheDocument();
    expect(within(roles).getByRole('button', { name: 'Frontend' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(roles).getByRole('button', { name: 'Design' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('own profile')).toBeInTheDocument());
    expect(editProfile).toHaveBeenCalledTimes(1);
    expect(editProfile).toHaveBeenCalledWith({ skills: ['REACT.JS'], roles: ['design'] });
    expect($user.get()).toEqual(saved);
  });

  it('starts from the roles the person already chose', () => {
    setUser({ _id: 'u1', fullName: 'Ada', userName: 'ada', chosenRoles: ['ml', 'product'] });
    setup();
    const pressed = within(screen.getByRole('group', { name: 'What do you bring to a team?' })).getAllByRole('button', { pressed: true });
    expect(pressed.map((b) => b.textContent)).toEqual(['ML / data', 'Product / pitch']);
  });

  it('only logs a failed save and keeps Next usable', async () => {
    vi.mocked(editProfile).mockRejectedValue(new Error('offline'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not send an implausible graduation year', async () => {
    const user = setup();
    await user.type(screen.getByPlaceholderText('2027'), '1200');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(editProfile).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a valid graduation year')).toBeInTheDocument();
  });

  it('Skip goes to the feed without saving', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('feed')).toBeInTheDocument();
    expect(editProfile).not.toHaveBeenCalled();
  });
});
