// The labelled text and password inputs of the settings forms, with their hint and error.
export { FormAlert } from './components/form-alert';
export { FormField, type FormFieldProps } from './components/form-field';
