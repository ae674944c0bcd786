import type { Meta, StoryObj } from '@storybook/react';
import { ADA, ALAN, GRACE, person } from '../../../testing/fixtures';
import { ConnectionPicker } from './connection-picker';

const meta = {
  title: 'chat/ConnectionPicker',
  component: ConnectionPicker,
  args: {
    connections: [ADA, ALAN, GRACE, person('u-long', 'Maximiliana Bartholomew-Featherstonehaugh', 'maximiliana_featherstonehaugh')],
    failed: false,
    onClose: () => {},
    onRetry: () => {},
  },
  argTypes: { onClose: { action: 'close' }, onRetry: { action: 'retry' } },
} satisfies Meta<typeof ConnectionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connections: Story = {};
export const Loading: Story = { args: { connections: null } };
export const NoConnections: Story = { args: { connections: [] } };
export const Failed: Story = { args: { connections: null, failed: true } };
/** The width of a small phone: the dialog shrinks to it and long names are cut. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
