import type { Meta, StoryObj } from '@storybook/react';
import { TEAM } from '../../../testing/fixtures';
import { RequestDialog } from './request-dialog';

const meta = {
  title: 'teams/RequestDialog',
  component: RequestDialog,
  args: { title: `Ask to join ${TEAM.name}`, roles: TEAM.openRoles, initialRole: 'design', sendLabel: 'Send request', pending: false, onSend: () => {}, onClose: () => {} },
  argTypes: { onSend: { action: 'send' }, onClose: { action: 'close' } },
} satisfies Meta<typeof RequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskToJoin: Story = {};
export const Invite: Story = { args: { title: `Invite Tomás Ortega to ${TEAM.name}`, sendLabel: 'Send invite', initialRole: 'backend' } };
export const Sending: Story = { args: { pending: true } };
/** A team with no open role: only a message can be sent. */
export const NoOpenRoles: Story = { args: { roles: [], initialRole: undefined } };
