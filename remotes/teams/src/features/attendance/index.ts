// Going to an event and looking for a team there: my answer and post, the looking form, and the
// list of the people looking (with room for actions on each).
export { AttendancePanel } from './components/attendance-panel';
export { LookingFacts } from './components/looking-facts';
export { LookingForm, type LookingFormProps } from './components/looking-form';
export { LookingList, NO_ONE_LOOKING_TEXT } from './components/looking-list';
export { LookingPersonCard } from './components/looking-person-card';
