import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { OptionsMenu } from './options-menu';

const meta = {
  title: 'chat/OptionsMenu',
  component: OptionsMenu,
  args: {
    label: 'Options for Ada Lovelace',
    actions: [
      { label: 'Remove connection', onSelect: () => {} },
      { label: 'Block', onSelect: () => {}, danger: true },
      { label: 'Report', onSelect: () => {}, danger: true },
    ],
  },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', width: 360, height: 200 }}><Story /></div>],
} satisfies Meta<typeof OptionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened from the keyboard: the focus is on the first item. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Options for Ada Lovelace' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Remove connection' })).toHaveFocus();
  },
};
