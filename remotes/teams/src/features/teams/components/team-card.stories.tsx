import type { Meta, StoryObj } from '@storybook/react';
import { FULL_TEAM, TEAM } from '../../../testing/fixtures';
import { TeamCard } from './team-card';

const meta = {
  title: 'teams/TeamCard',
  component: TeamCard,
  args: { team: TEAM },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof TeamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two of four, still wanting a backend developer and a designer. */
export const OpenRoles: Story = {};

/** Full: its open roles are closed. */
export const Full: Story = { args: { team: FULL_TEAM } };

/** In "Your teams": the event is named too. */
export const WithEvent: Story = { args: { showEvent: true } };

/** On an event page, to someone looking for a team. */
export const WithAskToJoin: Story = {
  args: {
    children: (
      <button type="button" className="hm-btn hm-btn-primary">
        Ask to join
      </button>
    ),
  },
};

/** A long idea is cut at a word, with "…". */
export const LongIdea: Story = {
  args: { team: { ...TEAM, idea: 'A harbour traffic map that warns small boats of big ones, ranks the safest crossing windows, and tells ferry skippers where kayaks are right now, from AIS data and phone reports.', openRoles: [{ role: 'ml', count: 2 }] } },
};
