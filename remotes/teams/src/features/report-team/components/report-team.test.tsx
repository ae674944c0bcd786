import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { teamDetail } from '../../../testing/fixtures';
import { createReport } from '../api/create-report';
import { ReportTeam } from './report-team';

vi.mock('../api/create-report', () => ({ createReport: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

beforeEach(() => vi.clearAllMocks());

function renderReport() {
  const team = teamDetail('none');
  renderWithProviders(
    <Routes>
      <Route path="/teams/:teamId" element={<ReportTeam team={team} />} />
      <Route path="/events/:eventId" element={<p>The event page</p>} />
    </Routes>,
    { route: `/teams/${team._id}` },
  );
  return { team, user: userEvent.setup() };
}

describe('Report team', () => {
  it('sends a team report with the reason and details, and thanks the reporter', async () => {
    vi.mocked(createReport).mockResolvedValue({ _id: 'r1', status: 'open', createdAt: '2026-11-20T10:00:00.000Z' });
    const { team, user } = renderReport();
    await user.click(screen.getByRole('button', { name: 'Report team' }));
    const dialog = screen.getByRole('dialog', { name: `Report ${team.name}` });
    const owner = team.members.find((m) => m.owner)!.user.fullName;
    expect(dialog).toHaveTextContent(`Also block ${owner}, its owner`);
    await user.click(screen.getByRole('radio', { name: 'Inappropriate content' }));
    await user.type(screen.getByRole('textbox', { name: 'Details (optional)' }), 'Offensive name');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(createReport).toHaveBeenCalledTimes(1);
    expect(createReport).toHaveBeenCalledWith({ target: { kind: 'team', id: team._id }, reason: 'inappropriate', details: 'Offensive name' });
    expect(toast.success).toHaveBeenCalledWith("Thanks — we'll review your report");
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with "Also block" goes back to the event, where the team is now out of sight', async () => {
    vi.mocked(createReport).mockResolvedValue({ _id: 'r1', status: 'open', createdAt: '2026-11-20T10:00:00.000Z' });
    const { user } = renderReport();
    await user.click(screen.getByRole('button', { name: 'Report team' }));
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('checkbox', { name: /Also block/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(createReport).toHaveBeenCalledWith(expect.objectContaining({ block: true }));
    expect(await screen.findByText('The event page')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    vi.mocked(createReport).mockRejectedValue(httpError(409, { error: 'ALREADY_REPORTED', message: 'You already reported this' }));
    const { user } = renderReport();
    await user.click(screen.getByRole('button', { name: 'Report team' }));
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already reported this');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
