import type { Meta, StoryObj } from '@storybook/react';
import { PushBrowserToggle } from './push-this-browser';

const meta = {
  title: 'profile/PushBrowserToggle',
  component: PushBrowserToggle,
  args: { state: 'off', busy: false, failed: false, onChange: () => {} },
} satisfies Meta<typeof PushBrowserToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { state: 'on' } };
export const Blocked: Story = { args: { state: 'denied' } };
export const Unsupported: Story = { args: { state: 'unsupported' } };
export const Failed: Story = { args: { failed: true } };
