import { renderWithProviders } from '@hackmate/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { domMax, LazyMotion, MotionConfig, MotionGlobalConfig } from 'framer-motion';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FeedUser } from '@hackmate/shared/types';
import { drag, tilt } from '../../../testing/drag';
import { ADA as ada } from '../../../testing/feed-users';
import { SwipeCard } from './swipe-card';

// happy-dom cannot run motion's animations (an unhandled AbortError fails the run otherwise).
beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

function renderCard(onAction = vi.fn(), user: FeedUser = ada) {
  // The deck fetches the drag code at the first interaction (its own tests); here it is present.
  renderWithProviders(
    <LazyMotion features={domMax}>
      <SwipeCard user={user} onAction={onAction} />
    </LazyMotion>,
  );
  return onAction;
}

describe('SwipeCard', () => {
  it('shows the first name, username, cut bio, reasons and at most six skills', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByText('@ada')).toBeInTheDocument();
    expect(screen.getByText('Writes the first programs for machi…')).toBeInTheDocument();
    const reasons = within(screen.getByRole('list', { name: 'Why you might team up' })).getAllByRole('listitem');
    expect(reasons.map((r) => r.textContent?.trim())).toEqual(['Frontend developer — a role you lack', '3 shared skills']);
    expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByText('POSTGRES')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile/user/a1');
  });

  it.each([
    [['Active today'], ['Active today']],
    [['Designer — a role you lack', '3 shared skills', 'Active today'], ['Designer — a role you lack', '3 shared skills']],
  ])('shows the reasons %j as at most two labelled lines', (reasons, shown) => {
    renderCard(vi.fn(), { ...ada, reasons });
    const list = screen.getByRole('list', { name: 'Why you might team up' });
    expect(within(list).getAllByRole('listitem').map((r) => r.textContent?.trim())).toEqual(shown);
  });

  it('has no reasons list when there is no reason', () => {
    renderCard(vi.fn(), { ...ada, reasons: [] });
    expect(screen.queryByRole('list', { name: 'Why you might team up' })).not.toBeInTheDocument();
  });

  describe('trust signals', () => {
    const trustList = () => screen.queryByRole('list', { name: 'Activity and teammates' });
    const lines = () => within(trustList()!).getAllByRole('listitem').map((li) => li.textContent);
    /** Noon, `n` calendar days ago here. */
    const daysAgo = (n: number) => {
      const day = new Date();
      day.setDate(day.getDate() - n);
      day.setHours(12, 0, 0, 0);
      return day.toISOString();
    };

    it('shows when they were last active, how fast they usually reply and how many teammates would team up again', () => {
      renderCard(vi.fn(), { ...ada, activeAt: daysAgo(1), replyMinutes: 14, teamUpAgainCount: 1 });
      expect(lines()).toEqual(['Active yesterday', 'Usually replies within ~15 min', '1 teammate would team up again']);
    });

    it('shows nothing of it when there is nothing to say', () => {
      renderCard(vi.fn(), { ...ada, activeAt: daysAgo(40), replyMinutes: null, teamUpAgainCount: 0 });
      expect(trustList()).not.toBeInTheDocument();
    });

    it('leaves the activity to a reason that already says it', () => {
      renderCard(vi.fn(), { ...ada, reasons: ['Active today', '3 shared skills'], activeAt: daysAgo(0), replyMinutes: 300, teamUpAgainCount: 2 });
      expect(lines()).toEqual(['Usually replies within ~5 h', '2 teammates would team up again']);
      expect(screen.getAllByText(/Active today/)).toHaveLength(1);
    });
  });

  it('reports the buttons as interested and ignore with the user id', async () => {
    const onAction = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Interested' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    expect(onAction.mock.calls).toEqual([
      ['interested', 'a1'],
      ['ignore', 'a1'],
    ]);
  });

  it('springs back from a 99 px drag without deciding', async () => {
    const onAction = renderCard();
    await drag(99);
    await drag(-99);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('leans the way it is dragged, more the further it goes, at most 15°', async () => {
    renderCard();
    const leans: number[] = [];
    for (const dx of [60, 120, 1000, -1000]) await drag(dx, () => leans.push(tilt()));
    const [small, larger, far, farLeft] = leans;
    expect(small).toBeGreaterThan(0);
    expect(larger).toBeGreaterThan(small!);
    expect(far).toBe(15);
    expect(farLeft).toBe(-15);
  });

  it('does not lean with reduced motion', async () => {
    renderWithProviders(
      <LazyMotion features={domMax}>
        <MotionConfig reducedMotion="always">
          <SwipeCard user={ada} onAction={vi.fn()} />
        </MotionConfig>
      </LazyMotion>,
    );
    let lean = NaN;
    await drag(120, () => (lean = tilt()));
    expect(lean).toBe(0);
  });

  it('commits a 101 px drag right as interested and left as ignore', async () => {
    const onAction = renderCard();
    await drag(101);
    expect(onAction).toHaveBeenLastCalledWith('interested', 'a1');
    await drag(-101);
    expect(onAction).toHaveBeenLastCalledWith('ignore', 'a1');
    expect(onAction).toHaveBeenCalledTimes(2);
  });
});
