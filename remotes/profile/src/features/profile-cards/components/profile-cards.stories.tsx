import type { Meta, StoryObj } from '@storybook/react';
import { EMPTY_PROFILE, SAMPLE_PROFILE } from '../../../testing/sample-profile';
import { ProfileSummary } from './profile-summary';
import { RolesCard, SkillsCard } from './chips-card';
import { SocialLinksCard } from './social-links-card';

const meta = {
  title: 'profile/Profile cards',
  component: ProfileSummary,
  args: { user: SAMPLE_PROFILE },
} satisfies Meta<typeof ProfileSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = {};

export const SummaryWithoutBioOrYear: Story = { args: { user: EMPTY_PROFILE } };

export const SocialLinks: Story = { render: () => <SocialLinksCard socialIds={SAMPLE_PROFILE.socialIds} /> };

/** The own profile's heading when no platform is filled in. */
export const SocialLinksEmpty: Story = { render: () => <SocialLinksCard socialIds={EMPTY_PROFILE.socialIds} /> };

/** A value that is not a web address is shown as text, never as a link. */
export const SocialLinksUnsafeValue: Story = {
  render: () => <SocialLinksCard socialIds={{ ...EMPTY_PROFILE.socialIds, Github: 'javascript:alert(1)', CodeChef: 'codechef.com/users/ada' }} />,
};

export const Skills: Story = { render: () => <SkillsCard skills={SAMPLE_PROFILE.skills} /> };

export const SkillsEmpty: Story = { render: () => <SkillsCard skills={[]} /> };

export const Roles: Story = { render: () => <RolesCard roles={SAMPLE_PROFILE.roles} /> };

/** No role chosen and no skill that points to one. */
export const RolesEmpty: Story = { render: () => <RolesCard roles={[]} /> };
