import { renderWithProviders } from '@hackmate/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_USERS } from '../../../testing/sample-users';
import { RequestCard } from './request-card';

const [priya, tomas] = SAMPLE_USERS as [(typeof SAMPLE_USERS)[0], (typeof SAMPLE_USERS)[0]];

function renderCard(props: Partial<Parameters<typeof RequestCard>[0]> = {}) {
  const onReview = vi.fn();
  renderWithProviders(<RequestCard user={priya} box="received" onReview={onReview} {...props} />);
  return onReview;
}

describe('RequestCard', () => {
  it('links the full name to the profile and shows @username with a 45-character bio preview', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Priya Raman' })).toHaveAttribute('href', `/profile/user/${priya._id}`);
    expect(screen.getByText('@priya.codes')).toBeInTheDocument();
    expect(screen.getByText('Full-stack developer into realtime apps, maps…')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('alt', "Priya Raman's profile picture");
  });

  it('shows three skills instead of the placeholder bio', () => {
    renderCard({ user: tomas });
    expect(screen.getByText('PYTHON, PYTORCH, NUMPY…')).toBeInTheDocument();
    expect(screen.queryByText('Bio not available')).not.toBeInTheDocument();
  });

  it('offers Accept and Reject on a received request', async () => {
    const onReview = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onReview.mock.calls).toEqual([['accepted'], ['rejected']]);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('offers only Withdraw on a sent request', async () => {
    const onReview = renderCard({ box: 'sent' });
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onReview).toHaveBeenCalledWith('withdraw');
  });

  it('marks a sent request that expired unanswered and offers nothing to do with it', () => {
    renderCard({ box: 'sent', expired: true });
    expect(screen.getByText('Expired — no answer in 7 days')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('disables its buttons while a review is on its way', () => {
    renderCard({ busy: true });
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
  });
});
