import type { Meta, StoryObj } from '@storybook/react';
import { ADA } from '../../../testing/fixtures';
import { ChatActions } from './chat-actions';

const meta = {
  title: 'chat/Chat options',
  component: ChatActions,
  args: { partner: ADA, connected: true },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', width: 360, height: 200 }}><Story /></div>],
} satisfies Meta<typeof ChatActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens Remove connection, Block and Report (each asks in a dialog). */
export const Connected: Story = {};
/** After an unmatch only Block and Report remain. */
export const ConnectionEnded: Story = { args: { connected: false } };
