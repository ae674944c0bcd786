// Choosing and showing roles: the role picker (toggle chips), the same with a count per role for
// a team's open roles, one role in a select, and roles as chips.
export { RoleChips, openRoleText } from './components/role-chips';
export { RoleCountPicker, type RoleCountPickerProps } from './components/role-count-picker';
export { RolePicker, type RolePickerProps } from './components/role-picker';
export { RoleSelect, type RoleSelectProps } from './components/role-select';
