// What someone brings to a team: the one role picker of onboarding and of profile edit.
export { RolePicker, type RolePickerProps } from './components/role-picker';
