import type { Role } from '@hackmate/shared/catalogues';
import type { OpenRole } from '@hackmate/shared/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { RoleCountPicker } from './role-count-picker';
import { RolePicker } from './role-picker';

const meta = {
  title: 'teams/RolePicker',
  component: RolePicker,
  args: { legend: 'Roles I bring', selected: [], onChange: () => {} },
  argTypes: { onChange: { action: 'change' } },
} satisfies Meta<typeof RolePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Empty: Story = {};

export const Chosen: Story = { args: { selected: ['frontend', 'design'] } };

/** The form refused it: the error is tied to the group and announced. */
export const WithError: Story = { args: { error: 'Choose at least one role you bring.' } };

export const WithHint: Story = { args: { legend: 'Roles I seek', hint: 'The people your team still needs.' } };

export const Interactive: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<Role[]>([]);
    return <RolePicker {...args} selected={selected} onChange={setSelected} />;
  },
};

/** The same chips with a count per chosen role: a team's open roles. */
export const WithCounts: Story = {
  render: function Render() {
    const [value, setValue] = useState<OpenRole[]>([
      { role: 'backend', count: 1 },
      { role: 'design', count: 2 },
    ]);
    return <RoleCountPicker legend="Open roles" value={value} onChange={setValue} max={3} />;
  },
};
