import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@hackmate/shared/toast';
import { queryKeys } from '@hackmate/shared/query';
import { $user } from '@hackmate/shared/stores';
import type { OwnProfile } from '@hackmate/shared/types';
import { httpError } from '@hackmate/shared/testing';
import { MESSAGES } from '@hackmate/shared/validation';
import { renderWithOwnProfile } from '../../../testing/query';
import { editProfile } from '../api/edit-profile';
import { ProfileEditForm } from './profile-edit-form';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('../api/edit-profile', () => ({ editProfile: vi.fn() }));
vi.mock('../api/upload-picture', () => ({ uploadPicture: vi.fn() }));

const profile: OwnProfile = {
  _id: 'u1',
  fullName: 'Ada Lovelace',
  userName: 'ada',
  emailId: 'ada@example.com',
  profileUrl: '',
  bio: 'Engines',
  gradYear: 2026,
  skills: ['RUST'],
  roles: ['backend'],
  chosenRoles: [],
  socialIds: { Linkedin: '', Github: 'github.com/ada', LeetCode: '', GeeksForGeeks: '', CodeForces: '', CodeChef: '' },
  projects: [],
  hackathons: [],
};

function setup() {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const { ownProfile, queryClient } = renderWithOwnProfile((p) => <ProfileEditForm profile={p} onSaved={onSaved} onCancel={onCancel} />, profile);
  return { onSaved, onCancel, ownProfile, queryClient, user: userEvent.setup() };
}

beforeEach(() => vi.clearAllMocks());

describe('ProfileEditForm', () => {
  it('toggles skills: selecting adds, selecting again removes', async () => {
    const { user } = setup();
    const rust = screen.getByRole('button', { name: 'RUST' });
    const react = screen.getByRole('button', { name: 'REACT.JS' });
    expect(rust).toHaveAttribute('aria-pressed', 'true');
    expect(react).toHaveAttribute('aria-pressed', 'false');
    await user.click(react);
    await user.click(rust);
    expect(react).toHaveAttribute('aria-pressed', 'true');
    expect(rust).toHaveAttribute('aria-pressed', 'false');
    // The flat list has every catalogue skill once (FIREBASE is in two categories).
    expect(screen.getAllByRole('button', { name: 'FIREBASE' })).toHaveLength(1);
  });

  it('saves every editable field and reports success', async () => {
    const saved = { ...profile, bio: 'Poetical science', userName: 'ada.l', skills: ['REACT.JS'], gradYear: 2027 };
    vi.mocked(editProfile).mockResolvedValue({ message: 'Profile updated successfully', user: saved });
    const { user, onSaved } = setup();

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'ada.l');
    await user.clear(screen.getByLabelText('Bio'));
    await user.type(screen.getByLabelText('Bio'), 'Poetical science');
    await user.clear(screen.getByPlaceholderText('Enter your graduation year'));
    await user.type(screen.getByPlaceholderText('Enter your graduation year'), '2027');
    await user.type(screen.getByLabelText('Linkedin'), 'linkedin.com/in/ada');
    await user.click(screen.getByRole('button', { name: 'RUST' }));
    await user.click(screen.getByRole('button', { name: 'REACT.JS' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(editProfile).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      userName: 'ada.l',
      bio: 'Poetical science',
      profileUrl: '',
      socialIds: { Linkedin: 'linkedin.com/in/ada', Github: 'github.com/ada', LeetCode: '', GeeksForGeeks: '', CodeForces: '', CodeChef: '' },
      skills: ['REACT.JS'],
      roles: [],
      gradYear: 2027,
    });
    expect(toast.success).toHaveBeenCalledWith('Profile updated successfully');
  });

  it('starts the role picker from the roles chosen, suggests from the skills being edited, and saves the pick', async () => {
    const saved = { ...profile, roles: ['design' as const], chosenRoles: ['design' as const] };
    vi.mocked(editProfile).mockResolvedValue({ message: 'Profile updated successfully', user: saved });
    const { user, onSaved } = setup();
    const roles = within(screen.getByRole('group', { name: 'What do you bring to a team?' }));
    expect(roles.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(screen.getByText('From your skills: Backend')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'REACT.JS' }));
    expect(screen.getByText('From your skills: Frontend, Backend')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'REACT.JS' }));

    await user.click(roles.getByRole('button', { name: 'Design' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(editProfile).toHaveBeenCalledWith(expect.objectContaining({ skills: ['RUST'], roles: ['design'] }));
  });

  it('shows the roles already chosen as pressed, and unpicking them all saves no choice', async () => {
    vi.mocked(editProfile).mockResolvedValue({ message: 'Profile updated successfully', user: profile });
    const onSaved = vi.fn();
    renderWithOwnProfile((p) => <ProfileEditForm profile={p} onSaved={onSaved} onCancel={vi.fn()} />, { ...profile, chosenRoles: ['mobile'] });
    const user = userEvent.setup();
    const mobile = within(screen.getByRole('group', { name: 'What do you bring to a team?' })).getByRole('button', { name: 'Mobile' });
    expect(mobile).toHaveAttribute('aria-pressed', 'true');
    await user.click(mobile);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(editProfile).toHaveBeenCalledWith(expect.objectContaining({ roles: [] }));
  });

  it('has the feed read again when the roles changed, and not when neither skills nor roles did', async () => {
    vi.mocked(editProfile).mockResolvedValueOnce({ message: 'Profile updated successfully', user: { ...profile, bio: 'Only the bio' } });
    vi.mocked(editProfile).mockResolvedValueOnce({ message: 'Profile updated successfully', user: { ...profile, roles: ['design'], chosenRoles: ['design'] } });
    const { user, onSaved, queryClient } = setup();
    queryClient.setQueryData(queryKeys.feed.page({}), []);
    await user.clear(screen.getByLabelText('Bio'));
    await user.type(screen.getByLabelText('Bio'), 'Only the bio');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryState(queryKeys.feed.page({}))?.isInvalidated).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Design' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(queryClient.getQueryState(queryKeys.feed.page({}))?.isInvalidated).toBe(true);
  });

  it('puts the saved fields into the own profile everywhere, and has the feed read again when the skills changed', async () => {
    const saved = { ...profile, bio: 'Poetical science', skills: ['REACT.JS'] };
    vi.mocked(editProfile).mockResolvedValue({ message: 'Profile updated successfully', user: saved });
    const { user, onSaved, ownProfile, queryClient } = setup();
    queryClient.setQueryData(queryKeys.profile.user('u1'), profile);
    queryClient.setQueryData(queryKeys.feed.page({}), []);
    await user.clear(screen.getByLabelText('Bio'));
    await user.type(screen.getByLabelText('Bio'), 'Poetical science');
    await user.click(screen.getByRole('button', { name: 'RUST' }));
    await user.click(screen.getByRole('button', { name: 'REACT.JS' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(ownProfile()).toMatchObject({ bio: 'Poetical science', skills: ['REACT.JS'] });
    expect($user.get()).toMatchObject({ bio: 'Poetical science' });
    expect(queryClient.getQueryState(queryKeys.profile.user('u1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.profile.own())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(queryKeys.feed.page({}))?.isInvalidated).toBe(true);
  });

  it('cancel leaves without saving', async () => {
    const { user, onCancel } = setup();
    await user.type(screen.getByLabelText('Bio'), ' and more');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(editProfile).not.toHaveBeenCalled();
  });

  it('shows the username rule instead of saving an invalid username', async () => {
    const { user } = setup();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.usernameRule);
    expect(editProfile).not.toHaveBeenCalled();
  });

  it("says 'Something went wrong' when the save fails and lets the user try again", async () => {
    const { user } = setup();
    vi.mocked(editProfile).mockRejectedValueOnce(new Error('network down'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.type(screen.getByLabelText('Bio'), '!');
    fireEvent.submit(screen.getByRole('form', { name: 'Edit profile' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong', { toastId: 'Something went wrong' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows Save, in a bar of its own, only while something is unsaved', async () => {
    const { user } = setup();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Bio'), '!');
    const bar = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(bar).toHaveTextContent('You have unsaved changes');
    expect(within(bar).getByRole('button', { name: 'Save' })).toBeEnabled();
    // Undoing the change, or ticking a skill off and on again, leaves nothing to save.
    await user.type(screen.getByLabelText('Bio'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'RUST' }));
    await user.click(screen.getByRole('button', { name: 'RUST' }));
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('changes the full name, sent trimmed', async () => {
    vi.mocked(editProfile).mockResolvedValue({ message: 'Profile updated successfully', user: { ...profile, fullName: 'Ada King' } });
    const { user, onSaved } = setup();
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name).toHaveValue('Ada Lovelace');
    await user.clear(name);
    await user.type(name, '  Ada King ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(editProfile).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Ada King' }));
  });

  it('says next to a link what the platform expects, read out with the field, and sends nothing', async () => {
    const { user } = setup();
    const github = screen.getByRole('textbox', { name: 'Github' });
    await user.clear(github);
    await user.type(github, 'gitlab.com/ada');
    await user.clear(screen.getByRole('textbox', { name: 'Full name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(editProfile).not.toHaveBeenCalled();
    const expected = 'Enter your GitHub profile URL, like https://github.com/ana';
    expect(github).toHaveAttribute('aria-invalid', 'true');
    expect(github).toHaveAccessibleDescription(expected);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription('Full name is required');
    // The first field in the form that is wrong takes the focus.
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    // Correcting a field clears its message only.
    await user.type(github, '{Backspace}'.repeat(14) + 'github.com/ada');
    expect(github).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's refusal of a field next to that field", async () => {
    const message = 'Enter your LinkedIn profile URL, like https://linkedin.com/in/ana';
    vi.mocked(editProfile).mockRejectedValueOnce(httpError(400, { error: 'VALIDATION', message, details: { 'socialIds.Linkedin': message } }));
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Linkedin' }), 'linkedin.com/in/ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Linkedin' })).toHaveAccessibleDescription(message));
  });
});
