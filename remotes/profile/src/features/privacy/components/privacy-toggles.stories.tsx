import type { Meta, StoryObj } from '@storybook/react';
import { PrivacyToggles } from './privacy-toggles';

const meta = {
  title: 'profile/PrivacyToggles',
  component: PrivacyToggles,
  args: { settings: { showPresence: true, readReceipts: true }, save: 'idle', onChange: () => {} },
  decorators: [(Story) => <div className="hm-card" style={{ width: 420, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof PrivacyToggles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothOn: Story = {};
export const Hidden: Story = { args: { settings: { showPresence: false, readReceipts: false } } };
export const Saving: Story = { args: { save: 'saving', settings: { showPresence: true, readReceipts: false } } };
export const Saved: Story = { args: { save: 'saved' } };
export const SaveFailed: Story = { args: { save: 'failed' } };
