import type { Meta, StoryObj } from '@storybook/react';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@hackmate/shared/contracts/constants';
import { NotificationForm } from './notification-form';

const meta = {
  title: 'profile/NotificationForm',
  component: NotificationForm,
  args: { settings: DEFAULT_NOTIFICATION_SETTINGS, save: 'idle', onSubmit: () => {}, browserTimeZone: 'Europe/Berlin' },
  decorators: [(Story) => <div className="hm-card" style={{ maxWidth: 560, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof NotificationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const DigestAndQuietOff: Story = {
  args: {
    settings: { ...DEFAULT_NOTIFICATION_SETTINGS, channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels, email: { ...DEFAULT_NOTIFICATION_SETTINGS.channels.email, request: 'digest', message: 'off' } }, quietHours: null, timeZone: 'Asia/Tokyo', digestHour: 7 },
  },
};
export const Saving: Story = { args: { save: 'saving' } };
export const Saved: Story = { args: { save: 'saved' } };
export const SaveFailed: Story = { args: { save: 'failed' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
