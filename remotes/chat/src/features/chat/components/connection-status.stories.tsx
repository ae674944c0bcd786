import type { Meta, StoryObj } from '@storybook/react';
import { ConnectionStatus } from './connection-status';

const meta = {
  title: 'chat/ConnectionStatus',
  component: ConnectionStatus,
  args: { state: 'connected' },
} satisfies Meta<typeof ConnectionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {};
export const Connecting: Story = { args: { state: 'connecting' } };
export const Reconnecting: Story = { args: { state: 'reconnecting' } };
/** The server closed the connection (e.g. the session was revoked): no more retries. */
export const Disconnected: Story = { args: { state: 'offline' } };
