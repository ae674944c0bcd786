// Form pieces of the teams screens: labelled fields with their errors, the form-level alert, and
// placing a schema's or the server's refusal next to the fields it names.
export { Field, FieldError, FormAlert, type ControlProps, type FieldProps } from './components/field';
export { hasErrors, isFormRefusal, issueErrors, serverErrors, toastFailure, type FormErrors, type SchemaIssues } from './lib/form-errors';
