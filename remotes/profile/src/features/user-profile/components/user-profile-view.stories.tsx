import type { Meta, StoryObj } from '@storybook/react';
import { EMPTY_PUBLIC_PROFILE, SAMPLE_PUBLIC_PROFILE } from '../../../testing/sample-profile';
import { SafetyActions } from '../../safety-actions';
import { UserProfileView } from './user-profile-view';

const meta = {
  title: "profile/Another user's profile",
  component: UserProfileView,
  args: { profile: SAMPLE_PUBLIC_PROFILE },
} satisfies Meta<typeof UserProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};

/** No socials section at all, the empty journey texts, and no activity, reply time or teammates' word. */
export const Empty: Story = { args: { profile: EMPTY_PUBLIC_PROFILE } };

/** As the page shows it: Block and Report under the name. */
export const WithSafetyActions: Story = { args: { actions: <SafetyActions person={SAMPLE_PUBLIC_PROFILE} /> } };
