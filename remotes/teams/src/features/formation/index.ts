// Organisers' formation by a deadline: the rules (deadline, required roles), "Form teams now" with
// the proposals to review, and sending them for members to confirm.
export { EMPTY_POOL_TEXT, FormationPreview } from './components/formation-preview';
export { FormationSection } from './components/formation-section';
