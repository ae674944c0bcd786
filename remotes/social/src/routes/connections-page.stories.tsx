import { answering, failing, loading } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { SAMPLE_USERS } from '../testing/sample-users';
import { ConnectionsPage } from './connections-page';

const meta = {
  title: 'social/Pages/Connections',
  component: ConnectionsPage,
  parameters: { route: '/connections', layout: 'fullscreen' },
} satisfies Meta<typeof ConnectionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const connections = (body: unknown) => ({ msw: { handlers: { connections: [answering('get', '/user/connections', body)] } } });

export const WithConnections: Story = { parameters: connections({ connections: SAMPLE_USERS }) };

export const Empty: Story = { parameters: connections({ connections: [] }) };

export const Loading: Story = { parameters: { msw: { handlers: { connections: [loading('get', '/user/connections')] } } } };

export const ServerError: Story = { parameters: { msw: { handlers: { connections: [failing('get', '/user/connections')] } } } };
