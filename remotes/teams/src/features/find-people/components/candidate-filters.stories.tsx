import type { Meta, StoryObj } from '@storybook/react';
import { CandidateFilterBar } from './candidate-filters';

const meta = {
  title: 'teams/CandidateFilters',
  component: CandidateFilterBar,
  args: { filters: {}, onChange: () => {} },
  argTypes: { onChange: { action: 'change' } },
} satisfies Meta<typeof CandidateFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoMustHaves: Story = {};

/** A designer who wants to win, at most three hours from the team. */
export const WithMustHaves: Story = { args: { filters: { role: 'design', commitment: 'to-win', maxHoursApart: 3 } } };
