import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { $user, setUser } from '@hackmate/shared/stores';
import { renderWithProviders } from '@hackmate/shared/testing';
import { rememberReturnPath, takeReturnPath } from '@hackmate/shared/ui';
import { editProfile } from '../../own-profile/api/edit-profile';
import { OnboardingForm, SKIP_HINT, YEAR_ERROR } from './onboarding-form';

vi.mock('../../own-profile/api/edit-profile', () => ({ editProfile: vi.fn() }));

function setup() {
  renderWithProviders(
    <Routes>
      <Route path="/profile/update/skills" element={<OnboardingForm />} />
      <Route path="/feed" element={<p>feed</p>} />
      <Route path="/events/join/:token" element={<p>joining the event</p>} />
    </Routes>,
    { route: '/profile/update/skills' },
  );
  return userEvent.setup();
}

/** Next until the step titled `title` is on screen. */
async function goTo(user: ReturnType<typeof userEvent.setup>, title: string) {
  while (!screen.queryByRole('heading', { level: 2, name: title })) await user.click(screen.getByRole('button', { name: 'Next' }));
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

  it('Finish saves skills and graduation year, replaces the stored user and opens the feed', async () => {
    const saved = { _id: 'u1', fullName: 'Ada', userName: 'ada', emailId: 'ada@x.io', profileUrl: '', bio: '', gradYear: 2027, skills: ['RUST', 'FIREBASE'], roles: ['backend' as const], chosenRoles: [], socialIds: {} };
    vi.mocked(editProfile).mockResolvedValue({ message: 'Profile updated successfully', user: saved });
    const user = setup();
    await user.click(screen.getByRole('checkbox', { name: 'RUST' }));
    await user.click(screen.getAllByRole('checkbox', { name: 'FIREBASE' })[0]!);
    await goTo(user, 'When do you graduate?');
    expect(screen.getByText('Enter your graduation year:')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('2027'), '2027');
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(screen.getByText('feed')).toBeInTheDocument());
    // No role picked: none is chosen, the server derives them from the skills.
    expect(editProfile).toHaveBeenCalledWith({ skills: ['RUST', 'FIREBASE'], roles: [], gradYear: 2027 });
    expect($user.get()).toEqual(saved);
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(saved);
  });

  it('suggests roles from the ticked skills and sends only the roles picked, with the skills, in one save', async () => {
    const saved = { _id: 'u1', fullName: 'Ada', userName: 'ada', emailId: 'ada@x.io', profileUrl: '', bio: '', gradYear: null, skills: ['REACT.JS'], roles: ['design' as const], chosenRoles: ['design' as const], socialIds: {} };
    vi.mocked(editProfile).mockResolvedValue({ message: 'Profile updated successfully', user: saved });
    const user = setup();
    await user.click(screen.getByRole('checkbox', { name: 'REACT.JS' }));
    await goTo(user, 'What do you bring to a team?');
    const roles = screen.getByRole('group', { name: 'What do you bring to a team?' });
    expect(screen.getByText('From your skills: Frontend')).toBeInTheDocument();
    expect(within(roles).getByRole('button', { name: 'Frontend' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(roles).getByRole('button', { name: 'Design' }));
    await goTo(user, 'When do you graduate?');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.getByText('feed')).toBeInTheDocument());
    expect(editProfile).toHaveBeenCalledTimes(1);
    expect(editProfile).toHaveBeenCalledWith({ skills: ['REACT.JS'], roles: ['design'] });
    expect($user.get()).toEqual(saved);
  });

  it('starts from the roles the person already chose', async () => {
    setUser({ _id: 'u1', fullName: 'Ada', userName: 'ada', chosenRoles: ['ml', 'product'] });
    await goTo(setup(), 'What do you bring to a team?');
    const pressed = within(screen.getByRole('group', { name: 'What do you bring to a team?' })).getAllByRole('button', { pressed: true });
    expect(pressed.map((b) => b.textContent)).toEqual(['ML / data', 'Product / pitch']);
  });

  it('only logs a failed save and keeps Finish usable', async () => {
    vi.mocked(editProfile).mockRejectedValue(new Error('offline'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = setup();
    await goTo(user, 'When do you graduate?');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('does not send an implausible graduation year, and says why next to the field, announced', async () => {
    const user = setup();
    await goTo(user, 'When do you graduate?');
    const year = screen.getByRole('textbox', { name: 'Enter your graduation year:' });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.type(year, '1200');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(editProfile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(YEAR_ERROR);
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveAccessibleDescription(expect.stringContaining(YEAR_ERROR));
    expect(year).toHaveFocus();
    // Typing again clears the complaint.
    await user.type(year, '{Backspace}');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(year).not.toHaveAttribute('aria-invalid');
  });

  it('shows the step and the progress, moves the focus to each step, and Back keeps what was chosen', async () => {
    const user = setup();
    const bar = screen.getByRole('progressbar', { name: /Step 1 of 3/ });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'RUST' }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'What do you bring to a team?' })).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: /Step 2 of 3/ })).toHaveAttribute('aria-valuetext', 'Step 2 of 3: Roles');
    await user.click(screen.getByRole('button', { name: 'Design' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByPlaceholderText('2027'), '2028');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Design' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Let people know about your skills' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'RUST' })).toBeChecked();
    await goTo(user, 'When do you graduate?');
    expect(screen.getByPlaceholderText('2027')).toHaveValue('2028');
  });

  it('narrows the skills to a search, keeping what is chosen', async () => {
    const user = setup();
    await user.click(screen.getByRole('checkbox', { name: 'RUST' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search skills' }), 'fire');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['FIREBASE', 'FIREBASE']);
    expect(screen.queryByRole('group', { name: 'Languages' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 skill selected');
    await user.clear(screen.getByRole('searchbox', { name: 'Search skills' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search skills' }), 'cobol');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No skill matches “cobol”. 1 skill selected');
    await user.clear(screen.getByRole('searchbox', { name: 'Search skills' }));
    expect(screen.getByRole('checkbox', { name: 'RUST' })).toBeChecked();
  });

  it('Skip with nothing picked goes to the feed without saving', async () => {
    const user = setup();
    expect(screen.getByRole('button', { name: 'Skip' })).toHaveAccessibleDescription(SKIP_HINT);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('feed')).toBeInTheDocument();
    expect(editProfile).not.toHaveBeenCalled();
  });

  it('goes back to the page that sent the person to sign up (an invite link), once', async () => {
    rememberReturnPath('/events/join/s3cret');
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('joining the event')).toBeInTheDocument();
    expect(takeReturnPath()).toBeNull();
  });

  it('Skip keeps what was picked (a valid year only) and goes to the feed', async () => {
    const saved = { _id: 'u1', fullName: 'Ada', userName: 'ada', emailId: 'ada@x.io', profileUrl: '', bio: '', gradYear: null, skills: ['RUST'], roles: ['design' as const], chosenRoles: ['design' as const], socialIds: {} };
    vi.mocked(editProfile).mockResolvedValue({ message: 'Profile updated successfully', user: saved });
    const user = setup();
    await user.click(screen.getByRole('checkbox', { name: 'RUST' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Design' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByPlaceholderText('2027'), '12');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.getByText('feed')).toBeInTheDocument());
    expect(editProfile).toHaveBeenCalledExactlyOnceWith({ skills: ['RUST'], roles: ['design'] });
    expect($user.get()).toEqual(saved);
  });

  it('Skip still goes to the feed when keeping the picks fails (and logs it)', async () => {
    vi.mocked(editProfile).mockRejectedValue(new Error('offline'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = setup();
    await user.click(screen.getByRole('checkbox', { name: 'RUST' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.getByText('feed')).toBeInTheDocument());
    expect(log).toHaveBeenCalled();
  });
});
