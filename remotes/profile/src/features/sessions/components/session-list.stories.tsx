import type { Meta, StoryObj } from '@storybook/react';
import { SAMPLE_NOW, SAMPLE_SESSIONS } from '../../../testing/sample-settings';
import { SessionList } from './session-list';

const meta = {
  title: 'profile/Settings/Sessions',
  component: SessionList,
  args: {
    sessions: { state: 'ready', data: SAMPLE_SESSIONS },
    now: SAMPLE_NOW,
    signingOut: null,
    signingOutOthers: false,
    onSignOut: () => {},
    onSignOutOthers: () => {},
  },
  decorators: [(Story) => <div className="hm-card" style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const OnlyThisDevice: Story = { args: { sessions: { state: 'ready', data: SAMPLE_SESSIONS.slice(0, 1) } } };
export const Loading: Story = { args: { sessions: { state: 'loading' } } };
export const Failed: Story = { args: { sessions: { state: 'failed', retry: () => {} } } };
export const SigningOutOne: Story = { args: { signingOut: 's2' } };
export const SigningOutOthers: Story = { args: { signingOutOthers: true } };
/** A 360 px phone: the Sign out buttons wrap under the browser names. */
export const Phone: Story = { decorators: [(Story) => <div style={{ width: 328 }}><Story /></div>] };
