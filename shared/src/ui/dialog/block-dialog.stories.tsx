import type { Meta, StoryObj } from '@storybook/react';
import { BlockDialog } from './block-dialog';

const meta = {
  title: 'shared/Block dialog',
  component: BlockDialog,
  args: { name: 'Grace Hopper', pending: false, onBlock: () => {}, onCancel: () => {} },
} satisfies Meta<typeof BlockDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
export const Blocking: Story = { args: { pending: true } };
