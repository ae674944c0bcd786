import type { FormationRules } from '@hackmate/shared/contracts';
import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { toast } from '@hackmate/shared/toast';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT } from '../../../testing/fixtures';
import { EMPTY_PREVIEW, PREVIEW } from '../../../testing/formation-fixtures';
import { previewFormation, saveFormationRules, sendFormation } from '../api/formation';
import { EMPTY_POOL_TEXT } from './formation-preview';
import { FormationSection } from './formation-section';

vi.mock('../api/formation', () => ({ saveFormationRules: vi.fn(), previewFormation: vi.fn(), sendFormation: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

beforeEach(() => vi.clearAllMocks());

const renderSection = (rules: FormationRules = { formationDeadline: null, requiredRoles: {} }) =>
  renderWithProviders(<FormationSection eventId={EVENT._id} rules={rules} maxTeamSize={4} />);

describe('FormationSection', () => {
  it('saves the deadline as an instant and the required roles, and says so', async () => {
    vi.mocked(saveFormationRules).mockResolvedValue({ formationDeadline: null, requiredRoles: {} });
    renderSection();
    const user = userEvent.setup();
    expect(screen.getByText(/In your time zone, .+ \(UTC[+-]\d\d:\d\d\)/)).toBeInTheDocument();
    const deadline = screen.getByLabelText('Formation deadline');
    await user.type(deadline, '2030-02-18T17:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Designer' }), 'At least 1');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    const [, body] = vi.mocked(saveFormationRules).mock.calls[0]!;
    expect(new Date(body.formationDeadline!).getTime()).toBe(new Date(2030, 1, 18, 17, 0).getTime());
    expect(body.requiredRoles).toEqual({ design: 1 });
    expect(toast.success).toHaveBeenCalledWith('Formation rules saved.');
  });

  it('shows the server refusal next to the field it names', async () => {
    vi.mocked(saveFormationRules).mockRejectedValue(httpError(400, { error: 'VALIDATION', message: 'Invalid', details: { formationDeadline: 'Please give a date and time.' } }));
    renderSection({ formationDeadline: '2030-02-18T17:00:00.000Z', requiredRoles: { design: 1 } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Please give a date and time.')).toBeInTheDocument();
    expect(screen.getByLabelText('Formation deadline')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the proposals to review, which required roles each meets and who stays unplaced, then sends them', async () => {
    vi.mocked(previewFormation).mockResolvedValue(PREVIEW);
    vi.mocked(sendFormation).mockResolvedValue(2);
    renderSection();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Form teams now' }));
    const teams = [...(await screen.findByRole('list', { name: 'Proposed teams' })).children] as HTMLElement[];
    expect(teams).toHaveLength(2);
    expect(within(teams[0]!).getByText('Priya Raman')).toBeInTheDocument();
    expect(within(teams[0]!).getByText('Designer')).toBeInTheDocument();
    expect(within(teams[0]!).getByText(/Design met/)).toBeInTheDocument();
    expect(within(teams[1]!).getByText(/Design missing/)).toBeInTheDocument();
    expect(screen.getByText('4 of 5 people placed', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Linus Berg').parentElement).toHaveTextContent('Too few others with the commitment "To win"');
    await user.click(screen.getByRole('button', { name: 'Send proposals' }));
    expect(sendFormation).toHaveBeenCalledWith(EVENT._id);
    expect(await screen.findByRole('status')).toHaveTextContent('2 proposals sent.');
    expect(toast.success).toHaveBeenCalledWith('2 proposals sent: their members confirm within 24 hours.');
    expect(screen.queryByRole('button', { name: 'Send proposals' })).not.toBeInTheDocument();
  });

  it('says who the pool is when nobody is in it, and offers nothing to send', async () => {
    vi.mocked(previewFormation).mockResolvedValue(EMPTY_PREVIEW);
    renderSection();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Form teams now' }));
    expect(await screen.findByText(EMPTY_POOL_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send proposals' })).not.toBeInTheDocument();
  });

  it('says so when forming fails', async () => {
    vi.mocked(previewFormation).mockRejectedValue(httpError(500, { error: 'INTERNAL', message: 'Something went wrong.' }));
    renderSection();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Form teams now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});
