import { DEFAULT_NOTIFICATION_SETTINGS } from '@hackmate/shared/contracts/constants';
import { answering, failing, loading, signedIn } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { SAMPLE_PROFILE } from '../testing/sample-profile';
import { SAMPLE_BLOCKED, SAMPLE_SESSIONS } from '../testing/sample-settings';
import { SettingsPage } from './settings-page';

const meta = {
  title: 'profile/Pages/Settings',
  component: SettingsPage,
  parameters: { route: '/settings', layout: 'fullscreen' },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Handler = ReturnType<typeof answering>;

/** Each section reads its own part of the account; a story replaces the ones it is about. */
const account = (parts: { sessions?: Handler; blocked?: Handler; privacy?: Handler; notifications?: Handler } = {}) => ({
  msw: {
    handlers: {
      session: signedIn,
      profile: [answering('get', '/profile/view', SAMPLE_PROFILE)],
      settings: [
        parts.sessions ?? answering('get', '/account/sessions', { data: SAMPLE_SESSIONS }),
        parts.blocked ?? answering('get', '/users/blocked', { data: SAMPLE_BLOCKED }),
        parts.privacy ?? answering('get', '/settings/privacy', { data: { showPresence: true, readReceipts: false } }),
        parts.notifications ?? answering('get', '/settings/notifications', { data: DEFAULT_NOTIFICATION_SETTINGS }),
      ],
    },
  },
});

export const Everything: Story = { parameters: account() };

/** Nobody blocked, and only this browser signed in. */
export const NothingToManage: Story = {
  parameters: account({
    sessions: answering('get', '/account/sessions', { data: SAMPLE_SESSIONS.slice(0, 1) }),
    blocked: answering('get', '/users/blocked', { data: [] }),
  }),
};

export const Loading: Story = {
  parameters: account({ sessions: loading('get', '/account/sessions'), blocked: loading('get', '/users/blocked'), privacy: loading('get', '/settings/privacy'), notifications: loading('get', '/settings/notifications') }),
};

export const ServerError: Story = {
  parameters: account({ sessions: failing('get', '/account/sessions'), blocked: failing('get', '/users/blocked'), privacy: failing('get', '/settings/privacy'), notifications: failing('get', '/settings/notifications') }),
};
