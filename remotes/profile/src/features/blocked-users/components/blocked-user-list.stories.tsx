import type { Meta, StoryObj } from '@storybook/react';
import { SAMPLE_BLOCKED } from '../../../testing/sample-settings';
import { BlockedUserList } from './blocked-user-list';

const meta = {
  title: 'profile/Settings/Blocked people',
  component: BlockedUserList,
  args: { people: { state: 'ready', data: SAMPLE_BLOCKED }, unblocking: null, onUnblock: () => {} },
  decorators: [(Story) => <div className="hm-card" style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof BlockedUserList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = { args: { people: { state: 'ready', data: [] } } };
export const Loading: Story = { args: { people: { state: 'loading' } } };
export const Failed: Story = { args: { people: { state: 'failed', retry: () => {} } } };
export const Unblocking: Story = { args: { unblocking: 'b1' } };
export const Phone: Story = { decorators: [(Story) => <div style={{ width: 328 }}><Story /></div>] };
