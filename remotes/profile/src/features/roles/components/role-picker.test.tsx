import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@hackmate/shared/catalogues';
import { RolePicker } from './role-picker';

/** The picker as a form holds it: its own state, and every change reported. */
function setup({ chosen = [] as Role[], skills = [] as string[] } = {}) {
  const onChange = vi.fn();
  function Holder() {
    const [roles, setRoles] = useState<Role[]>(chosen);
    return (
      <RolePicker
        selected={roles}
        skills={skills}
        onChange={(next) => {
          onChange(next);
          setRoles(next);
        }}
      />
    );
  }
  render(<Holder />);
  return { onChange, user: userEvent.setup() };
}

const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);

describe('RolePicker', () => {
  it('offers the eight roles by their labels in a labelled group, none pressed at first', () => {
    setup();
    const group = screen.getByRole('group', { name: 'What do you bring to a team?' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Frontend',
      'Backend',
      'Mobile',
      'ML / data',
      'Design',
      'Product / pitch',
      'Hardware',
      'DevOps',
    ]);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('toggles: selecting adds a role, selecting it again removes it, always in the catalogue order', async () => {
    const { user, onChange } = setup({ chosen: ['design'] });
    await user.click(screen.getByRole('button', { name: 'Backend' }));
    expect(onChange).toHaveBeenLastCalledWith(['backend', 'design']);
    expect(screen.getByRole('button', { name: 'Backend' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Design' }));
    expect(onChange).toHaveBeenLastCalledWith(['backend']);
    expect(pressed()).toEqual(['Backend']);
  });

  it('names the roles the skills point to as a suggestion only, described with the group', async () => {
    const { user, onChange } = setup({ skills: ['REACT.JS', 'NODE.JS', 'PYTORCH'] });
    expect(screen.getByText('From your skills: Frontend, Backend, ML / data')).toBeInTheDocument();
    expect(screen.getByText('Until you pick, these are the roles people see.')).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAccessibleDescription(
      'From your skills: Frontend, Backend, ML / data Until you pick, these are the roles people see.',
    );
    // Suggested is not chosen: nothing is pressed and nothing was reported.
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Design' }));
    expect(screen.getByText('From your skills: Frontend, Backend, ML / data')).toBeInTheDocument();
    expect(screen.queryByText('Until you pick, these are the roles people see.')).not.toBeInTheDocument();
  });

  it('asks for a pick when the skills suggest nothing', () => {
    setup({ skills: ['C'] });
    expect(screen.queryByText(/From your skills/)).not.toBeInTheDocument();
    expect(screen.getByText('Pick the roles you can take on.')).toBeInTheDocument();
  });

  it('works from the keyboard: Tab moves between roles, Space and Enter toggle', async () => {
    const { user, onChange } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Frontend' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Backend' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(pressed()).toEqual(['Frontend', 'Backend']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['frontend']);
  });
});
