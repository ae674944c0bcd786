// The one labelled form field (a text input, or any control it is given), a field's error and a
// form's alert, used by every remote's forms.
export { FieldError, FormAlert, FormField, type FieldControl, type FormFieldProps } from './form-field';
