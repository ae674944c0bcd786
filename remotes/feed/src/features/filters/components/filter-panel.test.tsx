import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NO_FILTERS, type FeedFilters } from '../lib/filters';
import { FilterPanel } from './filter-panel';
import { FiltersButton } from './filters-button';

const YEARS = [2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030];

/** The panel and its button wired the way the feed wires them. */
function Harness({ initial = NO_FILTERS, onClose = () => {} }: { initial?: FeedFilters; onClose?: () => void }) {
  const [filters, setFilters] = useState(initial);
  return (
    <>
      <FiltersButton filters={filters} onClick={() => {}} />
      <FilterPanel filters={filters} onChange={setFilters} onClose={onClose} years={YEARS} />
    </>
  );
}

const badge = () => screen.queryByTestId('filter-badge');

describe('FilterPanel', () => {
  it('lists the 46 skills, three experience levels and ten graduation years', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    const groups = within(dialog).getAllByRole('group');
    expect(within(groups[0]!).getAllByRole('checkbox')).toHaveLength(46);
    expect(within(groups[1]!).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Beginner', 'Intermediate', 'Experienced']);
    expect(within(groups[2]!).getAllByRole('checkbox')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeInTheDocument();
  });

  it('counts ticked skills, the experience level and years on the badge', async () => {
    render(<Harness />);
    expect(badge()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'RUST' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'C++' }));
    expect(badge()).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('radio', { name: 'Intermediate' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '2026' }));
    expect(badge()).toHaveTextContent('4');
    await userEvent.click(screen.getByRole('checkbox', { name: 'RUST' }));
    expect(badge()).toHaveTextContent('3');
  });

  it('keeps one experience level at a time', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'Beginner' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Experienced' }));
    expect(screen.getByRole('radio', { name: 'Experienced' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Beginner' })).not.toBeChecked();
    expect(badge()).toHaveTextContent('1');
  });

  it('Clear All unticks everything and removes the badge', async () => {
    render(<Harness initial={{ skills: ['C', 'JAVA'], experience: 'beginner', gradYears: [2025] }} />);
    expect(badge()).toHaveTextContent('4');
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(badge()).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'C' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Beginner' })).not.toBeChecked();
  });

  it('closes with the close button and with Escape', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
