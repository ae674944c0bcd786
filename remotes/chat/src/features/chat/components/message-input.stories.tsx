import type { Meta, StoryObj } from '@storybook/react';
import { MessageInput } from './message-input';

const meta = {
  title: 'chat/MessageInput',
  component: MessageInput,
  args: { onSend: () => true },
  decorators: [(Story) => <div style={{ width: 480 }}><Story /></div>],
} satisfies Meta<typeof MessageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Disabled: Story = { args: { disabled: true } };
