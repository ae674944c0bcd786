import { answering, failing, loading, signedIn } from '@hackmate/shared/testing';
import type { Meta, StoryObj } from '@storybook/react';
import { EMPTY_PROFILE, SAMPLE_PROFILE } from '../testing/sample-profile';
import { OwnProfilePage } from './own-profile-page';

const meta = {
  title: 'profile/Pages/OwnProfile',
  component: OwnProfilePage,
  parameters: { route: '/profile', layout: 'fullscreen' },
} satisfies Meta<typeof OwnProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const profile = (handler: ReturnType<typeof answering>) => ({ msw: { handlers: { session: signedIn, profile: [handler] } } });

export const Complete: Story = { parameters: profile(answering('get', '/profile/view', SAMPLE_PROFILE)) };

/** Just signed up: every section invites the person to fill it in. */
export const Empty: Story = { parameters: profile(answering('get', '/profile/view', EMPTY_PROFILE)) };

export const Loading: Story = { parameters: profile(loading('get', '/profile/view')) };

export const ServerError: Story = { parameters: profile(failing('get', '/profile/view')) };

/** Still checking the session with the server. */
export const CheckingSession: Story = { parameters: { msw: { handlers: { session: [loading('get', '/check-auth')] } } } };
