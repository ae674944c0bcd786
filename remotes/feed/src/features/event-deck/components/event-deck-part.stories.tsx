import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { EventDeckPart } from './event-deck-part';

const meta = {
  title: 'feed/EventDeckPart',
  component: EventDeckPart,
  args: { part: 'header', name: 'Hack Berlin' },
} satisfies Meta<typeof EventDeckPart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above an event's deck: whose deck it is, and the way back to everyone. */
export const Header: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'People going to Hack Berlin' })).toBeVisible();
  },
};

/** Before the first page has named the event. */
export const HeaderBeforeTheName: Story = { args: { name: undefined } };

/** Everyone going has been seen. */
export const End: Story = {
  args: { part: 'end' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("You've seen everyone going to Hack Berlin.")).toBeVisible();
  },
};

/** An unknown event, or an invite-only one that is not mine: the same words for both. */
export const Missing: Story = { args: { part: 'missing', name: undefined } };
