import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import type { Role } from '@hackmate/shared/catalogues';
import { RolePicker } from './role-picker';

const meta = {
  title: 'profile/Role picker',
  component: RolePicker,
  args: { selected: [], skills: ['REACT.JS', 'NODE.JS'], onChange: () => {} },
  argTypes: { onChange: { action: 'change' } },
} satisfies Meta<typeof RolePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: the skills' roles are named as a suggestion, not pressed. */
export const SuggestedFromSkills: Story = {};

export const Picked: Story = { args: { selected: ['frontend', 'design', 'product'] } };

/** Skills that point to no role (and none picked). */
export const NothingToSuggest: Story = { args: { skills: ['C'] } };

export const Interactive: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<Role[]>([]);
    return <RolePicker {...args} selected={selected} onChange={setSelected} />;
  },
};
