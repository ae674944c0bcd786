// A group of chips that each toggle one option on or off: the pickers of skills and of roles.
export { ToggleChips, type ToggleChipsProps } from './components/toggle-chips';
