import type { Meta, StoryObj } from '@storybook/react';
import { EmptyPane } from './empty-pane';

const meta = {
  title: 'chat/EmptyPane',
  component: EmptyPane,
  decorators: [(Story) => <div style={{ height: 400, width: 560, display: 'flex' }}><Story /></div>],
} satisfies Meta<typeof EmptyPane>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /convos before a conversation is chosen. */
export const NoChatChosen: Story = {};
