import { setUser } from '@hackmate/shared/stores';
import { renderWithProviders } from '@hackmate/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOKING_TOMAS, ME, eventDetail } from '../../../testing/fixtures';
import { CreateTeam } from './create-team';

vi.mock('../api/save-team', () => ({ createTeam: vi.fn(), updateTeam: vi.fn() }));

beforeEach(() => setUser({ _id: ME._id, fullName: ME.fullName, roles: ['design', 'ml'] }));

async function openForm(event = eventDetail()) {
  renderWithProviders(<CreateTeam event={event} />);
  await userEvent.click(screen.getByRole('button', { name: 'Create a team' }));
  return screen.getByRole('combobox', { name: 'My role' });
}

describe('CreateTeam', () => {
  it('fills my role with the first my profile names', async () => {
    expect(await openForm()).toHaveValue('design');
  });

  it('prefers the first role my post at the event brings', async () => {
    expect(await openForm(eventDetail({ me: { going: true, looking: LOOKING_TOMAS.post, teamId: null } }))).toHaveValue('backend');
  });

  it('leaves it unset when the profile names none', async () => {
    setUser({ _id: ME._id, fullName: ME.fullName, roles: [] });
    expect(await openForm()).toHaveValue('');
  });
});
