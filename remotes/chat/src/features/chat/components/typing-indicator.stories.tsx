import type { Meta, StoryObj } from '@storybook/react';
import { TypingIndicator } from './typing-indicator';

const meta = {
  title: 'chat/TypingIndicator',
  component: TypingIndicator,
  args: { name: 'Ada Lovelace', typing: true },
  decorators: [(Story) => <div style={{ width: 420, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof TypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {};
export const NotTyping: Story = { args: { typing: false } };
