import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { NO_FILTERS, type FeedFilters } from '../lib/filters';
import { FilterPanel } from './filter-panel';
import { FiltersButton } from './filters-button';

const YEARS = [2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030];

/** The panel with its button, as the feed shows them, holding its own state. */
function Interactive({ initial }: { initial: FeedFilters }) {
  const [filters, setFilters] = useState(initial);
  const [open, setOpen] = useState(true);
  return (
    <>
      <FiltersButton filters={filters} onClick={() => setOpen(true)} />
      {open ? <FilterPanel filters={filters} onChange={setFilters} onClose={() => setOpen(false)} years={YEARS} /> : null}
    </>
  );
}

const meta = {
  title: 'feed/FilterPanel',
  component: Interactive,
  args: { initial: NO_FILTERS },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithActiveFilters: Story = {
  args: { initial: { skills: ['RUST', 'REACT.JS'], experience: 'intermediate', gradYears: [2026, 2027] } },
};
