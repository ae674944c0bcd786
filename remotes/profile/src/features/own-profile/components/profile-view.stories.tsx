import type { Meta, StoryObj } from '@storybook/react';
import { emptySocialIds } from '@hackmate/shared/catalogues';
import { EMPTY_PROFILE, SAMPLE_PROFILE } from '../../../testing/sample-profile';
import { ProfileView } from './profile-view';
import { SkillToggles } from './skill-toggles';
import { SocialInputs } from './social-inputs';

const meta = {
  title: 'profile/Own profile (view mode)',
  component: ProfileView,
  args: { profile: SAMPLE_PROFILE, onEdit: () => {}, onLogOut: () => {} },
  argTypes: { onEdit: { action: 'edit' }, onLogOut: { action: 'log out' } },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};

/** Right after sign-up: empty socials heading and no skills yet. */
export const JustSignedUp: Story = { args: { profile: EMPTY_PROFILE } };

export const SkillPicker: Story = { render: () => <SkillToggles selected={SAMPLE_PROFILE.skills} onToggle={() => {}} /> };

export const SocialProfileInputs: Story = {
  render: () => <SocialInputs value={{ ...emptySocialIds(), ...SAMPLE_PROFILE.socialIds }} onChange={() => {}} errors={{}} />,
};

/** A link on the wrong site: the rule of that platform under the field. */
export const SocialProfileInputsRefused: Story = {
  render: () => (
    <SocialInputs
      value={{ ...emptySocialIds(), Github: 'gitlab.com/ada' }}
      onChange={() => {}}
      errors={{ Github: 'Enter your GitHub profile URL, like https://github.com/ana' }}
    />
  ),
};
