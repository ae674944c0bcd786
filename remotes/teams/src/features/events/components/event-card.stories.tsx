import type { Meta, StoryObj } from '@storybook/react';
import { EVENT, ONLINE_EVENT, PAST_EVENT } from '../../../testing/fixtures';
import { EventCard } from './event-card';

const meta = {
  title: 'teams/EventCard',
  component: EventCard,
  args: { event: EVENT },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In person, teams of 1–4, with people going and looking. */
export const InPerson: Story = {};

/** Online, every team exactly two people. */
export const Online: Story = { args: { event: ONLINE_EVENT } };

/** Over: on the Past tab. */
export const Past: Story = { args: { event: PAST_EVENT } };

/** A long name wraps instead of widening the card. */
export const LongName: Story = { args: { event: { ...EVENT, name: 'The International Super-Extended Sustainable Harbour Logistics Hackathon and Maker Weekend' } } };
