import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@hackmate/shared/toast';
import type { Hackathon } from '@hackmate/shared/types';
import { renderWithOwnProfile } from '../../../testing/query';
import { EMPTY_PROFILE } from '../../../testing/sample-profile';
import { addHackathon } from '../api/add-hackathon';
import { editHackathon } from '../api/edit-hackathon';
import { removeHackathon } from '../api/remove-hackathon';
import { HackathonJourney } from './hackathon-journey';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('../api/add-hackathon', () => ({ addHackathon: vi.fn() }));
vi.mock('../api/edit-hackathon', () => ({ editHackathon: vi.fn() }));
vi.mock('../api/remove-hackathon', () => ({ removeHackathon: vi.fn() }));

const saved: Hackathon = { _id: 'h1', name: 'HackMIT', description: 'Built a robot', outcome: 'Winner', date: '', role: '' };

function setup(initial: Hackathon[] = []) {
  const { ownProfile } = renderWithOwnProfile((p) => <HackathonJourney hackathons={p.hackathons} />, { ...EMPTY_PROFILE, hackathons: initial });
  return { user: userEvent.setup(), items: () => ownProfile().hackathons };
}

beforeEach(() => vi.clearAllMocks());

describe('HackathonJourney', () => {
  it('says how to add one when there are no hackathons', () => {
    setup();
    expect(screen.getByText('No hackathons yet. Add Hackathon lists the ones you took part in.')).toBeInTheDocument();
  });

  it('shows name, description and Outcome - … with an Edit button', () => {
    setup([saved]);
    expect(screen.getByText('HackMIT')).toBeInTheDocument();
    expect(screen.getByText('Outcome - Winner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('creates a hackathon (outcome optional) and swaps the temp- item for it', async () => {
    const created = { ...saved, _id: 'server-h', outcome: '' };
    vi.mocked(addHackathon).mockResolvedValue(created);
    const { user, items } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Hackathon' }));
    expect(items()).toEqual([]);
    const form = screen.getByRole('form', { name: 'Edit hackathon' });

    await user.type(within(form).getByLabelText('Name'), 'HackMIT');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(toast.error).toHaveBeenCalledWith('Please fill all the details');
    expect(addHackathon).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Description'), 'Built a robot');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(items()).toEqual([created]));
    expect(addHackathon).toHaveBeenCalledWith({ name: 'HackMIT', description: 'Built a robot', outcome: '' });
  });

  it("updates a saved hackathon with 'Hackathon details updated successfully!'", async () => {
    vi.mocked(editHackathon).mockResolvedValue({ message: 'ok', hackathon: { ...saved, outcome: 'Finalist' } });
    const { user, items } = setup([saved]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const outcome = screen.getByLabelText('Outcome');
    await user.clear(outcome);
    await user.type(outcome, 'Finalist');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Hackathon details updated successfully!'));
    expect(editHackathon).toHaveBeenCalledWith('h1', { name: 'HackMIT', description: 'Built a robot', outcome: 'Finalist' });
    expect(items()[0]!.outcome).toBe('Finalist');
    expect(screen.getByText('Outcome - Finalist')).toBeInTheDocument();
  });

  it("says 'Something went wrong' when removing fails and keeps the item", async () => {
    vi.mocked(removeHackathon).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, items } = setup([saved]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong', { toastId: 'Something went wrong' }));
    expect(items()).toEqual([saved]);
  });
  it('asks before removing a saved hackathon', async () => {
    vi.mocked(removeHackathon).mockResolvedValue();
    const { user, items } = setup([saved]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(removeHackathon).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('alertdialog', { name: `Remove the hackathon “${saved.name}”?` })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(items()).toEqual([]));
    expect(removeHackathon).toHaveBeenCalledWith(saved._id);
  });
});
