// The teams screens' forms: placing a schema's or the server's refusal next to the fields it names,
// and their layout (forms.css: the form, groups of choices, two fields in a row, the buttons),
// which a component drawing those classes imports itself. Fields and alerts: @hackmate/shared/ui.
export { useFormValues } from './hooks/use-form-values';
export { hasErrors, isFormRefusal, issueErrors, serverErrors, toastFailure, type FormErrors, type SchemaIssues } from './lib/form-errors';
