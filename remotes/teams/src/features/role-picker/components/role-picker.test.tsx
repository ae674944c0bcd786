import type { Role } from '@hackmate/shared/catalogues';
import type { OpenRole } from '@hackmate/shared/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RoleCountPicker } from './role-count-picker';
import { RolePicker } from './role-picker';

/** The picker as a form holds it: its own state, every change reported. */
function setupPicker(initial: Role[] = [], error?: string) {
  const onChange = vi.fn();
  function Holder() {
    const [roles, setRoles] = useState<Role[]>(initial);
    return (
      <RolePicker
        legend="Roles I bring"
        selected={roles}
        error={error}
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

const pressed = () => screen.queryAllByRole('button', { pressed: true }).map((b) => b.textContent);

describe('RolePicker', () => {
  it('is a group named by its legend with the eight roles as toggle buttons, none pressed at first', () => {
    setupPicker();
    const group = screen.getByRole('group', { name: 'Roles I bring' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Frontend',
      'Backend',
      'Mobile',
      'ML / data',
      'Design',
      'Product / pitch',
      'Hardware',
      'DevOps',
    ]);
    expect(pressed()).toEqual([]);
  });

  it('presses and releases a role, always reporting the catalogue order', async () => {
    const { user, onChange } = setupPicker(['design']);
    await user.click(screen.getByRole('button', { name: 'Backend' }));
    expect(onChange).toHaveBeenLastCalledWith(['backend', 'design']);
    expect(screen.getByRole('button', { name: 'Backend' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Design' }));
    expect(onChange).toHaveBeenLastCalledWith(['backend']);
    expect(pressed()).toEqual(['Backend']);
  });

  it('works from the keyboard: Tab to a role, Space and Enter toggle it', async () => {
    const { user } = setupPicker();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Frontend' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(pressed()).toEqual(['Frontend', 'Backend']);
  });

  it('announces its error and ties it to the group', () => {
    setupPicker([], 'Choose at least one role you bring.');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one role you bring.');
    expect(screen.getByRole('group', { name: 'Roles I bring' })).toHaveAccessibleDescription('Choose at least one role you bring.');
  });
});

function setupCounts(initial: OpenRole[] = []) {
  const onChange = vi.fn();
  function Holder() {
    const [roles, setRoles] = useState<OpenRole[]>(initial);
    return (
      <RoleCountPicker
        legend="Open roles"
        value={roles}
        max={3}
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

describe('RoleCountPicker', () => {
  it('asks for one person when a role is pressed, then takes how many', async () => {
    const { user, onChange } = setupCounts();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Backend' }));
    expect(onChange).toHaveBeenLastCalledWith([{ role: 'backend', count: 1 }]);
    const count = screen.getByRole('spinbutton', { name: 'How many Backend' });
    await user.clear(count);
    await user.type(count, '2');
    expect(onChange).toHaveBeenLastCalledWith([{ role: 'backend', count: 2 }]);
  });

  it('keeps counts between 1 and the most allowed, and drops a released role', async () => {
    const { user, onChange } = setupCounts([
      { role: 'frontend', count: 1 },
      { role: 'design', count: 2 },
    ]);
    const design = screen.getByRole('spinbutton', { name: 'How many Design' });
    await user.clear(design);
    await user.type(design, '9');
    expect(onChange).toHaveBeenLastCalledWith([
      { role: 'frontend', count: 1 },
      { role: 'design', count: 3 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Frontend' }));
    expect(onChange).toHaveBeenLastCalledWith([{ role: 'design', count: 3 }]);
    expect(screen.queryByRole('spinbutton', { name: 'How many Frontend' })).not.toBeInTheDocument();
  });
});
