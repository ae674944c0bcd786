import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { SkillCheckboxGroups } from './skill-checkbox-groups';

const meta = {
  title: 'profile/Onboarding skill groups',
  component: SkillCheckboxGroups,
  args: { selected: ['PYTHON', 'FIREBASE'], onToggle: () => {} },
} satisfies Meta<typeof SkillCheckboxGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

/** FIREBASE is ticked in both Hosting and Databases: it is one skill. */
export const Selected: Story = {};

export const Interactive: Story = {
  render: function Render() {
    const [selected, setSelected] = useState<string[]>([]);
    return <SkillCheckboxGroups selected={selected} onToggle={(s) => setSelected((l) => (l.includes(s) ? l.filter((x) => x !== s) : [...l, s]))} />;
  },
};
