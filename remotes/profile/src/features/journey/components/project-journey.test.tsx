import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@hackmate/shared/toast';
import type { Project } from '@hackmate/shared/types';
import { renderWithOwnProfile } from '../../../testing/query';
import { EMPTY_PROFILE } from '../../../testing/sample-profile';
import { addProject } from '../api/add-project';
import { editProject } from '../api/edit-project';
import { removeProject } from '../api/remove-project';
import { ProjectJourney } from './project-journey';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('../api/add-project', () => ({ addProject: vi.fn() }));
vi.mock('../api/edit-project', () => ({ editProject: vi.fn() }));
vi.mock('../api/remove-project', () => ({ removeProject: vi.fn() }));

const saved: Project = { _id: 'p1', title: 'Hackmate', description: 'Find teammates', url: 'github.com/me/hackmate', techStack: '' };

/** Draws the list from the own profile in the query cache, as /profile does; `items()` is what the cache holds. */
function setup(initial: Project[] = []) {
  const { ownProfile } = renderWithOwnProfile((p) => <ProjectJourney projects={p.projects} />, { ...EMPTY_PROFILE, projects: initial });
  return { user: userEvent.setup(), items: () => ownProfile().projects };
}

beforeEach(() => vi.clearAllMocks());

describe('ProjectJourney', () => {
  it('says how to add one when there are no projects', () => {
    setup();
    expect(screen.getByText('No projects yet. Add Project shows teammates what you have built.')).toBeInTheDocument();
  });

  it('adds a temp- item in edit mode and swaps it for the created project', async () => {
    const created = { ...saved, _id: 'server-id' };
    vi.mocked(addProject).mockResolvedValue(created);
    const { user, items } = setup();

    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    // Unsaved (temp- id): on screen in edit mode, but nowhere in the profile until the server created it.
    expect(items()).toEqual([]);
    const form = screen.getByRole('form', { name: 'Edit project' });

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(toast.error).toHaveBeenCalledWith('Please fill all the details of the project');
    expect(addProject).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Title'), 'Hackmate');
    await user.type(within(form).getByLabelText('Description'), 'Find teammates');
    await user.type(within(form).getByLabelText('Project URL'), 'github.com/me/hackmate');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(items()).toEqual([created]));
    expect(addProject).toHaveBeenCalledWith({ title: 'Hackmate', description: 'Find teammates', url: 'github.com/me/hackmate' });
    // Back in display mode with a safe View link.
    expect(screen.queryByRole('form', { name: 'Edit project' })).not.toBeInTheDocument();
    const view = screen.getByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', 'https://github.com/me/hackmate');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('edits a saved project, with the update messages of the spec', async () => {
    vi.mocked(editProject).mockResolvedValue({ message: 'Project updated successfully', project: { ...saved, title: 'Hackmate 2' } });
    const { user, items } = setup([saved]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit project' });
    const title = within(form).getByLabelText('Title');

    await user.clear(title);
    // Emptying a field already warns (SPEC §5), and saving it empty is refused.
    expect(toast.error).toHaveBeenCalledWith('Please fill all the details', expect.anything());
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(toast.error).toHaveBeenLastCalledWith('Please fill all the details');
    expect(editProject).not.toHaveBeenCalled();

    await user.type(title, 'Hackmate 2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Project updated successfully'));
    expect(editProject).toHaveBeenCalledWith('p1', { title: 'Hackmate 2', description: saved.description, url: saved.url });
    expect(items()[0]!.title).toBe('Hackmate 2');
  });

  it('removes an unsaved item locally and a saved one through the server', async () => {
    vi.mocked(removeProject).mockResolvedValue();
    const { user, items } = setup([saved]);
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    await user.click(within(screen.getByRole('form', { name: 'Edit project' })).getByRole('button', { name: 'Remove' }));
    expect(removeProject).not.toHaveBeenCalled();
    expect(items()).toEqual([saved]);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(items()).toEqual([]));
    expect(removeProject).toHaveBeenCalledWith('p1');
  });

  it("keeps the project and says 'Something went wrong' when removing fails", async () => {
    vi.mocked(removeProject).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, items } = setup([saved]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong', { toastId: 'Something went wrong' }));
    expect(items()).toEqual([saved]);
  });

  it('never links a project url that is not a web address', () => {
    setup([{ ...saved, url: 'javascript:alert(1)' }]);
    expect(screen.queryByRole('link', { name: 'View' })).not.toBeInTheDocument();
  });
  it('Cancel leaves the editor without saving; a new item never saved goes away', async () => {
    const { user, items } = setup([saved]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Hackmate' })).toBeInTheDocument();
    expect(editProject).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    await user.type(screen.getByLabelText('Title'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit project' })).not.toBeInTheDocument();
    expect(addProject).not.toHaveBeenCalled();
    expect(items()).toEqual([saved]);
  });

  it('asks before removing a saved project, and keeps it when the person says Cancel', async () => {
    const { user, items } = setup([saved]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the project “Hackmate”?' });
    expect(dialog).toHaveAccessibleDescription('It disappears from your profile for everyone. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(removeProject).not.toHaveBeenCalled();
    expect(items()).toEqual([saved]);
  });
});
