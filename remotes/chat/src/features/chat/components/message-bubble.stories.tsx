import type { Meta, StoryObj } from '@storybook/react';
import { ADA, ME, message } from '../../../testing/fixtures';
import { MessageBubble } from './message-bubble';

const meta = {
  title: 'chat/MessageBubble',
  component: MessageBubble,
  args: { message: message(ADA, ME, 'Want to team up for the hackathon this weekend?'), mine: false, locale: 'en-US', timeZone: 'UTC', onRetry: () => {} },
  decorators: [(Story) => <ol style={{ display: 'flex', flexDirection: 'column', listStyle: 'none', padding: 16, width: 420 }}><Story /></ol>],
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Theirs: Story = {};
export const Mine: Story = { args: { mine: true, message: message(ME, ADA, 'Yes! I can do the backend.') } };
export const Multiline: Story = { args: { mine: true, message: message(ME, ADA, 'Plan:\n1. API\n2. Sockets\n3. Ship it') } };
export const LinkInText: Story = { args: { message: message(ADA, ME, 'Our repo: https://github.com/example/engine (private for now)') } };
export const ReadReceipt: Story = { args: { mine: true, receipt: 'read', message: message(ME, ADA, 'Pushed the fix.') } };
export const DeliveredReceipt: Story = { args: { mine: true, receipt: 'delivered', message: message(ME, ADA, 'Pushed the fix.') } };
export const SentReceipt: Story = { args: { mine: true, receipt: 'sent', message: message(ME, ADA, 'Pushed the fix.') } };
export const Sending: Story = { args: { mine: true, message: { ...message(ME, ADA, 'On my way…'), _id: '', clientId: 'c1', pending: true } } };
export const NotSent: Story = {
  args: { mine: true, message: { ...message(ME, ADA, 'Too many at once'), _id: '', clientId: 'c2', failed: 'You are sending messages too fast.' } },
};
